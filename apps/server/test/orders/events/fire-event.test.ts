import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, orders } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import {
  callApi,
  orderChanges,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';

/** `POST /orders/fire-event`: an event's orders go to the kitchen once, all together. */
describe('firing an event', () => {
  let t: TestApp;
  let venue: OrderingLocation;
  beforeAll(async () => {
    t = await buildTestApp();
    venue = await orderingLocation(t, { flags: { suites_enabled: true, catering: true } });
  });
  afterAll(() => t.close());

  /** An event with `count` pending orders of its own (linked as event orders are). */
  async function eventWithOrders(count: number, place = venue) {
    const [event] = await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .insert(events)
        .values({ restaurant_id: place.locationId, title: 'Home opener', start_date: new Date() })
        .returning(),
    );
    const ids: number[] = [];
    const lead = await place.headers('lead');
    for (let index = 0; index < count; index += 1) {
      const draft = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }]);
      ids.push((await submitOrder(t, lead, draft)).id);
    }
    if (ids.length > 0) {
      await withTenant(t.database.db, place.locationId, (tx) =>
        tx.update(orders).set({ event_id: event!.id }).where(inArray(orders.id, ids)),
      );
    }
    return { eventId: event!.id, ids };
  }

  const fire = async (eventId: number, role: 'manager' | 'lead' = 'manager', locale?: 'fr-CA') =>
    callApi(t, await venue.headers(role), 'POST', '/api/orders/fire-event', {
      body: { eventId },
      locale,
    });

  it('puts every pending order of the event in progress, once', async () => {
    const { eventId, ids } = await eventWithOrders(2);
    const other = await eventWithOrders(1);
    const fired = await fire(eventId);
    expect(fired.statusCode, fired.body).toBe(200);
    expect(fired.json<{ orders: { id: number }[] }>().orders.map((order) => order.id)).toEqual(ids);
    for (const id of ids) {
      expect((await orderRow(t, venue.locationId, id)).status).toBe('in_progress');
      const [change] = await orderChanges(t, venue.locationId, id);
      expect(change).toMatchObject({ action: 'fire' });
    }
    expect((await orderRow(t, venue.locationId, other.ids[0]!)).status).toBe('pending');

    const again = await fire(eventId, 'manager', 'fr-CA');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'event_already_fired',
      message: 'L’événement a déjà été lancé.',
    });
  });

  it('says it could not be fired when no order is open, and changes nothing', async () => {
    const { eventId } = await eventWithOrders(0);
    const refused = await fire(eventId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'event_fire_failed',
      message: 'The event could not be fired.',
    });
    const [row] = await withTenant(t.database.db, venue.locationId, (tx) =>
      tx
        .select()
        .from(events)
        .where(inArray(events.id, [eventId])),
    );
    expect(row!.fired_at).toBeNull();
  });

  it('is for managers of a venue with suites, at their own location', async () => {
    const { eventId, ids } = await eventWithOrders(1);
    expect((await fire(eventId, 'lead')).statusCode).toBe(403);
    const elsewhere = await orderingLocation(t, { flags: { suites_enabled: true } });
    const theirs = await callApi(
      t,
      await elsewhere.headers('manager'),
      'POST',
      '/api/orders/fire-event',
      {
        body: { eventId },
      },
    );
    expect(theirs.statusCode).toBe(404);
    const noSuites = await orderingLocation(t);
    const refused = await callApi(
      t,
      await noSuites.headers('manager'),
      'POST',
      '/api/orders/fire-event',
      {
        body: { eventId },
      },
    );
    expect(refused.statusCode).toBe(403);
    expect((await orderRow(t, venue.locationId, ids[0]!)).status).toBe('pending');
    const bad = await fire(0);
    expect(bad.statusCode).toBe(400);
  });
});
