import { dayOfWeekOfDate, toIsoDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderableMenuFixture, orderDraft } from '../helpers/order-fixtures.ts';
import {
  callApi,
  guestContact,
  orderCount,
  orderingLocation,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Recalculated {
  problems: { cartIndex: number | null; code: string; message: string }[];
}

/** A Monday in the future. */
const MONDAY = '2030-01-07';

/**
 * A menu's last call (`last_call_time`, minutes before closing when orders stop): the items of a
 * menu in its last call cannot be ordered — for an order as soon as possible now, for a scheduled
 * one at its due time — and the due times offered stop before it.
 */
describe('menu last call', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  let dinner: { menuId: number; steak: number };

  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t);
    manager = await place.headers('manager');
    // Mondays 17:00–21:00, last call 30 minutes before closing.
    const created = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Dinner', last_call_time: 30 },
      availability: [{ day_of_week: 1, start_time: '17:00', end_time: '21:00' }],
      items: [{ name: 'Steak', base_price: 30 }],
    });
    dinner = { menuId: created.menu.id, steak: created.items[0]!.id };
  });
  afterAll(() => t.close());

  const scheduledAt = (time: string) =>
    takeOutDraft(dinner.menuId, [{ id: dinner.steak, menu_id: dinner.menuId }], {
      checkout: {
        contact: guestContact,
        pickup: { scheduled: true, dueByDate: MONDAY, dueByTime: time },
      },
    });

  it('refuses the items of a scheduled order due in the last call, and takes it before', async () => {
    const late = await callApi(t, manager, 'POST', '/api/orders/recalculate-costs', {
      body: scheduledAt('20:45'),
    });
    expect(late.json<Recalculated>().problems).toEqual([
      {
        cartIndex: 0,
        code: 'menu_last_call',
        message:
          'Last call for Dinner has passed: orders stop 30 minutes before closing. Steak cannot be ordered.',
      },
    ]);
    const refused = await callApi(t, manager, 'POST', '/api/orders', {
      body: scheduledAt('20:30'),
      locale: 'fr-CA',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'menu_last_call',
      message:
        'Le dernier appel du menu Dinner est passé : les commandes cessent 30 minutes avant la fermeture. Steak ne peut pas être commandé.',
    });
    expect(await orderCount(t, place.locationId)).toBe(0);

    const inTime = await callApi(t, manager, 'POST', '/api/orders', { body: scheduledAt('20:15') });
    expect(inTime.statusCode).toBe(201);
  });

  it('refuses the line in the item viewer’s call too', async () => {
    const item = await callApi(t, manager, 'POST', '/api/orders/item', {
      body: {
        type: 'take_out',
        item: { id: dinner.steak, menu_id: dinner.menuId },
        dueAt: '2030-01-08T01:40:00.000Z', // Monday 20:40 in Toronto
      },
    });
    expect(item.statusCode).toBe(400);
    expect(item.json()).toMatchObject({ code: 'menu_last_call' });
  });

  it('offers due times up to the last call only', async () => {
    const scheduling = await callApi(t, manager, 'POST', '/api/orders/scheduling', {
      body: { menuId: dinner.menuId, type: 'take_out', date: MONDAY },
    });
    const times = scheduling.json<{ slots: { time: string }[] }>().slots.map((slot) => slot.time);
    expect(times[0]).toBe('17:00');
    expect(times.at(-1)).toBe('20:15');
  });

  it('judges an order as soon as possible at the time it is taken', async () => {
    // Open all of today (Toronto) and closed tomorrow: closing is at most a day away, so a last
    // call of a whole day is now; the same menu without a last call takes the order.
    const today = dayOfWeekOfDate(toIsoDate(new Date(), 'America/Toronto'));
    const menuOf = async (last_call_time: number | null) => {
      const created = await createOrderableMenuFixture(t, place.locationId, {
        menu: { name: 'Bar', last_call_time },
        availability: [{ day_of_week: today, start_time: '00:00', end_time: '23:59' }],
        items: [{ name: 'Nachos', base_price: 9 }],
      });
      return orderDraft(created.menu.id, [{ id: created.items[0]!.id, menu_id: created.menu.id }]);
    };
    const recalculate = async (body: unknown) =>
      (
        await callApi(t, manager, 'POST', '/api/orders/recalculate-costs', { body })
      ).json<Recalculated>().problems;
    expect(await recalculate(await menuOf(24 * 60))).toMatchObject([
      { cartIndex: 0, code: 'menu_last_call' },
    ]);
    expect(await recalculate(await menuOf(null))).toEqual([]);
  });
});
