import { ZOrdersPage, type Order } from '@app/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { updateLocationFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** GET /api/orders: the order manager's lists (lead and above). */
describe('GET /api/orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function take(place: OrderingLocation, fullName: string): Promise<Order> {
    return submitOrder(
      t,
      await place.headers('manager'),
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        checkout: { contact: { ...guestContact, full_name: fullName } },
      }),
    );
  }

  async function list(place: OrderingLocation, query: string, role = 'lead') {
    return callApi(t, await place.headers(role), 'GET', `/api/orders${query}`);
  }

  async function page(place: OrderingLocation, query: string) {
    const response = await list(place, query);
    expect(response.statusCode).toBe(200);
    return ZOrdersPage.parse(response.json());
  }

  it('pages through every order newest first, without gaps or repeats', async () => {
    const place = await orderingLocation(t);
    const taken: Order[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E']) taken.push(await take(place, name));
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const current = await page(place, query);
      expect(current.items.length).toBeLessThanOrEqual(2);
      seen.push(...current.items.map((order) => order.id));
      cursor = current.next_cursor;
      pages += 1;
      // An order taken between two pages appears on no later page.
      if (pages === 1) await take(place, 'Latecomer');
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(taken.map((order) => order.id).reverse());
  });

  it('finds a searched name beyond thousands of newer orders that do not match', async () => {
    const place = await orderingLocation(t);
    const older = await take(place, 'Needle Older');
    // 2,500 newer orders of another guest, then the newest match.
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx.execute(sql`
        insert into orders (restaurant_id, order_number, reference, type, status, data,
                            customer_name, total, created_by, created_at, updated_at)
        select restaurant_id, 900000 + g, 'FILL-' || g, type, status, data,
               'Filler Guest', total, created_by,
               created_at + g * interval '1 millisecond', updated_at
        from orders, generate_series(1, 2500) as g
        where id = ${older.id}`),
    );
    const newer = await take(place, 'Needle Newer');
    const first = await page(place, '?limit=1&search=needle');
    expect(first.items.map((order) => order.id)).toEqual([newer.id]);
    const second = await page(place, `?limit=1&search=needle&cursor=${first.next_cursor}`);
    expect(second.items.map((order) => order.id)).toEqual([older.id]);
    expect(second.next_cursor).toBeNull();
    const both = await page(place, '?limit=5&search=NEEDLE');
    expect(both.items.map((order) => order.id)).toEqual([newer.id, older.id]);
  });

  it('keeps orders created in the same instant apart by id', async () => {
    const place = await orderingLocation(t);
    const first = await take(place, 'Same 1');
    const second = await take(place, 'Same 2');
    const instant = new Date('2025-01-01T12:00:00.123456Z');
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .update(orders)
        .set({ created_at: instant })
        .where(eq(orders.restaurant_id, place.locationId)),
    );
    const one = await page(place, '?limit=1');
    const two = await page(place, `?limit=1&cursor=${one.next_cursor}`);
    expect([one.items[0]!.id, two.items[0]!.id]).toEqual([second.id, first.id]);
    expect(two.next_cursor).toBeNull();
  });

  it('filters by a JSON array of statuses', async () => {
    const place = await orderingLocation(t);
    const pending = await take(place, 'Pending');
    const accepted = await take(place, 'Accepted');
    const lead = await place.headers('lead');
    await callApi(t, lead, 'PUT', `/api/orders/${accepted.id}`, {
      body: { status: 'in_progress' },
    });
    const onlyPending = await page(place, `?status=${encodeURIComponent('["pending"]')}`);
    expect(onlyPending.items.map((order) => order.id)).toEqual([pending.id]);
    const both = await page(
      place,
      `?status=${encodeURIComponent('["in_progress","completed","pending"]')}`,
    );
    expect(both.items).toHaveLength(2);
    const none = await page(place, `?status=${encodeURIComponent('["cancelled"]')}`);
    expect(none).toEqual({ items: [], next_cursor: null });
  });

  it('refuses a status that is not a JSON array of statuses, and a forged cursor (400)', async () => {
    const place = await orderingLocation(t);
    for (const query of [
      `?status=pending`,
      `?status=${encodeURIComponent('["shipped"]')}`,
      `?status=${encodeURIComponent('[]')}`,
      `?cursor=not-a-cursor`,
      `?cursor=${Buffer.from(JSON.stringify(['yesterday', 1])).toString('base64url')}`,
      `?limit=0`,
      `?type=${encodeURIComponent('["pizza"]')}`,
      `?payment=${encodeURIComponent('["cash"]')}`,
    ]) {
      const response = await list(place, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('searches customer and student names, the reference and the order number', async () => {
    const place = await orderingLocation(t, { flags: { k12: true } });
    const ada = await take(place, 'Ada Lovelace');
    const grace = await take(place, 'Grace Hopper');
    const school = await submitOrder(
      t,
      await place.headers('manager'),
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        type: 'school',
        checkout: {
          contact: { ...guestContact, full_name: 'Parent Tremblay' },
          pickup: { scheduled: true, dueByDate: isoDateInDays(3), dueByTime: '12:00' },
          school: { student_name: 'Zoë 100% Tremblay' },
        },
      }),
    );
    const ids = async (term: string) =>
      (await page(place, `?search=${encodeURIComponent(term)}`)).items.map((order) => order.id);
    expect(await ids('lovelace')).toEqual([ada.id]);
    expect(await ids('HOPP')).toEqual([grace.id]);
    expect(await ids('zoë')).toEqual([school.id]);
    // Wildcards are literal.
    expect(await ids('100%')).toEqual([school.id]);
    expect(await ids('%')).toEqual([school.id]);
    expect(await ids(ada.reference!)).toEqual([ada.id]);
    expect(await ids(String(grace.order_number))).toEqual([grace.id]);
    expect(await ids('nobody')).toEqual([]);
  });

  /** Writes the columns the filters read, as a submit or a status change would have. */
  async function setRow(
    place: OrderingLocation,
    id: number,
    values: Partial<Omit<typeof orders.$inferInsert, 'data'>> & { data?: SQL },
  ) {
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx.update(orders).set(values).where(eq(orders.id, id)),
    );
  }

  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const idsOf = async (place: OrderingLocation, query: string) =>
    (await page(place, query)).items.map((order) => order.id);

  it('filters by order type and by payment preference (JSON arrays)', async () => {
    const place = await orderingLocation(t);
    const takeOut = await take(place, 'Take-out');
    const catering = await take(place, 'Catering');
    const school = await take(place, 'School');
    await setRow(place, catering.id, {
      type: 'catering',
      data: sql`jsonb_set(${orders.data}, '{checkout,paymentPreference}', '"invoice"')`,
    });
    await setRow(place, school.id, {
      type: 'school',
      data: sql`jsonb_set(${orders.data}, '{checkout,paymentPreference}', '"credit_card"')`,
    });
    expect(await idsOf(place, `?type=${json(['catering', 'school'])}`)).toEqual([
      school.id,
      catering.id,
    ]);
    expect(await idsOf(place, `?type=${json(['take_out'])}`)).toEqual([takeOut.id]);
    expect(await idsOf(place, `?payment=${json(['invoice'])}`)).toEqual([catering.id]);
    expect(
      await idsOf(place, `?payment=${json(['invoice', 'credit_card'])}&type=${json(['school'])}`),
    ).toEqual([school.id]);
  });

  it('filters by due date in the location’s time zone, both days included', async () => {
    const place = await orderingLocation(t);
    const late = await take(place, 'Late evening');
    const morning = await take(place, 'Next morning');
    const asap = await take(place, 'As soon as possible');
    // 23:30 in Toronto on March 9 is already March 10 in UTC.
    await setRow(place, late.id, { pickup_time: new Date('2030-03-10T04:30:00Z') });
    await setRow(place, morning.id, { pickup_time: new Date('2030-03-10T13:00:00Z') });
    await setRow(place, asap.id, {
      pickup_time: null,
      created_at: new Date('2030-03-11T15:00:00Z'),
    });
    expect(await idsOf(place, '?from=2030-03-09&to=2030-03-09')).toEqual([late.id]);
    expect(await idsOf(place, '?from=2030-03-10&to=2030-03-10')).toEqual([morning.id]);
    expect(await idsOf(place, '?from=2030-03-10')).toEqual([asap.id, morning.id]);
    expect(await idsOf(place, '?to=2030-03-10')).toEqual([morning.id, late.id]);
    expect(await idsOf(place, '?from=2030-03-11&to=2030-03-11')).toEqual([asap.id]);
    for (const query of ['?from=2030-02-30', '?to=tomorrow', '?from=2030-03-11&to=2030-03-10']) {
      const response = await list(place, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('lists the orders cancelled since an instant (the Rejected list)', async () => {
    const place = await orderingLocation(t);
    const recent = await take(place, 'Recent');
    const old = await take(place, 'Old');
    const open = await take(place, 'Still pending');
    const lead = await place.headers('lead');
    for (const order of [recent, old]) {
      const declined = await callApi(t, lead, 'PUT', `/api/orders/${order.id}`, {
        body: { status: 'cancelled', reason: 'Kitchen closed' },
      });
      expect(declined.statusCode).toBe(200);
    }
    await setRow(place, old.id, { updated_at: new Date(Date.now() - 3 * 86_400_000) });
    const since = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const rejected = await page(place, `?cancelledSince=${encodeURIComponent(since)}`);
    expect(rejected.items.map((order) => order.id)).toEqual([recent.id]);
    expect(rejected.items[0]).toMatchObject({
      status: 'cancelled',
      status_reason: 'Kitchen closed',
    });
    expect(await idsOf(place, `?status=${json(['pending'])}`)).toEqual([open.id]);
    const bad = await list(place, '?cancelledSince=yesterday');
    expect(bad.statusCode).toBe(400);
  });

  it('lists only the active location’s orders', async () => {
    const place = await orderingLocation(t);
    await take(place, 'Here');
    const elsewhere = await callApi(
      t,
      await place.headers('lead', place.otherLocationId),
      'GET',
      '/api/orders',
    );
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual({ items: [], next_cursor: null });
  });

  it('needs lead or above, at a location that takes orders', async () => {
    const place = await orderingLocation(t);
    for (const role of ['member', 'staff', 'kiosk']) {
      const response = await list(place, '', role);
      expect(response.statusCode, role).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden_role' });
    }
    expect((await list(place, '', 'manager')).statusCode).toBe(200);
    await updateLocationFixture(t, place.locationId, { order_management: false });
    const disabled = await list(place, '');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toMatchObject({ code: 'feature_disabled' });
  });
});
