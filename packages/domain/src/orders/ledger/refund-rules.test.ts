import { describe, expect, it } from 'vitest';
import { ZCartItem, type CartItem } from '../order-schemas.ts';
import {
  depositProblem,
  lineRefundCents,
  refundAmountProblem,
  refundedQuantities,
} from './refund-rules.ts';
import { moneyActionAllowed, statusAfterRefund } from './money-status-rules.ts';

const item = (cartIndex: number, name: string, quantity: number, orderPrice: number): CartItem =>
  ZCartItem.parse({ id: cartIndex + 1, menu_id: 1, cartIndex, name, quantity, orderPrice });

// 2 burgers (25.00) and fries (4.00): subtotal 29.00, HST 13 % = 3.77, delivery 5.00.
const order = {
  items: [item(0, 'Burger', 2, 25), item(1, 'Fries', 1, 4)],
  costs: { total: 37.77, deliveryCharge: { value: '5$', amount: 5 } },
};

describe('lineRefundCents', () => {
  it('gives a line its share of taxes and discounts, never the delivery charge', () => {
    // One burger: 12.50 of 29.00 × 32.77 = 14.125 → 14.13.
    expect(lineRefundCents(order, new Map(), [{ cartIndex: 0, quantity: 1 }])).toMatchObject({
      cents: 1413,
    });
  });

  it('adds up to exactly the base however the lines are refunded', () => {
    const first = lineRefundCents(order, new Map(), [{ cartIndex: 0, quantity: 1 }]);
    if (!('refundedAfter' in first)) throw new Error('refused');
    const second = lineRefundCents(order, first.refundedAfter, [{ cartIndex: 0, quantity: 1 }]);
    if (!('refundedAfter' in second)) throw new Error('refused');
    const third = lineRefundCents(order, second.refundedAfter, [{ cartIndex: 1, quantity: 1 }]);
    if (!('refundedAfter' in third)) throw new Error('refused');
    // 14.13 + 14.12 + 4.52 = 32.77 = 37.77 − 5.00 delivery.
    expect([first.cents, second.cents, third.cents]).toEqual([1413, 1412, 452]);
  });

  it('refuses unknown lines and more units than are left', () => {
    expect(lineRefundCents(order, new Map(), [{ cartIndex: 7, quantity: 1 }])).toMatchObject({
      code: 'order_line_unknown',
      params: { cartIndex: 7 },
    });
    expect(
      lineRefundCents(order, new Map([[0, 1]]), [{ cartIndex: 0, quantity: 2 }]),
    ).toMatchObject({ code: 'refund_line_quantity', params: { item: 'Burger', left: 1 } });
  });

  it('reads what lines were refunded from the refund rows', () => {
    const rows = [
      { lines: [{ cartIndex: 0, quantity: 1 }] },
      { lines: null },
      {
        lines: [
          { cartIndex: 0, quantity: 1 },
          { cartIndex: 1, quantity: 1 },
        ],
      },
    ];
    expect([...refundedQuantities(rows)]).toEqual([
      [0, 2],
      [1, 1],
    ]);
  });
});

describe('refund and deposit limits', () => {
  it('never refunds more than what is left', () => {
    expect(refundAmountProblem(1001, { refundableCents: 1000 }, 'amount')).toMatchObject({
      code: 'refund_exceeds_refundable',
      cents: { amount: 1001, refundable: 1000 },
    });
    expect(refundAmountProblem(1000, { refundableCents: 1000 }, 'amount')).toBeNull();
    expect(refundAmountProblem(0, { refundableCents: 0 }, 'full')).toBeNull();
    expect(refundAmountProblem(0, { refundableCents: 0 }, 'lines')).toMatchObject({
      code: 'refund_amount_zero',
    });
  });

  it('asks no deposit above the outstanding amount (2501) nor above what is left to ask', () => {
    const money = { outstandingCents: 10_000, heldCents: 0, pendingDepositsCents: 3_000 };
    expect(depositProblem(10_001, money)).toMatchObject({
      code: 'deposit_exceeds_outstanding',
      cents: { requestAmount: 10_001, outstandingAmount: 10_000 },
    });
    expect(depositProblem(7_001, money)).toMatchObject({
      code: 'deposit_exceeds_available',
      cents: { availableAmount: 7_000, pendingAmount: 3_000 },
    });
    expect(depositProblem(7_000, money)).toBeNull();
    expect(depositProblem(1, { ...money, heldCents: 7_000 })).toMatchObject({
      code: 'deposit_exceeds_available',
    });
  });
});

describe('money statuses', () => {
  it('lets leads ask refunds only of completed orders, refunds of any live or cancelled one', () => {
    expect(moneyActionAllowed('completed', 'refund_request')).toBe(true);
    expect(moneyActionAllowed('in_progress', 'refund_request')).toBe(false);
    expect(moneyActionAllowed('cancelled', 'refund')).toBe(true);
    expect(moneyActionAllowed('full_refund', 'refund')).toBe(false);
    expect(moneyActionAllowed('refunded', 'refund')).toBe(false);
    expect(moneyActionAllowed('cancelled', 'deposit_request')).toBe(false);
  });

  it('moves completed orders through the refund statuses; working orders keep theirs', () => {
    const after = (
      status: Parameters<typeof statusAfterRefund>[0],
      mode: 'full' | 'amount',
      request: boolean,
      left: number,
    ) => statusAfterRefund(status, { mode, request, refundableAfterCents: left });
    expect(after('completed', 'amount', false, 500)).toBe('partially_refunded');
    expect(after('partially_refunded', 'amount', false, 0)).toBe('refunded');
    expect(after('in_progress', 'amount', false, 500)).toBe('in_progress');
    expect(after('in_progress', 'full', false, 0)).toBe('full_refund');
    expect(after('completed', 'full', true, 500)).toBe('refund_requested');
    expect(after('completed', 'amount', true, 500)).toBe('partial_refund_requested');
  });
});
