import { describe, expect, it } from 'vitest';
import { orderMoney } from './order-money.ts';

describe('orderMoney', () => {
  it('counts captured charges, paid deposits and invoices as paid, holds as held', () => {
    const money = orderMoney(10_000, [
      { kind: 'deposit_request', status: 'succeeded', amount: 20 },
      { kind: 'charge', status: 'pending', amount: 80 },
      { kind: 'charge', status: 'failed', amount: 80 },
      { kind: 'deposit_request', status: 'pending', amount: 10 },
    ]);
    expect(money).toMatchObject({ paid: 20, held: 80, outstanding: 80, pending_deposits: 10 });
  });

  it('takes succeeded refunds off what may still be refunded, not failed ones', () => {
    const money = orderMoney(5_000, [
      { kind: 'charge', status: 'succeeded', amount: 50 },
      { kind: 'refund', status: 'succeeded', amount: 12.5 },
      { kind: 'refund', status: 'failed', amount: 30 },
      { kind: 'refund_request', status: 'pending', amount: 5 },
    ]);
    expect(money).toMatchObject({
      paid: 50,
      refunded: 12.5,
      refundable: 37.5,
      outstanding: 0,
      pending_refund_requests: 5,
    });
  });
});
