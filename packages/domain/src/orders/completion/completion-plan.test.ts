import { describe, expect, it } from 'vitest';
import { completionPlan, type CompletionInput } from './completion-plan.ts';

const base: CompletionInput = {
  type: 'take_out',
  paymentPreference: 'credit_card',
  outstandingCents: 1000,
  completeWith: undefined,
  confirmPayment: undefined,
};

describe('completionPlan', () => {
  it('does nothing when nothing is owed, whatever the preference', () => {
    expect(completionPlan({ ...base, outstandingCents: 0 })).toEqual({ kind: 'nothing_due' });
    expect(completionPlan({ ...base, type: 'event', outstandingCents: 0 })).toEqual({
      kind: 'nothing_due',
    });
  });

  it('follows the payment preference', () => {
    expect(completionPlan(base)).toEqual({ kind: 'card', fallback: 'invoice' });
    expect(completionPlan({ ...base, paymentPreference: 'invoice' })).toEqual({ kind: 'invoice' });
    expect(completionPlan({ ...base, paymentPreference: null })).toEqual({ kind: 'nothing_due' });
  });

  it('needs staff to confirm a cost centre or purchase order payment', () => {
    for (const paymentPreference of ['cost_center', 'purchase_order'] as const) {
      expect(completionPlan({ ...base, paymentPreference })).toEqual({
        kind: 'refuse',
        reason: 'payment_confirmation_required',
      });
      expect(completionPlan({ ...base, paymentPreference, confirmPayment: true })).toEqual({
        kind: 'confirm_payment',
      });
    }
  });

  it('asks a pre-order to choose invoice or card; its card failure is not turned into an invoice', () => {
    const event = { ...base, type: 'event' as const };
    expect(completionPlan(event)).toEqual({ kind: 'refuse', reason: 'complete_with_required' });
    expect(completionPlan({ ...event, completeWith: 'invoice' })).toEqual({ kind: 'invoice' });
    expect(completionPlan({ ...event, completeWith: 'card' })).toEqual({
      kind: 'card',
      fallback: 'refuse',
    });
  });

  it('lets event-day finalize turn a pre-order’s card failure into an invoice', () => {
    const finalize = { ...base, type: 'event' as const, invoiceOnCardFailure: true };
    expect(completionPlan({ ...finalize, completeWith: 'card' })).toEqual({
      kind: 'card',
      fallback: 'invoice',
    });
    expect(completionPlan({ ...finalize, completeWith: 'invoice' })).toEqual({ kind: 'invoice' });
  });
});
