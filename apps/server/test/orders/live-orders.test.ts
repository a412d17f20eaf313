import type { OrderLiveEvent, StreamEvent } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, openEventStream, type EventStream } from '../helpers/event-stream.ts';
import {
  callApi,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** GET /api/orders/live: the order manager's Server-Sent Events, fed by LISTEN/NOTIFY. */
describe('GET /api/orders/live', () => {
  let t: TestApp;
  let baseUrl: string;
  const streams: EventStream[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  async function subscribe(headers: Record<string, string>, lastEventId?: string) {
    const stream = await openEventStream(`${baseUrl}/api/orders/live`, {
      ...headers,
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    });
    streams.push(stream);
    return stream;
  }
  /** The stream has sent its first pending count: it is subscribed. */
  const ready = (stream: EventStream) => stream.waitFor('the first pending count', isPending);
  const isPending = (event: StreamEvent) => event.event === 'pending';
  const orderEvent = (id: number, status: string) => (event: StreamEvent) =>
    event.event === 'order' &&
    dataOf<OrderLiveEvent>(event).id === id &&
    dataOf<OrderLiveEvent>(event).status === status;

  function anOrder(place: OrderingLocation, headers: Record<string, string>) {
    return submitOrder(
      t,
      headers,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]),
    );
  }

  it('sends an order created through POST /orders and its status change through PUT /orders/{id}', async () => {
    const place = await orderingLocation(t);
    const lead = await place.headers('lead');
    const stream = await subscribe(lead);
    expect(stream.status).toBe(200);
    expect(dataOf(await ready(stream))).toEqual({ count: 0 });

    const order = await anOrder(place, await place.headers('manager'));
    const created = await stream.waitFor('the created order', orderEvent(order.id, 'pending'));
    expect(dataOf(created)).toEqual({
      id: order.id,
      order_number: order.order_number,
      status: 'pending',
      type: order.type,
      change: 'created',
    });
    expect(Number(created.lastEventId)).toBeGreaterThan(0);
    await stream.waitFor(
      'one pending order',
      (e) => isPending(e) && dataOf<{ count: number }>(e).count === 1,
    );

    const accepted = await callApi(t, lead, 'PUT', `/api/orders/${order.id}`, {
      body: { status: 'in_progress' },
    });
    expect(accepted.statusCode).toBe(200);
    const updated = await stream.waitFor('the accepted order', orderEvent(order.id, 'in_progress'));
    expect(dataOf<OrderLiveEvent>(updated).change).toBe('updated');
    await stream.waitFor(
      'no pending order',
      (e) => isPending(e) && dataOf<{ count: number }>(e).count === 0 && e !== stream.events[0],
    );
  });

  it('replays what a reconnecting client missed after its Last-Event-ID', async () => {
    const place = await orderingLocation(t);
    const lead = await place.headers('lead');
    const manager = await place.headers('manager');
    const first = await anOrder(place, manager);
    const before = await subscribe(lead);
    const seen = await before.waitFor('the first pending count', isPending);
    before.close();

    const missed = [await anOrder(place, manager), await anOrder(place, manager)];
    const again = await subscribe(lead, seen.lastEventId);
    await again.waitFor('the second missed order', orderEvent(missed[1]!.id, 'pending'));
    const replayed = again.events
      .filter((event) => event.event === 'order')
      .map((event) => dataOf<OrderLiveEvent>(event).id);
    expect(replayed).toEqual(missed.map((order) => order.id));
    expect(replayed).not.toContain(first.id);
    const count = await again.waitFor('the pending count', isPending);
    expect(dataOf(count)).toEqual({ count: 3 });
  });

  it("never sends another location's orders", async () => {
    const place = await orderingLocation(t);
    const other = await orderingLocation(t);
    const stream = await subscribe(await place.headers('lead'));
    await ready(stream);
    const elsewhere = await anOrder(other, await other.headers('manager'));
    const here = await anOrder(place, await place.headers('manager'));
    await stream.waitFor('the order of this location', orderEvent(here.id, 'pending'));
    const ids = stream.events
      .filter((event) => event.event === 'order')
      .map((event) => dataOf<OrderLiveEvent>(event).id);
    expect(ids).not.toContain(elsewhere.id);
    // Replaying from the start of time shows none of the other location's events either.
    const replay = await subscribe(await place.headers('lead'), '1');
    await replay.waitFor('the replayed order', orderEvent(here.id, 'pending'));
    expect(
      replay.events.some(
        (event) => event.event === 'order' && dataOf<OrderLiveEvent>(event).id === elsewhere.id,
      ),
    ).toBe(false);
  });

  it('refuses roles below lead, a location without order management, and no session', async () => {
    const place = await orderingLocation(t);
    for (const role of ['member', 'staff', 'kiosk'] as const) {
      const stream = await subscribe(await place.headers(role));
      expect([role, stream.status]).toEqual([role, 403]);
    }
    const noOrders = await orderingLocation(t, { flags: { order_management: false } });
    expect((await subscribe(await noOrders.headers('manager'))).status).toBe(403);
    expect((await subscribe({})).status).toBe(401);
  });
});
