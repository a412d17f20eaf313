import type { BulkAction, BulkRunAnswer, Locale } from '@app/domain';
import type { OutgoingMail } from '../mailer.ts';
import { escapeHtml } from './html-escape.ts';

export interface BulkActionResultMailOptions {
  to: string;
  locale: Locale;
  action: BulkAction;
  /** The days the run covered, as staff chose them (`YYYY-MM-DD`). */
  days: { start: string; end: string };
  locationName: string;
  result: BulkRunAnswer;
}

const copy = {
  'en-CA': {
    subject: { complete: 'Bulk complete finished', cancel: 'Bulk cancel finished' },
    intro: (action: BulkAction, place: string, days: string) =>
      `The bulk ${action === 'complete' ? 'complete' : 'cancel'} of ${days} at ${place} is finished.`,
    done: (count: number) => `Orders changed: ${count}`,
    refused: (count: number) => `Orders refused: ${count}`,
    order: (number: number | string) => `Order #${number}`,
  },
  'fr-CA': {
    subject: {
      complete: 'Commandes complétées en lot : terminé',
      cancel: 'Commandes annulées en lot : terminé',
    },
    intro: (action: BulkAction, place: string, days: string) =>
      `L’action groupée « ${action === 'complete' ? 'Compléter' : 'Annuler'} » du ${days} à ${place} est terminée.`,
    done: (count: number) => `Commandes modifiées : ${count}`,
    refused: (count: number) => `Commandes refusées : ${count}`,
    order: (number: number | string) => `Commande n° ${number}`,
  },
} satisfies Record<Locale, unknown>;

/** The result of a background bulk action, mailed to the staff member who started it. */
export function bulkActionResultMail(options: BulkActionResultMailOptions): OutgoingMail {
  const t = copy[options.locale];
  const { start, end } = options.days;
  const days = start === end ? start : `${start} – ${end}`;
  const refusals = options.result.refused.map(
    (order) => `${t.order(order.order_number ?? order.id)}: ${order.message}`,
  );
  const intro = t.intro(options.action, options.locationName, days);
  const counts = [t.done(options.result.done.length), t.refused(refusals.length)];
  const text = [intro, '', ...counts, ...refusals.map((line) => `- ${line}`), ''].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${counts.map(escapeHtml).join('<br>')}</p>`,
    refusals.length
      ? `<ul>${refusals.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '',
  ].join('\n');
  return { to: options.to, subject: t.subject[options.action], text, html };
}
