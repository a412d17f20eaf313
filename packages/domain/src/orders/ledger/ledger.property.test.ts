import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents } from '../../money/cents.ts';
import { ZCartItem } from '../order-schemas.ts';
import { orderMoneyCents, type LedgerRow } from './order-money.ts';
import { depositProblem, lineRefundCents, refundAmountProblem } from './refund-rules.ts';

/**
 * Random sequences of money actions on one order, each accepted or refused by the domain's
 * rules as the server does, checked against a running tally kept apart from the ledger.
 */
type Step =
  | { kind: 'deposit'; cents: number; pay: boolean }
  | { kind: 'hold'; cents: number }
  | { kind: 'capture' }
  | { kind: 'refund_amount'; cents: number }
  | { kind: 'refund_line'; cartIndex: number; quantity: number }
  | { kind: 'refund_full' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    cents: fc.integer({ min: 1, max: 20_000 }),
    pay: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('hold' as const), cents: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ kind: fc.constant('capture' as const) }),
  fc.record({
    kind: fc.constant('refund_amount' as const),
    cents: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({
    kind: fc.constant('refund_line' as const),
    cartIndex: fc.integer({ min: 0, max: 2 }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({ kind: fc.constant('refund_full' as const) }),
);

const orderArb = fc.record({
  prices: fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 5_000 })), {
    minLength: 3,
    maxLength: 3,
  }),
  taxMilli: fc.integer({ min: 0, max: 15_000 }),
  deliveryCents: fc.integer({ min: 0, max: 1_000 }),
});
type OrderShape = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

/** The drawn order: its lines, its total (subtotal, tax, delivery) in cents, and its costs. */
function orderOf(shape: OrderShape) {
  const items = shape.prices.map(([quantity, unit], cartIndex) =>
    ZCartItem.parse({
      id: 1,
      menu_id: 1,
      cartIndex,
      quantity,
      orderPrice: fromCents(unit * quantity),
    }),
  );
  const subtotal = items.reduce((sum, item) => sum + Math.round(item.orderPrice * 100), 0);
  const totalCents =
    subtotal + Math.round((subtotal * shape.taxMilli) / 100_000) + shape.deliveryCents;
  const costs = {
    total: fromCents(totalCents),
    deliveryCharge: { value: null, amount: fromCents(shape.deliveryCents) },
  };
  return { items, totalCents, costs };
}

describe('the money ledger (property)', () => {
  it('keeps refunded ≤ paid, refunds within what is left, outstanding ≥ 0, amounts = tally', () => {
    fc.assert(
      fc.property(orderArb, fc.array(step, { maxLength: 30 }), (shape, steps) => {
        const { items, totalCents, costs } = orderOf(shape);
        const rows: LedgerRow[] = [];
        const tally = { paid: 0, refunded: 0, held: 0, pendingDeposits: 0 };
        let refundedLines = new Map<number, number>();
        let lineRefundsCents = 0;
        let closed = false;
        const refund = (cents: number, mode: 'full' | 'amount' | 'lines') => {
          const before = orderMoneyCents(totalCents, rows);
          if (closed || refundAmountProblem(cents, before, mode)) return false;
          expect(cents).toBeLessThanOrEqual(before.refundableCents);
          if (cents > 0)
            rows.push({ kind: 'refund', status: 'succeeded', amount: fromCents(cents) });
          tally.refunded += cents;
          return true;
        };
        for (const s of steps) {
          const money = orderMoneyCents(totalCents, rows);
          if (s.kind === 'deposit' && !closed && !depositProblem(s.cents, money)) {
            rows.push({
              kind: 'deposit_request',
              status: s.pay ? 'succeeded' : 'pending',
              amount: fromCents(s.cents),
            });
            if (s.pay) tally.paid += s.cents;
            else tally.pendingDeposits += s.cents;
          } else if (
            s.kind === 'hold' &&
            !closed &&
            tally.held === 0 &&
            s.cents <= money.outstandingCents
          ) {
            rows.push({ kind: 'charge', status: 'pending', amount: fromCents(s.cents) });
            tally.held += s.cents;
          } else if (s.kind === 'capture' && tally.held > 0) {
            const hold = rows.find((row) => row.kind === 'charge' && row.status === 'pending')!;
            hold.status = 'succeeded';
            tally.paid += tally.held;
            tally.held = 0;
          } else if (s.kind === 'refund_amount') {
            refund(s.cents, 'amount');
          } else if (s.kind === 'refund_line') {
            const result = lineRefundCents({ items, costs }, refundedLines, [s]);
            if ('refundedAfter' in result && refund(result.cents, 'lines')) {
              refundedLines = result.refundedAfter;
              lineRefundsCents += result.cents;
            }
          } else if (s.kind === 'refund_full') {
            if (refund(orderMoneyCents(totalCents, rows).refundableCents, 'full')) closed = true;
          }
          const after = orderMoneyCents(totalCents, rows);
          expect(after.refundedCents).toBeLessThanOrEqual(after.paidCents);
          expect(after.outstandingCents).toBeGreaterThanOrEqual(0);
          expect(after.paidCents).toBe(tally.paid);
          expect(after.refundedCents).toBe(tally.refunded);
          expect(after.heldCents).toBe(tally.held);
          expect(after.pendingDepositsCents).toBe(tally.pendingDeposits);
          expect(after.refundableCents).toBe(tally.paid - tally.refunded);
          expect(after.outstandingCents).toBe(Math.max(0, totalCents - tally.paid));
          // Line refunds never give back more than the lines' share of the order.
          expect(lineRefundsCents).toBeLessThanOrEqual(totalCents - shape.deliveryCents);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives back exactly the order less its delivery charge when every line is refunded', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 12 }),
        (shape, order) => {
          const { items, totalCents, costs } = orderOf(shape);
          let refunded = new Map<number, number>();
          let sum = 0;
          // Some units in a random order, then whatever is left, one line at a time.
          const steps = [
            ...order.map((cartIndex) => ({ cartIndex, quantity: 1 })),
            ...items.map((item) => ({ cartIndex: item.cartIndex, quantity: 0 })),
          ];
          for (const { cartIndex, quantity } of steps) {
            const left = items[cartIndex]!.quantity - (refunded.get(cartIndex) ?? 0);
            const units = quantity === 0 ? left : Math.min(quantity, left);
            if (units === 0) continue;
            const result = lineRefundCents({ items, costs }, refunded, [
              { cartIndex, quantity: units },
            ]);
            if (!('refundedAfter' in result)) throw new Error(result.code);
            expect(result.cents).toBeGreaterThanOrEqual(0);
            sum += result.cents;
            refunded = result.refundedAfter;
          }
          expect(sum).toBe(totalCents - shape.deliveryCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
