import { formatDateTime, type Locale } from '@app/domain';
import type { OutgoingMail } from '../mailer.ts';
import { escapeHtml } from './html-escape.ts';

export interface SuitePreOrderMailOptions {
  to: string;
  ownerName: string;
  locationName: string;
  eventTitle: string;
  /** The event's start; shown with `locksAt` in `timeZone` (the location's). */
  eventStart: Date;
  suiteName: string;
  /** When the owner can no longer change their pre-order. */
  locksAt: Date;
  timeZone: string;
  /** The owner's language. */
  locale: Locale;
  link: string;
}

const copy = {
  'en-CA': {
    subject: (event: string, suite: string) => `Pre-order for ${event} – ${suite}`,
    greeting: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (location: string) =>
      `${location} invites you to pre-order the food and drinks of your suite:`,
    event: 'Event',
    when: 'Date and time',
    suite: 'Suite',
    lock: (date: string) =>
      `You can order and change your pre-order until ${date}. After that, contact the venue to change it.`,
    action: 'Pre-order now',
    link: 'Your pre-order page (keep this email: the link is yours alone):',
  },
  'fr-CA': {
    subject: (event: string, suite: string) => `Précommande pour ${event} – ${suite}`,
    greeting: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    body: (location: string) =>
      `${location} vous invite à précommander les repas et boissons de votre loge :`,
    event: 'Événement',
    when: 'Date et heure',
    suite: 'Loge',
    lock: (date: string) =>
      `Vous pouvez passer et modifier votre précommande jusqu’au ${date}. Ensuite, communiquez avec l’établissement pour la modifier.`,
    action: 'Précommander',
    link: 'Votre page de précommande (gardez ce courriel : le lien n’est qu’à vous) :',
  },
} satisfies Record<Locale, unknown>;

/**
 * The pre-order invitation of a suite owner (issue 15 item 4), in the owner's language, as plain
 * text and HTML: the event, its date and time and the suite, until when they may pre-order, and
 * their signed link to the pre-order page.
 */
export function suitePreOrderMail(options: SuitePreOrderMailOptions): OutgoingMail {
  const { to, ownerName, locationName, eventTitle, suiteName, locale, link, timeZone } = options;
  const t = copy[locale];
  const when = formatDateTime(options.eventStart, locale, timeZone);
  const lock = t.lock(formatDateTime(options.locksAt, locale, timeZone));
  const facts: [string, string][] = [
    [t.event, eventTitle],
    [t.when, when],
    [t.suite, suiteName],
  ];
  const text = [
    t.greeting(ownerName),
    '',
    t.body(locationName),
    '',
    ...facts.map(([label, value]) => `${label}${locale === 'fr-CA' ? ' : ' : ': '}${value}`),
    '',
    lock,
    '',
    t.link,
    link,
    '',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting(ownerName))}</p>`,
    `<p>${escapeHtml(t.body(locationName))}</p>`,
    `<table role="presentation">${facts
      .map(
        ([label, value]) =>
          `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      )
      .join('')}</table>`,
    `<p>${escapeHtml(lock)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>`,
  ].join('\n');
  return { to, subject: t.subject(eventTitle, suiteName), text, html };
}
