import type { Locale } from '@app/domain';
import type { OutgoingMail } from '../mailer.ts';
import { escapeHtml } from './html-escape.ts';

export interface PasswordResetMailOptions {
  to: string;
  name: string;
  locale: Locale;
  link: string;
  validMinutes: number;
}

const copy = {
  'en-CA': {
    subject: 'Reset your password',
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'We received a request to reset the password of your back-office account. Use this link to choose a new password:',
    validity: (minutes: number) => `The link works once and expires in ${minutes} minutes.`,
    ignore: 'If you did not ask for this, ignore this message: your password stays as it is.',
    action: 'Choose a new password',
  },
  'fr-CA': {
    subject: 'Réinitialisez votre mot de passe',
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Utilisez ce lien pour choisir un nouveau mot de passe :',
    validity: (minutes: number) =>
      `Le lien ne fonctionne qu’une fois et expire dans ${minutes} minutes.`,
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
    action: 'Choisir un nouveau mot de passe',
  },
} satisfies Record<Locale, unknown>;

/** The password reset message in the user's language, as plain text and HTML. */
export function passwordResetMail({
  to,
  name,
  locale,
  link,
  validMinutes,
}: PasswordResetMailOptions): OutgoingMail {
  const t = copy[locale];
  const text = [
    t.greeting(name),
    '',
    t.body,
    link,
    '',
    t.validity(validMinutes),
    t.ignore,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting(name))}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.validity(validMinutes))}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { to, subject: t.subject, text, html };
}
