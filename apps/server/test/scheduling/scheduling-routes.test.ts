import {
  addCalendarDays,
  toIsoDate,
  ZNextQueueTimeResponse,
  ZSchedulingResponse,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant.ts';
import { getScheduling } from '../../src/modules/orders/scheduling/get-scheduling.ts';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  setOrderingParametersFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertOrderFixture, openEveryDay, schedulingContext } from './scheduling-fixtures.ts';

const TORONTO = 'America/Toronto';

describe('scheduling routes', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let menuId: number;
  let otherMenuId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
    await setOrderingParametersFixture(t, bed.locationId, {
      window_max_days: 14,
      minimum_order_amount: 15,
    });
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      menu: { ordering_interval: 60, max_orders_per_interval: 3, estimated_prep_time: 25 },
      items: [{ name: 'Pie' }],
      availability: openEveryDay('00:00', '23:59'),
    });
    menuId = menu.menu.id;
    const other = await createOrderableMenuFixture(t, bed.otherLocationId, {
      items: [{ name: 'Tart' }],
    });
    otherMenuId = other.menu.id;
  });
  afterAll(() => t.close());

  const post = async (body: unknown, role = 'staff', locale = 'en-CA') =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/scheduling',
      headers: { ...(await bed.headers(role)), 'accept-language': locale },
      payload: body as object,
    });
  const queueTime = async (query: string, role = 'kiosk') =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/get-next-order-queue-time${query}`,
      headers: await bed.headers(role),
    });

  it('answers the window, the minimum and the times of a date with the places left', async () => {
    const tomorrow = addCalendarDays(toIsoDate(new Date(), TORONTO), 1);
    await withTenant(t.database.db, bed.locationId, (tx) =>
      insertOrderFixture(tx, {
        restaurantId: bed.locationId,
        menuId,
        pickupTime: new Date(`${tomorrow}T17:10:00Z`),
      }),
    );
    const res = await post({ menuId, type: 'take_out', date: tomorrow });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZSchedulingResponse.parse(res.json());
    expect(answer).toMatchObject({
      timeZone: TORONTO,
      firstDate: toIsoDate(new Date(), TORONTO),
      lastDate: addCalendarDays(toIsoDate(new Date(), TORONTO), 14),
      excludeWeekends: false,
      minimumOrderAmount: 15,
      date: tomorrow,
    });
    expect(answer.slots).toHaveLength(24);
    expect(answer.slots[0]).toEqual({ time: '00:00', available: true, remaining: 3 });
    // 17:10 UTC is 12:10 or 13:10 in Toronto, depending on the season.
    const taken = answer.slots.filter((slot) => slot.remaining === 2).map((slot) => slot.time);
    expect(taken).toHaveLength(1);
    expect(['12:00', '13:00']).toContain(taken[0]);
  });

  it('offers no times for an order type served now, and none without a date', async () => {
    const dineIn = await post({
      menuId,
      type: 'dine_in',
      date: addCalendarDays(toIsoDate(new Date(), TORONTO), 1),
    });
    expect(dineIn.json<{ slots: unknown[] }>().slots).toEqual([]);
    const noDate = (await post({ menuId, type: 'take_out' })).json<{
      date: null;
      slots: unknown[];
    }>();
    expect(noDate).toMatchObject({ date: null, slots: [] });
  });

  it("refuses another location's menu, an unknown menu and a date that does not exist", async () => {
    for (const id of [otherMenuId, 2_000_000_000]) {
      const res = await post({ menuId: id, type: 'take_out' });
      expect(res.statusCode).toBe(404);
    }
    const impossible = await post(
      { menuId, type: 'take_out', date: '2026-02-30' },
      'staff',
      'fr-CA',
    );
    expect(impossible.statusCode).toBe(400);
    const body = impossible.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual({ date: 'Cette valeur n’est pas valide.' });
  });

  it('answers the next ASAP time: now plus the prep time, in an interval with room', async () => {
    const before = Date.now();
    const res = await queueTime(`?menuId=${menuId}`);
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZNextQueueTimeResponse.parse(res.json());
    expect(answer.prepTime).toBe(25);
    const due = Date.parse(answer.dueAt);
    expect(due).toBeGreaterThanOrEqual(before + 25 * 60_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 25 * 60_000 + 60 * 60_000);
    expect((await queueTime(`?menuId=${otherMenuId}`)).statusCode).toBe(404);
    expect((await queueTime('')).statusCode).toBe(400);
  });

  it('is open to every role where orders are taken, refused elsewhere', async () => {
    for (const role of ['kiosk', 'staff', 'member', 'lead', 'admin']) {
      expect((await post({ menuId, type: 'take_out' }, role)).statusCode).toBe(200);
      expect((await queueTime(`?menuId=${menuId}`, role)).statusCode).toBe(200);
    }
    const location = await createLocationFixture(t.database.db);
    const fixture = await createUserFixture(t.database.db, {
      role: 'manager',
      locations: [location.id],
    });
    const user = await signIn(t, fixture.email, fixture.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/scheduling',
      headers: user.headers(),
      payload: { menuId, type: 'take_out' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: string }>().code).toBe('feature_disabled');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/get-next-order-queue-time?menuId=${menuId}`,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('leaves out the hour skipped by the spring change', async () => {
    const ctx = await schedulingContext(t, bed.locationId);
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      menu: { ordering_interval: 30 },
      items: [{ name: 'Crêpe' }],
      availability: openEveryDay('00:00', '23:59'),
    });
    // Sunday 8 March 2026: 02:00 jumps to 03:00 in Toronto.
    const answer = await getScheduling(
      ctx,
      { menuId: menu.menu.id, type: 'take_out', date: '2026-03-08' },
      new Date('2026-03-01T12:00:00Z'),
    );
    const times = answer.slots.map((slot) => slot.time);
    expect(times).toHaveLength(46);
    expect(times).not.toContain('02:00');
    expect(times).not.toContain('02:30');
    expect(times.slice(3, 6)).toEqual(['01:30', '03:00', '03:30']);
  });
});
