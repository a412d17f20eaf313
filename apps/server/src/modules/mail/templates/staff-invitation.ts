import type { Locale } from '@app/domain';
import type { OutgoingMail } from '../mailer.ts';
import { escapeHtml } from './html-escape.ts';

export interface StaffInvitationMailOptions {
  to: string;
  name: string;
  /** Who invited, as the team knows them (their name, else their email). */
  invitedBy: string;
  /** The location the invitation was sent from. */
  locationName: string;
  locale: Locale;
  link: string;
  validDays: number;
}

const copy = {
  'en-CA': {
    subject: (location: string) => `You are invited to the back office of ${location}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (by: string, location: string) =>
      `${by} invited you to work in the back office of ${location}. Use this link to choose your password, then sign in with this email:`,
    validity: (days: number) =>
      `The link works once and expires in ${days} ${days === 1 ? 'day' : 'days'}.`,
    ignore: 'If you were not expecting this invitation, ignore this message.',
    action: 'Choose my password',
  },
  'fr-CA': {
    subject: (location: string) => `Vous êtes invité au portail de gestion de ${location}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (by: string, location: string) =>
      `${by} vous a invité à travailler dans le portail de gestion de ${location}. Utilisez ce lien pour choisir votre mot de passe, puis connectez-vous avec ce courriel :`,
    validity: (days: number) =>
      `Le lien ne fonctionne qu’une fois et expire dans ${days} ${days <= 1 ? 'jour' : 'jours'}.`,
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
    action: 'Choisir mon mot de passe',
  },
} satisfies Record<Locale, unknown>;

/** The staff invitation in the invitee's language, as plain text and HTML. */
export function staffInvitationMail(options: StaffInvitationMailOptions): OutgoingMail {
  const { to, name, invitedBy, locationName, locale, link, validDays } = options;
  const t = copy[locale];
  const text = [
    t.greeting(name),
    '',
    t.body(invitedBy, locationName),
    to,
    '',
    link,
    '',
    t.validity(validDays),
    t.ignore,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting(name))}</p>`,
    `<p>${escapeHtml(t.body(invitedBy, locationName))} <strong>${escapeHtml(to)}</strong></p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.validity(validDays))}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { to, subject: t.subject(locationName), text, html };
}
