import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderingLocation } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { moneyOf, paidCompletedOrder, refund } from './money-fixtures.ts';

/**
 * Two managers refunding the same order at the same moment: the order row is locked first, so
 * the second refund reads the ledger after the first and cannot pass what was captured.
 * PGlite runs one transaction at a time, so this runs on PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('concurrent refunds (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lets only one of two simultaneous refunds beyond the captured amount pass', async () => {
    const place = await orderingLocation(t);
    // 1 burger: 14.13 captured.
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 0 });
    const manager = await place.headers('manager');
    const body = { orderId: order.id, mode: 'amount', amount: 10 };
    const answers = await Promise.all([
      refund(t, manager, body, { key: 'race-a' }),
      refund(t, manager, body, { key: 'race-b' }),
      refund(t, manager, { ...body, amount: 9 }, { key: 'race-c' }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const { money, transactions } = await moneyOf(t, manager, order.id);
    expect(money.refunded).toBeLessThanOrEqual(14.13);
    expect(transactions.filter((row) => row.kind === 'refund')).toHaveLength(1);
  });

  it('answers the same refund sent twice at once with one refund', async () => {
    const place = await orderingLocation(t);
    const order = await paidCompletedOrder(t, place, { burgers: 1, fries: 0 });
    const manager = await place.headers('manager');
    const body = { orderId: order.id, mode: 'full' };
    const answers = await Promise.all([
      refund(t, manager, body, { key: 'same-full' }),
      refund(t, manager, body, { key: 'same-full' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const { money, transactions } = await moneyOf(t, manager, order.id);
    expect(money).toMatchObject({ refunded: 14.13, refundable: 0 });
    expect(transactions.filter((row) => row.kind === 'refund')).toHaveLength(1);
  });
});
