import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import type { CompleteWith } from '../orders/completion/completion-schemas.ts';
import { completionMethods } from '../orders/completion/completion-schemas.ts';
import { toCents } from '../money/cents.ts';
import type { Locale } from '../i18n/locale.ts';
import { ZEventSuiteInvoiceStatus, ZEventSuiteStatus } from './event-suites.ts';

/**
 * Event-day finalize (spec part 2 §4 "Events", §7 `GET …/finalize-orders`; docs/decisions/
 * event-day.md): each suite of the event settled on its own, all or nothing — its accepted
 * orders completed and their balances charged to the card on file or invoiced, its pending
 * orders cancelled — and a report of what happened to each suite.
 */

/**
 * - `finalized`: this call settled the suite (orders completed and charged or invoiced, pending
 *   orders cancelled);
 * - `nothing_to_do`: the suite had no pending or accepted order; nothing changed (a suite with
 *   completed orders is still marked finalized, its invoice status ready);
 * - `already_finalized`: an earlier finalize settled it; nothing was done again;
 * - `failed`: the suite could not be settled (`error` says why, in the caller's language) and is
 *   exactly as it was.
 */
export const finalizeOutcomes = [
  'finalized',
  'nothing_to_do',
  'already_finalized',
  'failed',
] as const;
export type FinalizeOutcome = (typeof finalizeOutcomes)[number];

const ZOrderRef = z.object({ id: ZId, order_number: z.int().nullable() });

/** An order completed by finalize and how its balance was settled (dollars). */
export const ZFinalizedOrder = ZOrderRef.extend({
  method: z.enum(completionMethods),
  amount: z.number(),
  invoice_number: z.int().nullable(),
  /** Where the invoice was mailed (null: no address on the order). */
  emailed_to: z.string().nullable(),
  /** The processor's code when the card was tried and an invoice issued instead. */
  card_failure: z.string().nullable(),
});
export type FinalizedOrder = z.infer<typeof ZFinalizedOrder>;

export const ZSuiteFinalization = z.object({
  event_suite_id: ZId,
  suite: z.object({ id: ZId, name: z.string() }),
  suite_owner: z.object({ id: ZId, name: z.string(), email: z.string().nullable() }).nullable(),
  outcome: z.enum(finalizeOutcomes),
  /** Dollars taken from the owner's card (holds captured and charges) by this finalize. */
  charged: z.number(),
  /** Dollars invoiced by this finalize. */
  invoiced: z.number(),
  completed_orders: z.array(ZFinalizedOrder),
  cancelled_orders: z.array(ZOrderRef),
  /** The suite after the call. */
  status: ZEventSuiteStatus,
  invoice_status: ZEventSuiteInvoiceStatus,
  finalized_at: z.iso.datetime().nullable(),
  /** Why a `failed` suite could not be settled, and the order that stopped it (when one did). */
  error: z
    .object({ code: z.string(), message: z.string(), order: ZOrderRef.nullable() })
    .nullable(),
});
export type SuiteFinalization = z.infer<typeof ZSuiteFinalization>;

/** The answer of both finalize calls: one entry per suite, by suite name. */
export const ZFinalizeReport = z.object({
  event_id: ZId,
  suites: z.array(ZSuiteFinalization),
});
export type FinalizeReport = z.infer<typeof ZFinalizeReport>;

/**
 * How finalize settles an accepted pre-order's balance: the owner's card when the order has a
 * card on file or a hold on one (an invoice if it is refused), otherwise an invoice.
 */
export function finalizeCompleteWith(order: { hasCard: boolean; hasHold: boolean }): CompleteWith {
  return order.hasCard || order.hasHold ? 'card' : 'invoice';
}

/** Money the report's suites were charged and invoiced, in cents (for the report's summary). */
export function finalizeTotalsCents(report: Pick<FinalizeReport, 'suites'>): {
  chargedCents: number;
  invoicedCents: number;
} {
  let chargedCents = 0;
  let invoicedCents = 0;
  for (const suite of report.suites) {
    chargedCents += toCents(suite.charged);
    invoicedCents += toCents(suite.invoiced);
  }
  return { chargedCents, invoicedCents };
}

const cancelReasons: Record<Locale, string> = {
  'en-CA': 'Not accepted when the event was finalized.',
  'fr-CA': 'Non acceptée lorsque l’événement a été finalisé.',
};

/** The reason kept on a pending order finalize cancelled, in the language of staff who finalized. */
export function finalizeCancelReason(locale: Locale): string {
  return cancelReasons[locale];
}
