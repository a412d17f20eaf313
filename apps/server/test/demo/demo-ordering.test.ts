import {
  ZAddressSuggestions,
  ZOrderingConfig,
  ZOrdersPage,
  addCalendarDays,
  dayOfWeekOfDate,
  deliveryAddressProblem,
  isWeekendDay,
  toIsoDate,
  orderStatuses,
  type Order,
} from '@app/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  items,
  menus,
  orderCounters,
  orders,
  restaurants,
  taxRates,
} from '../../src/db/schema/index.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The next Monday-to-Friday date in Toronto. */
function nextWeekday(): string {
  let date = addCalendarDays(toIsoDate(new Date(), 'America/Toronto'), 1);
  while (isWeekendDay(dayOfWeekOfDate(date))) date = addCalendarDays(date, 1);
  return date;
}

/** What the demo data set gives order taking at its three locations (issue 4). */
describe('demo data for order taking', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
    manager = await signIn(t, 'manager@demo.test');
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (who: SignedIn, url: string, tenant: number) =>
    t.app.inject({ method: 'GET', url, headers: who.headers(tenant) });
  const post = (who: SignedIn, url: string, tenant: number, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers(tenant), payload });

  async function ordersOf(tenant: number): Promise<Order[]> {
    const status = encodeURIComponent(JSON.stringify(orderStatuses));
    const res = await get(manager, `/api/orders?status=${status}`, tenant);
    expect(res.statusCode, res.body).toBe(200);
    return ZOrdersPage.parse(res.json()).items;
  }

  async function configOf(tenant: number) {
    const res = await get(manager, '/api/orders/ordering-config', tenant);
    expect(res.statusCode, res.body).toBe(200);
    return ZOrderingConfig.parse(res.json());
  }

  it('shows Ontario and Quebec taxes, and exempts school lunches from HST', async () => {
    const ratesOf = async (id: number) =>
      (
        await db()
          .select()
          .from(taxRates)
          .where(eq(taxRates.restaurant_id, id))
          .orderBy(asc(taxRates.code))
      ).map((rate) => [rate.code, rate.value, rate.is_default]);
    expect(await ratesOf(ids.bistro)).toEqual([['HST', 13, true]]);
    expect(await ratesOf(ids.school)).toEqual([
      ['EXEMPT', 0, false],
      ['HST', 13, true],
    ]);
    expect(await ratesOf(ids.stadium)).toEqual([
      ['GST', 5, true],
      ['QST', 9.975, true],
    ]);
    const [venue] = await db().select().from(restaurants).where(eq(restaurants.id, ids.stadium));
    expect(venue!.province).toBe('qc');
    const codesOn = async (menu: string) =>
      new Set(
        (
          await db()
            .select({ code: items.tax_rate })
            .from(items)
            .innerJoin(menus, eq(menus.id, items.menu_id))
            .where(and(eq(menus.restaurant_id, ids.school), eq(menus.name, menu)))
        ).map((row) => row.code),
      );
    expect(await codesOn('School Lunch')).toEqual(new Set(['EXEMPT']));
    expect(await codesOn('Staff Room')).toEqual(new Set([null]));
  });

  it('reads every demo order back through the API as the shared contract', async () => {
    for (const [key, id] of Object.entries(ids)) {
      const list = await ordersOf(id);
      expect(list.length, key).toBeGreaterThanOrEqual(4);
      const numbers = list.map((order) => order.order_number!).sort((a, b) => a - b);
      expect(numbers[0], key).toBe(1001);
      const [counter] = await db()
        .select()
        .from(orderCounters)
        .where(eq(orderCounters.restaurant_id, id));
      expect(counter!.last_number, key).toBe(numbers.at(-1));
      for (const order of list) {
        expect(order.total).toBe(order.data.costs.total);
        expect(order.data.config.restaurantId).toBe(id);
        expect(order.data.items.every((line) => line.menu_id === order.data.config.menuId)).toBe(
          true,
        );
      }
    }
    const rows = await db().select({ menu: orders.menu_id }).from(orders);
    expect(rows.every((row) => row.menu !== null)).toBe(true);
  });

  it('prices the demo orders to the cent, as hand-computed receipts say', async () => {
    const bistro = await ordersOf(ids.bistro);
    // 2 × (Big Mac 8.49 + bacon 1.75) + 2 × fries 3.79 + 2 × medium Coke 2.79 = 33.64;
    // WELCOME10 −3.36 → 30.28; HST 13 % 3.94 → 34.22; tip 2.00 → 36.22.
    const withCode = bistro.find(
      (order) => order.data.checkout.pricing.discountCode === 'WELCOME10',
    )!;
    expect(withCode.data.costs).toMatchObject({
      subtotal: 33.64,
      discount: { code: 'WELCOME10', type: 'percentage', amount: 3.36 },
      subtotalDiscounted: 30.28,
      taxBrackets: [{ code: 'HST', rate: 13, amount: 3.94 }],
      total: 34.22,
      tip: 2,
      totalWithTip: 36.22,
    });
    // Nuggets 13.49 + 2 sauces 1.00 + large fries 4.49 = 18.98; member 10 % −1.90 → 17.08;
    // delivery 4.99; HST on 22.07 = 2.87 → 24.94.
    const delivered = bistro.find((order) => order.data.checkout.pickup.delivery)!;
    expect(delivered.data.checkout.delivery?.address?.place_id).toBe('offline:cn-tower');
    expect(delivered.data.checkout.memberInfo).toMatchObject({
      identifier: 'MSB-1003',
      promosApplied: true,
    });
    expect(delivered.data.costs).toMatchObject({
      subtotal: 18.98,
      memberDiscount: { amount: 1.9 },
      deliveryCharge: { value: '4.99$', amount: 4.99 },
      taxes: 2.87,
      total: 24.94,
    });
    const dineIn = bistro.find((order) => order.data.config.tableInfo?.tableArea === 'Patio')!;
    expect(dineIn.data.config.tableInfo).toMatchObject({ tableNum: 'T4', checkNum: '1042' });

    // Quebec: platters 2 × 49.99 + sliders 64.99 + 2 × iced tea 14.99 = 194.95; service 15 %
    // 29.24; GST 5 % of 224.19 = 11.21, QST 9.975 % = 22.36 → 257.76.
    const stadium = await ordersOf(ids.stadium);
    const event = stadium.find(
      (order) => order.status === 'pending' && order.customer_name === 'Priya Sharma',
    )!;
    expect(event.data.config.menuManagerEventBEO).not.toBeNull();
    expect(event.data.costs).toMatchObject({
      subtotal: 194.95,
      serviceCharge: { label: 'Service charge', value: '15', amount: 29.24 },
      taxBrackets: [
        { code: 'GST', amount: 11.21 },
        { code: 'QST', amount: 22.36 },
      ],
      total: 257.76,
    });
    // Tonight's suite buffet for the 16 guests guaranteed: 16 × 54.00 + 16 × 9.50 (welcome
    // drinks) + crudités 39.00 = 1055.00; service 15 % 158.25; GST 5 % of 1213.25 = 60.66,
    // QST 9.975 % = 121.02 → 1394.93.
    const buffet = stadium.find(
      (order) =>
        order.status === 'in_progress' &&
        order.data.items.length === 3 &&
        order.data.items.some((line) => line.name === 'Suite Buffet (per guest)'),
    )!;
    expect(buffet.data.items.map((line) => [line.name, line.quantity])).toEqual([
      ['Suite Buffet (per guest)', 16],
      ['Sparkling Welcome Mocktail (per guest)', 16],
      ['Garden Crudités', 1],
    ]);
    expect(buffet.data.costs).toMatchObject({
      subtotal: 1055,
      serviceCharge: { amount: 158.25 },
      taxBrackets: [
        { code: 'GST', amount: 60.66 },
        { code: 'QST', amount: 121.02 },
      ],
      total: 1394.93,
    });

    // Ontario rebate: a small iced coffee (2.49 ≤ $4) pays the 5 % federal part only.
    const school = await ordersOf(ids.school);
    const coffee = school.find((order) => order.type === 'take_out')!;
    expect(coffee.data.costs).toMatchObject({
      subtotal: 2.49,
      taxes: 0.12,
      hstRebate: 0.2,
      total: 2.61,
    });
    const lunch = school.find((order) => order.type === 'school')!;
    expect(lunch.data.checkout.school?.school).toBe('Riverside Public School');
    expect(lunch.data.costs.taxes).toBe(0);
    expect(lunch.data.costs.total).toBe(lunch.data.costs.subtotal);
  });

  it('answers the ordering config each location needs', async () => {
    const bistro = await configOf(ids.bistro);
    expect(bistro.flags).toMatchObject({
      membership_program: true,
      discount: true,
      delivery: true,
    });
    expect(bistro.delivery).toMatchObject({
      enabled: true,
      type: 'address',
      charge: '4.99$',
      radius_km: 5,
      origin: { latitude: 43.653482, longitude: -79.383935 },
    });
    expect(bistro.seatingAreas.map((area) => [area.area, area.tables.length])).toEqual([
      ['Patio', 6],
      ['Dining room', 12],
    ]);
    expect(bistro.customQuestions).toHaveLength(2);
    for (const question of bistro.customQuestions) {
      expect(question.localization.fr?.text).toBeTruthy();
    }
    expect(bistro.paymentPreferences).toEqual(['invoice', 'credit_card']);

    const school = await configOf(ids.school);
    expect(school.flags.k12).toBe(true);
    expect(school.ordering.excludeWeekends).toBe(true);
    expect(school.schools.map((s) => s.name)).toEqual([
      'Riverside Public School',
      'Riverside Kindergarten Annex',
    ]);
    expect(school.schools[0]!.teachers).toContain('Ms. Patel');

    const venue = await configOf(ids.stadium);
    expect(venue.ordering).toEqual({
      minimumOrderAmount: 100,
      cutoff: { value: 2, unit: 'days' },
      windowMaxDays: 60,
      excludeWeekends: false,
      serviceCharge: {
        label: 'Service charge',
        value: '15',
        localization: { fr: { label: 'Frais de service' } },
      },
    });
    expect(venue.delivery).toMatchObject({ enabled: true, type: 'stadium' });
    expect(venue.delivery.stadium?.rows[0]).toBe('A');
    // Tonight's game is listed until it ends: the rest of the season ahead, soonest first.
    const ahead = venue.events.filter((e) => e.title !== 'Lakeshore Lions vs. Capital Rangers');
    expect(ahead.map((e) => e.title)).toEqual([
      'Winter Classic Alumni Game',
      'Lakeshore Lions vs. Harbour Hawks',
      'Lakeshore Corporate Holiday Gala',
      'Symphony Pops Night',
      'Rock the Lake: Northern Lights Tour',
    ]);
    const hawks = ahead[1]!;
    expect(hawks.suites.map((s) => s.name)).toEqual(['Suite 101', 'Suite 102', 'Suite 204']);
    // Its suites' menu and the hockey type's default menus.
    expect(hawks.packages.map((p) => p.name)).toEqual(['Suite Catering', 'Suite Dining']);
    expect(venue.paymentPreferences).toHaveLength(4);
  });

  it('takes orders at all three locations, with each province taxes', async () => {
    const staff = await signIn(t, 'staff@demo.test');
    await post(staff, '/api/auth/pin', ids.bistro, { pin: '1234' });
    const member = await signIn(t, 'member@demo.test');
    const cases = [
      [staff, ids.bistro, 'All Day Menu', 'Big Mac', ['HST']],
      [member, ids.school, 'Staff Room', 'Egg White Delight', ['HST']],
      [staff, ids.stadium, 'Concessions', 'Popcorn (Large)', ['GST', 'QST']],
    ] as const;
    for (const [who, tenant, menuName, itemName, codes] of cases) {
      const [item] = await db()
        .select({ id: items.id, menu: items.menu_id })
        .from(items)
        .innerJoin(menus, eq(menus.id, items.menu_id))
        .where(
          and(eq(menus.restaurant_id, tenant), eq(menus.name, menuName), eq(items.name, itemName)),
        );
      const res = await post(who, '/api/orders/recalculate-costs', tenant, {
        type: 'take_out',
        data: {
          config: { menuId: item!.menu },
          items: [{ id: item!.id, menu_id: item!.menu }],
          // Priced at noon of the next weekday, when every one of these menus is open.
          checkout: { pickup: { scheduled: true, dueByDate: nextWeekday(), dueByTime: '12:00' } },
        },
      });
      expect(res.statusCode, `${itemName}: ${res.body}`).toBe(200);
      const { costs } = res.json<{ costs: Order['data']['costs'] }>();
      expect(costs.subtotal, itemName).toBeGreaterThan(0);
      expect(costs.taxBrackets.map((bracket) => bracket.code)).toEqual(codes);
    }
  });

  it('gives the bistro working discount codes and memberships, one expired', async () => {
    const code = async (name: string) =>
      post(manager, '/api/orders/get-discount-info', ids.bistro, { code: name });
    expect((await code('welcome10')).json()).toMatchObject({ type: 'percentage', value: 10 });
    expect((await code('FIVEOFF')).json()).toMatchObject({ type: 'dollar', value: 5 });
    expect((await code('SUMMER15')).json()).toMatchObject({ code: 'promo_code_invalid' });
    const membership = async (identifier: string) =>
      post(manager, '/api/auth/get-user-membership-promo', ids.bistro, { identifier });
    const valid = await membership('MSB-1001');
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.json()).toMatchObject({ promos: [{ value: '10' }] });
    const expired = await membership('MSB-0999');
    expect(expired.statusCode).toBe(400);
    const body = expired.json<{ code: string; message: string }>();
    expect(body.code).toBe('membership_expired');
    expect(body.message).toMatch(/^This membership expired on \d{4}\/\d{2}\/\d{2}\.$/);
  });

  it('suggests delivery addresses offline, inside and outside the bistro radius', async () => {
    const origin = { latitude: 43.653482, longitude: -79.383935 };
    const suggest = async (q: string) => {
      const res = await get(manager, `/api/orders/address-suggestions?q=${q}`, ids.bistro);
      expect(res.statusCode, res.body).toBe(200);
      return ZAddressSuggestions.parse(res.json())[0]!;
    };
    expect(deliveryAddressProblem(await suggest('cn%20tower'), origin, 5)).toBeNull();
    expect(deliveryAddressProblem(await suggest('toronto%20zoo'), origin, 5)).toBe(
      'delivery_address_too_far',
    );
    expect(deliveryAddressProblem(await suggest('kensington'), origin, 5)).toBe(
      'delivery_address_not_precise',
    );
  });
});
