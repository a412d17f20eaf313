import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { GOOD_CARD, eventDayBed } from './event-day-bed.ts';

/**
 * An event suite's status follows its orders outside finalize too: accepted when its order is
 * accepted or fired, cancelled when its orders are declined, completed when completed in the
 * order manager, refunded when refunded there — each move in the suite's change history.
 */
describe('an event suite’s status follows its orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reads accepted once the event is fired', async () => {
    const day = await eventDayBed(t);
    const [suite] = await day.assign(0);
    await day.order(suite!.id);
    const fired = await callApi(t, await day.headers(), 'POST', '/api/orders/fire-event', {
      body: { eventId: day.eventId },
    });
    expect(fired.statusCode, fired.body).toBe(200);
    expect(await day.suite(suite!.id)).toMatchObject({
      status: 'accepted',
      invoice_status: 'not_ready',
    });
    expect(await day.suiteActions(suite!.id)).toContain('status');
  });

  it('reads pending once staff take an order for it, cancelled when it is declined', async () => {
    const day = await eventDayBed(t);
    const [suite] = await day.assign(0);
    const order = await day.order(suite!.id);
    expect(await day.suite(suite!.id)).toMatchObject({
      status: 'pending',
      invoice_status: 'not_ready',
    });
    await day.venue.decline(order.id);
    expect(await day.suite(suite!.id)).toMatchObject({
      status: 'cancelled',
      invoice_status: 'none',
    });
  });

  it('reads completed, then refunded, as the order manager completes and refunds', async () => {
    const day = await eventDayBed(t);
    const [suite] = await day.assign(0);
    const order = await day.order(suite!.id, { card: GOOD_CARD });
    await day.accept(order.id);
    await day.dueNow(order.id);
    const manager = await day.headers();
    const completed = await callApi(t, manager, 'PUT', `/api/orders/${order.id}`, {
      body: { status: 'completed', completeWith: 'card' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    // Completed by hand: not finalized, so the invoice status waits for finalize.
    expect(await day.suite(suite!.id)).toMatchObject({
      status: 'completed',
      invoice_status: 'not_ready',
      finalized_at: null,
    });

    const refunded = await callApi(t, manager, 'POST', '/api/orders/refund', {
      body: { orderId: order.id, mode: 'full', reason: 'Game postponed' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await day.suite(suite!.id)).toMatchObject({ status: 'refunded' });
    expect((await day.suiteActions(suite!.id))[0]).toBe('status');
  });
});
