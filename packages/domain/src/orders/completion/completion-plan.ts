import type { OrderType, PaymentPreference } from '../order-constants.ts';
import type { CompleteWith } from './completion-schemas.ts';

/** What completing an order must do about its balance (spec part 2 §4). */
export type CompletionPlan =
  | { kind: 'nothing_due' }
  /** Capture the hold, charge the card on file for what it does not cover; invoice on failure. */
  | { kind: 'card'; fallback: 'invoice' }
  /** Pre-order "charge card": a failure refuses the completion (2305: use the invoice option). */
  | { kind: 'card'; fallback: 'refuse' }
  | { kind: 'invoice' }
  | { kind: 'confirm_payment' }
  /** Refusals: a pre-order needs `completeWith`; cost centre / PO needs `confirmPayment`. */
  | { kind: 'refuse'; reason: 'complete_with_required' | 'payment_confirmation_required' };

export interface CompletionInput {
  type: OrderType;
  paymentPreference: PaymentPreference | null;
  outstandingCents: number;
  completeWith: CompleteWith | undefined;
  confirmPayment: boolean | undefined;
  /**
   * A pre-order's card refusal ends in an invoice instead of refusing (2305): event-day finalize
   * settles every suite without staff there to choose again (docs/decisions/event-day.md).
   */
  invoiceOnCardFailure?: boolean | undefined;
}

/**
 * The one rule of completion with a balance. Nothing owed: nothing to do. A pre-order (event
 * order) offers "send invoice" or "charge card" and needs the choice. Otherwise by payment
 * preference: credit card → capture or charge, an invoice when that fails; invoice → an invoice;
 * cost centre or purchase order → staff confirm by hand (`confirmPayment: true`); no preference
 * (paid at the till) → nothing. `completeWith` chosen on any order overrides the preference.
 */
export function completionPlan(input: CompletionInput): CompletionPlan {
  if (input.outstandingCents <= 0) return { kind: 'nothing_due' };
  if (input.completeWith === 'invoice') return { kind: 'invoice' };
  if (input.completeWith === 'card') {
    const refuse = input.type === 'event' && input.invoiceOnCardFailure !== true;
    return { kind: 'card', fallback: refuse ? 'refuse' : 'invoice' };
  }
  if (input.type === 'event') return { kind: 'refuse', reason: 'complete_with_required' };
  switch (input.paymentPreference) {
    case 'credit_card':
      return { kind: 'card', fallback: 'invoice' };
    case 'invoice':
      return { kind: 'invoice' };
    case 'cost_center':
    case 'purchase_order':
      return input.confirmPayment === true
        ? { kind: 'confirm_payment' }
        : { kind: 'refuse', reason: 'payment_confirmation_required' };
    case null:
      return { kind: 'nothing_due' };
  }
}
