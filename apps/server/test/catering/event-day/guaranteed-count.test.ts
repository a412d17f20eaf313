import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEventSuiteDetails, type Order } from '@app/domain';
import { items } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { callApi, orderChanges, orderRow } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { eventDayBed, type EventDayBed } from './event-day-bed.ts';

/**
 * The guaranteed guest count scales what is planned from it: setting or changing it (the event
 * suite's PUT and the bulk call) sets the per-guest lines of the suite's open orders through the
 * order engine (repriced), and leaves every other line; refused once the suite is finalized.
 */
describe('the guaranteed guest count', () => {
  let t: TestApp;
  let day: EventDayBed;
  let wings: number;
  beforeAll(async () => {
    t = await buildTestApp();
    day = await eventDayBed(t);
    const { bed, here } = day.venue;
    const [row] = await withTenant(t.database.db, bed.locationId, (tx) =>
      tx
        .select({ id: items.id, section_id: items.section_id })
        .from(items)
        .where(and(eq(items.menu_id, here.menus[0]!.id), eq(items.name, 'Wings'))),
    );
    wings = row!.id;
    // Wings ($30) are sold per guest: the item editor's "Sold per guest" switch.
    const res = await callApi(
      t,
      await bed.headers('manager'),
      'PUT',
      `/api/menus/${here.menus[0]!.id}/sections/${row!.section_id}/items/${wings}`,
      { body: { price_type: 'per_guest' } },
    );
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(() => t.close());

  const settings = (guests: number | null, notes = '') => ({
    suite_owner_id: day.venue.here.owners[0]!.id,
    menu_ids: [day.venue.here.menus[0]!.id],
    guaranteed_guest_count: guests,
    special_requirements: notes,
  });

  async function put(eventSuiteId: number, guests: number | null, notes = '') {
    return day.venue.call('PUT', `/${eventSuiteId}`, {
      body: settings(guests, notes),
      locale: 'fr-CA',
    });
  }

  /** The order as the suite settings screen reads it (deep-get-event-suite). */
  async function order(id: number): Promise<Order> {
    const eventSuiteId = (await orderRow(t, day.venue.bed.locationId, id)).event_suite_id;
    const res = await day.venue.call('GET', `/${eventSuiteId}/deep-get-event-suite`);
    return ZEventSuiteDetails.parse(res.json()).orders.find((placed) => placed.id === id)!;
  }

  const quantities = (o: Order) => o.data.items.map((line) => [line.id, line.quantity]);

  it('sets the per-guest lines of the open orders, repriced, and leaves the other lines', async () => {
    const [suite] = await day.assign(0);
    const nachos = day.venue.here.nachos;
    const pending = await day.order(suite!.id, {
      lines: [
        { id: wings, quantity: 12 },
        { id: nachos, quantity: 2 },
      ],
    });
    const accepted = await day.order(suite!.id, { lines: [{ id: wings, quantity: 5 }] });
    await day.accept(accepted.id);
    const details = ZEventSuiteDetails.parse(
      (await day.venue.call('GET', `/${suite!.id}/deep-get-event-suite`)).json(),
    );
    expect(details.per_guest_item_ids).toEqual([wings]);

    const res = await put(suite!.id, 20);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ guaranteed_guest_count: 20 });

    const first = await order(pending.id);
    expect(quantities(first)).toEqual([
      [wings, 20],
      [nachos, 2],
    ]);
    // 20 × 30.00 + 2 × 40.00 = 680.00, HST 13 % → 768.40 (it was 12 × 30 + 80 = 440 → 497.20).
    expect(pending.total).toBe(497.2);
    expect(first.total).toBe(768.4);
    expect(first.status).toBe('pending');
    const second = await order(accepted.id);
    expect(quantities(second)).toEqual([[wings, 20]]);
    expect(second).toMatchObject({ status: 'in_progress', total: 678 });
    const [change] = await orderChanges(t, day.venue.bed.locationId, pending.id);
    expect(change).toMatchObject({ action: 'guest_count' });

    // The same count again changes no order; the bulk call applies a new one.
    await put(suite!.id, 20, 'Cake at nine');
    expect(await orderChanges(t, day.venue.bed.locationId, pending.id)).toHaveLength(2);
    await day.venue.bulk([{ suite_id: day.venue.here.suites[0]!.id, ...settings(25) }]);
    expect(quantities(await order(pending.id))).toEqual([
      [wings, 25],
      [nachos, 2],
    ]);
  });

  it('leaves orders alone when the count is cleared, and is refused once finalized', async () => {
    const [suite] = await day.assign(1);
    const placed = await day.order(suite!.id, { lines: [{ id: wings, quantity: 8 }] });
    expect((await put(suite!.id, 10)).statusCode).toBe(200);
    expect(quantities(await order(placed.id))).toEqual([[wings, 10]]);
    expect((await put(suite!.id, null)).statusCode).toBe(200);
    expect(quantities(await order(placed.id))).toEqual([[wings, 10]]);

    await day.accept(placed.id);
    await day.dueNow(placed.id);
    day.report(await day.finalize({ suiteId: suite!.id }));
    const refused = await put(suite!.id, 30);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'event_suite_finalized',
      message:
        'Cette loge a été finalisée : son nombre d’invités garanti et ses commandes ne changent plus.',
    });
    expect(quantities(await order(placed.id))).toEqual([[wings, 10]]);
    expect((await put(suite!.id, null, 'Late arrival')).statusCode).toBe(200);
  });
});
