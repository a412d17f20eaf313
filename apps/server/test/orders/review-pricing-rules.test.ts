import type { OrderCosts } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOptionGroupFixture,
  createOrderableMenuFixture,
  linkOptionGroupsFixture,
  orderDraft,
  setOrderingParametersFixture,
} from '../helpers/order-fixtures.ts';
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
  items: { orderPrice: number }[];
  costs: OrderCosts;
  problems: { cartIndex: number | null; code: string; message: string }[];
}

/** A Monday in the future. */
const MONDAY = '2030-01-07';

/**
 * Review: one rule in one place. What the screens are told and what pricing enforces come from
 * the same functions (cart limit, due instant), and what cannot be priced is a clear 400.
 */
describe('order pricing rules shared with the screens', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, { flags: { catering: true } });
    manager = await place.headers('manager');
  });
  afterAll(() => t.close());

  const recalculate = (body: unknown) =>
    callApi(t, manager, 'POST', '/api/orders/recalculate-costs', { body });

  it('enforces the cart limit the ordering config shows, ordering parameters included', async () => {
    await setOrderingParametersFixture(t, place.locationId, { max_items_per_order: 2 });
    const config = await callApi(t, manager, 'GET', '/api/orders/ordering-config');
    expect(config.json()).toMatchObject({ maxItemsPerCart: 2 });

    const three = [{ id: place.burger, menu_id: place.menuId, quantity: 3 }];
    const priced = await recalculate(orderDraft(place.menuId, three));
    expect(priced.json<Recalculated>().problems).toEqual([
      {
        cartIndex: null,
        code: 'cart_item_limit',
        message: 'You can only add 2 items to the order',
      },
    ]);
    const submitted = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, three),
    });
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json()).toMatchObject({ code: 'cart_item_limit' });
    expect(await orderCount(t, place.locationId)).toBe(0);
    await setOrderingParametersFixture(t, place.locationId, { max_items_per_order: null });
  });

  it('prices a catering order at its due date even when the pickup is not marked scheduled', async () => {
    // Open Mondays 08:00–16:00; 15:00–16:00 costs 4.00 instead of 5.00.
    const schedule = '-'.repeat(60) + 'AAAA' + '-'.repeat(32);
    const lunch = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Lunch' },
      availability: [{ day_of_week: 1, start_time: '08:00', end_time: '16:00' }],
      items: [
        {
          name: 'Sandwich',
          base_price: 5,
          price_schedule: [schedule, ...Array<string>(6).fill('-'.repeat(96))],
          additional_prices: { A: 4 },
        },
      ],
    });
    const line = [{ id: lunch.items[0]!.id, menu_id: lunch.menu.id }];
    const pickup = { dueByDate: MONDAY, dueByTime: '15:30' };
    for (const [type, scheduled] of [
      ['catering', false],
      ['catering', true],
      ['take_out', true],
    ] as const) {
      const res = await recalculate(
        orderDraft(lunch.menu.id, line, { type, checkout: { pickup: { ...pickup, scheduled } } }),
      );
      const body = res.json<Recalculated>();
      expect(body.problems, `${type} ${scheduled}`).toEqual([]);
      expect(body.items[0]!.orderPrice, `${type} ${scheduled}`).toBe(4);
    }
  });

  it('refuses a tip it cannot read instead of leaving it out', async () => {
    const line = [{ id: place.fries, menu_id: place.menuId }];
    for (const tip of ['lots', '-2$', '150']) {
      const res = await recalculate(
        orderDraft(place.menuId, line, { checkout: { pricing: { tip } } }),
      );
      expect(res.statusCode, tip).toBe(400);
      expect(res.json(), tip).toMatchObject({
        code: 'validation_failed',
        fields: { 'data.checkout.pricing.tip': "This value isn't valid." },
      });
    }
  });

  it('refuses dates outside the years 2000–2999 with a 400, never a 500', async () => {
    const scheduling = await callApi(t, manager, 'POST', '/api/orders/scheduling', {
      body: { menuId: place.menuId, type: 'take_out', date: '9999-12-31' },
    });
    expect(scheduling.statusCode).toBe(400);
    expect(scheduling.json()).toMatchObject({ fields: { date: "This value isn't valid." } });
    const draft = orderDraft(place.menuId, [{ id: place.fries, menu_id: place.menuId }], {
      checkout: { pickup: { scheduled: true, dueByDate: '1999-12-31' } },
    });
    expect((await recalculate(draft)).statusCode).toBe(400);
  });

  it('refuses an order whose total passes the money maximum with 400', async () => {
    const menu = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Gold' },
      items: [{ name: 'Gold bar', base_price: 999_999.99 }],
    });
    const gold = await createOptionGroupFixture(t, place.locationId, {
      name: 'Extra gold',
      allow_multiple_selection: true,
      limit: null,
      values: [{ name: 'Ingot', price: 999_999.99, max_quantity: 999 }],
    });
    await linkOptionGroupsFixture(t, place.locationId, menu.items[0]!.id, [gold.group.id]);
    const line = {
      id: menu.items[0]!.id,
      menu_id: menu.menu.id,
      quantity: 800,
      orderOptions: [{ group_id: gold.group.id, value_id: gold.values[0]!.id, quantity: 999 }],
    };
    // One line is about $800 billion ($904 billion with HST), within the maximum of one trillion
    // dollars; two are beyond it.
    const one = await recalculate(orderDraft(menu.menu.id, [line]));
    expect(one.statusCode, one.body).toBe(200);
    const res = await callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(menu.menu.id, [line, line], { checkout: { contact: guestContact } }),
      locale: 'fr-CA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'order_total_too_large',
      message: 'Le total de cette commande est trop élevé. Divisez-la en plusieurs commandes.',
    });
  });
});
