import type { Menu, MenuSummary } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  callApi,
  guestContact,
  orderCount,
  orderingLocation,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';

/** 2030-01-11 is a Friday. */
const FRIDAY = '2030-01-11';
const SATURDAY = '2030-01-12';
const LATE_NIGHT = [{ day_of_week: 5, start_time: '22:00', end_time: '02:00' }];

type Fields = { fields: Record<string, string> };

/**
 * Hours whose end is before their start run past midnight (docs/decisions/scheduling.md): a menu
 * open Friday 22:00–02:00 takes orders Friday night and early Saturday morning, not after.
 */
describe('menu hours past midnight', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t);
    manager = await place.headers('manager');
  });
  afterAll(() => t.close());

  const saveWeek = (week: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') =>
    callApi(t, manager, 'POST', `/api/menus/${place.menuId}/availability`, { body: week, locale });
  const dueAt = (date: string, time: string) =>
    takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
      checkout: {
        contact: guestContact,
        pickup: { scheduled: true, dueByDate: date, dueByTime: time },
      },
    });

  it('saves 22:00–02:00 and reads it back as saved', async () => {
    const saved = await saveWeek(LATE_NIGHT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Menu>().availability).toEqual(LATE_NIGHT);
    const menus = (await callApi(t, manager, 'GET', '/api/menus')).json<MenuSummary[]>();
    expect(menus.find((menu) => menu.id === place.menuId)!.availability).toEqual(LATE_NIGHT);
  });

  it('refuses an end equal to the start, and Saturday hours before Friday night has ended', async () => {
    const same = await saveWeek([{ day_of_week: 5, start_time: '22:00', end_time: '22:00' }]);
    expect(same.statusCode).toBe(400);
    expect(same.json<Fields>().fields).toEqual({ '0.end_time': 'Must be different from 22:00.' });
    const fr = await saveWeek(
      [{ day_of_week: 5, start_time: '22:00', end_time: '22:00' }],
      'fr-CA',
    );
    expect(fr.json<Fields>().fields).toEqual({ '0.end_time': 'Doit être différent de 22:00.' });
    const overlap = await saveWeek([
      ...LATE_NIGHT,
      { day_of_week: 6, start_time: '01:00', end_time: '05:00' },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json<Fields>().fields).toEqual({ '1.start_time': 'must be 02:00 or higher' });
    const menus = (await callApi(t, manager, 'GET', '/api/menus')).json<MenuSummary[]>();
    expect(menus.find((menu) => menu.id === place.menuId)!.availability).toEqual(LATE_NIGHT);
  });

  it('offers due times on Friday night and on Saturday until 02:00', async () => {
    const times = async (date: string) =>
      (
        await callApi(t, manager, 'POST', '/api/orders/scheduling', {
          body: { menuId: place.menuId, type: 'take_out', date },
        })
      )
        .json<{ slots: { time: string }[] }>()
        .slots.map((slot) => slot.time);
    const friday = await times(FRIDAY);
    expect(friday[0]).toBe('22:00');
    expect(friday).toContain('23:45');
    const saturday = await times(SATURDAY);
    expect(saturday[0]).toBe('00:00');
    expect(saturday).toContain('01:30');
    expect(saturday.every((time) => time < '02:00')).toBe(true);
  });

  it('takes an order due Friday 23:00 and Saturday 01:30, and refuses Saturday 03:00', async () => {
    const before = await orderCount(t, place.locationId);
    for (const [date, time] of [
      [FRIDAY, '23:00'],
      [SATURDAY, '01:30'],
    ] as const) {
      const res = await callApi(t, manager, 'POST', '/api/orders', { body: dueAt(date, time) });
      expect(res.statusCode, `${date} ${time}: ${res.body}`).toBe(201);
    }
    const closed = await callApi(t, manager, 'POST', '/api/orders', {
      body: dueAt(SATURDAY, '03:00'),
    });
    expect(closed.statusCode).toBe(400);
    // Pricing judges the lines at the due time first: the menu is closed then.
    expect(closed.json()).toMatchObject({
      code: 'item_unavailable',
      message: 'Burger cannot be ordered right now.',
    });
    expect(await orderCount(t, place.locationId)).toBe(before + 2);
  });
});
