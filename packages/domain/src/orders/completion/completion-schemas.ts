import { z } from 'zod';

/** Pre-order (event) completion: send an invoice for the balance or charge the card on file. */
export const completeWithOptions = ['invoice', 'card'] as const;
export type CompleteWith = (typeof completeWithOptions)[number];
export const ZCompleteWith = z.enum(completeWithOptions);

/**
 * How completing an order settled its balance (`PUT /orders/{id}` to `completed`):
 * - `none`: nothing was owed, or the order names no payment preference (paid at the till);
 * - `card_captured`: the card hold was captured (and the card on file charged for any rest);
 * - `card_charged`: the card on file was charged (no hold);
 * - `invoice`: an invoice was issued and emailed (`card_failure` says why when the card was
 *   tried first and failed: the processor's error code);
 * - `payment_confirmed`: staff confirmed a cost-centre or purchase-order payment.
 */
export const completionMethods = [
  'none',
  'card_captured',
  'card_charged',
  'invoice',
  'payment_confirmed',
] as const;
export type CompletionMethod = (typeof completionMethods)[number];

export const ZOrderCompletion = z.object({
  method: z.enum(completionMethods),
  /** The balance settled (dollars). */
  amount: z.number(),
  /** The invoice issued: its number is the location's own sequence, without gaps. */
  invoice: z.object({ id: z.int(), number: z.int(), emailed_to: z.string().nullable() }).nullable(),
  /** The card's error code when the card was tried and an invoice issued instead. */
  card_failure: z.string().nullable(),
});
export type OrderCompletion = z.infer<typeof ZOrderCompletion>;
