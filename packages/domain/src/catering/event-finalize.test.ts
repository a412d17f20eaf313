import { describe, expect, it } from 'vitest';
import { frenchStyleProblems } from '../testing/french-style.ts';
import {
  finalizeCancelReason,
  finalizeCompleteWith,
  finalizeTotalsCents,
} from './event-finalize.ts';

describe('event-day finalize', () => {
  it('charges the card on file or its hold, and invoices an order without a card', () => {
    expect(finalizeCompleteWith({ hasCard: true, hasHold: false })).toBe('card');
    expect(finalizeCompleteWith({ hasCard: false, hasHold: true })).toBe('card');
    expect(finalizeCompleteWith({ hasCard: false, hasHold: false })).toBe('invoice');
  });

  it('sums what the suites were charged and invoiced in cents', () => {
    expect(
      finalizeTotalsCents({
        suites: [
          { charged: 45.2, invoiced: 0 },
          { charged: 0.1, invoiced: 90.4 },
          { charged: 0.2, invoiced: 0 },
        ] as never,
      }),
    ).toEqual({ chargedCents: 4550, invoicedCents: 9040 });
  });

  it('says why a pending order was cancelled in either language', () => {
    expect(finalizeCancelReason('en-CA')).toBe('Not accepted when the event was finalized.');
    expect(frenchStyleProblems(finalizeCancelReason('fr-CA'))).toEqual([]);
  });
});
