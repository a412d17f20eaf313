import { ZOrdersReport, type OrdersReport } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, orders, orderTransactions, sections } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { createLocationFixture } from '../../helpers/fixtures.ts';
import {
  createOptionGroupFixture,
  createOrderableMenuFixture,
  createOrderingTestbed,
  type OrderingTestbed,
} from '../../helpers/order-fixtures.ts';
import { callApi, orderCount, type Locale } from '../../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';

/**
 * GET /api/orders/report: who may read it, where, what it refuses, and its numbers checked
 * against sums computed by hand over orders written here with fixed days, lines and costs.
 */
describe('GET /api/orders/report', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  const ids: Record<string, number> = {};
  const range = 'startDate=2026-03-10&endDate=2026-03-11';

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { k12: true });
    await seedOrders();
  });
  afterAll(() => t.close());

  function get(query: string, role = 'lead', options: { locale?: Locale; tenant?: number } = {}) {
    return bed
      .headers(role, options.tenant)
      .then((headers) =>
        callApi(t, headers, 'GET', `/api/orders/report?${query}`, { locale: options.locale }),
      );
  }

  async function read(query: string): Promise<OrdersReport> {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return ZOrdersReport.parse(response.json());
  }

  const hst = (taxable: number, amount: number) => ({
    code: 'HST',
    label: 'HST',
    rate: 13,
    taxable,
    amount,
  });

  /**
   * Burger $12.50 (Food, station Kitchen) and Milk $1.50 (Beverage, station Drinks); toppings
   * Cheese $1 and Bacon $2. Orders in Toronto (UTC−4 from 8 March 2026):
   * A 10 March 10:00, completed: 2 Burgers with Cheese ($27.00), 1 Milk ($1.50); total $32.21.
   * B 10 March 23:30 (11 March in UTC), pending: 1 Burger with Cheese and 2 Bacon ($17.50); $19.78.
   * C 11 March 12:00, partially refunded ($5 given back, $3 asked): 3 Milk, 1 Burger; $19.21.
   * G taken 11 March 10:00 as soon as possible, in progress: 2 Milk ($3.00), GST 5 %; $3.15.
   * D 11 March, cancelled: 5 Burgers. F 12 March 00:30: out of range. E: the other location.
   */
  async function seedOrders() {
    const { section, items: rows } = await createOrderableMenuFixture(t, bed.locationId, {
      section: { name: 'Kitchen', order: 0, localization: { fr: { name: 'Cuisine' } } },
      items: [
        { name: 'Burger', base_price: 12.5, accounting_category: 'Food' },
        { name: 'Milk', base_price: 1.5, accounting_category: 'Beverage' },
      ],
    });
    const [burger, milk] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const { group, values } = await createOptionGroupFixture(t, bed.locationId, {
      name: 'Toppings',
      values: [
        { name: 'Cheese', price: 1 },
        { name: 'Bacon', price: 2 },
      ],
    });
    const [cheese, bacon] = values as [(typeof values)[0], (typeof values)[0]];
    await withTenant(t.database.db, bed.locationId, async (tx) => {
      const [drinks] = await tx
        .insert(sections)
        .values({
          restaurant_id: bed.locationId,
          menu_id: burger.menu_id,
          name: 'Drinks',
          order: 1,
        })
        .returning();
      await tx.update(items).set({ section_id: drinks!.id }).where(eq(items.id, milk.id));
    });
    ids.kitchen = section!.id;
    ids.burger = burger.id;
    ids.milk = milk.id;
    ids.cheese = cheese.id;
    ids.bacon = bacon.id;

    const line = (
      item: typeof burger,
      quantity: number,
      orderPrice: number,
      options: [typeof cheese, number][] = [],
    ) => ({
      id: item.id,
      menu_id: item.menu_id,
      section_id: section!.id,
      name: item.name,
      quantity,
      orderPrice,
      orderOptions: options.map(([value, count]) => ({
        group_id: group.id,
        value_id: value.id,
        quantity: count,
        name: value.name,
        price: Number(value.price),
      })),
    });
    const school = (student: string, grade: string, teacher: string) => ({
      school: 'Maple School',
      grade,
      classroom: `${grade}A`,
      teacher,
      student_name: student,
    });
    let number = 0;
    const insert = async (
      restaurantId: number,
      key: string,
      order: {
        status: string;
        type?: string;
        due: string | null;
        created?: string;
        lines: ReturnType<typeof line>[];
        brackets: ReturnType<typeof hst>[];
        total: number;
        student?: ReturnType<typeof school>;
      },
    ) => {
      number += 1;
      const [row] = await withTenant(t.database.db, restaurantId, (tx) =>
        tx
          .insert(orders)
          .values({
            restaurant_id: restaurantId,
            order_number: number,
            reference: `R-${key}`,
            type: order.type ?? 'school',
            status: order.status,
            pickup_time: order.due ? new Date(order.due) : null,
            created_at: new Date(order.created ?? '2026-03-01T12:00:00Z'),
            customer_name: `Parent ${key}`,
            student_name: order.student?.student_name ?? null,
            total: order.total,
            data: {
              config: { menuId: burger.menu_id },
              items: order.lines,
              costs: { taxBrackets: order.brackets, total: order.total },
              checkout: { school: order.student ?? null },
            },
          })
          .returning({ id: orders.id }),
      );
      ids[key] = row!.id;
    };
    await insert(bed.locationId, 'A', {
      status: 'completed',
      due: '2026-03-10T14:00:00Z',
      lines: [line(burger, 2, 27, [[cheese, 1]]), line(milk, 1, 1.5)],
      brackets: [hst(28.5, 3.71)],
      total: 32.21,
      student: school('Zoé Tremblay', '3', 'Ms Roy'),
    });
    await insert(bed.locationId, 'B', {
      status: 'pending',
      due: '2026-03-11T03:30:00Z',
      lines: [
        line(burger, 1, 17.5, [
          [cheese, 1],
          [bacon, 2],
        ]),
      ],
      brackets: [hst(17.5, 2.28)],
      total: 19.78,
      student: school('Adam Li', '5', 'Mr Chen'),
    });
    await insert(bed.locationId, 'C', {
      status: 'partially_refunded',
      due: '2026-03-11T16:00:00Z',
      lines: [line(milk, 3, 4.5), line(burger, 1, 12.5)],
      brackets: [hst(17, 2.21)],
      total: 19.21,
      student: school('Émile Roy', '3', 'Ms Roy'),
    });
    await insert(bed.locationId, 'G', {
      status: 'in_progress',
      type: 'take_out',
      due: null,
      created: '2026-03-11T14:00:00Z',
      lines: [line(milk, 2, 3)],
      brackets: [{ code: 'GST', label: 'GST', rate: 5, taxable: 3, amount: 0.15 }],
      total: 3.15,
    });
    await insert(bed.locationId, 'D', {
      status: 'cancelled',
      due: '2026-03-11T15:00:00Z',
      lines: [line(burger, 5, 62.5)],
      brackets: [hst(62.5, 8.13)],
      total: 70.63,
    });
    await insert(bed.locationId, 'F', {
      status: 'pending',
      due: '2026-03-12T04:30:00Z',
      lines: [line(burger, 7, 87.5)],
      brackets: [hst(87.5, 11.38)],
      total: 98.88,
    });
    await insert(bed.otherLocationId, 'E', {
      status: 'completed',
      due: '2026-03-10T14:00:00Z',
      lines: [line(burger, 9, 112.5)],
      brackets: [hst(112.5, 14.63)],
      total: 127.13,
    });
    await withTenant(t.database.db, bed.locationId, (tx) =>
      tx.insert(orderTransactions).values([
        {
          restaurant_id: bed.locationId,
          order_id: ids.C!,
          kind: 'refund',
          status: 'succeeded',
          amount: 5,
        },
        {
          restaurant_id: bed.locationId,
          order_id: ids.C!,
          kind: 'refund_request',
          status: 'pending',
          amount: 3,
        },
        {
          restaurant_id: bed.locationId,
          order_id: ids.D!,
          kind: 'refund',
          status: 'succeeded',
          amount: 9,
        },
      ]),
    );
  }

  it('totals production per day, station and item with modifiers, in the location’s days', async () => {
    const report = await read(range);
    expect(report.timeZone).toBe('America/Toronto');
    const rows = report.groupedItems.map((row) => ({
      date: row.date,
      station: row.station,
      item: row.name,
      quantity: row.quantity,
      amount: row.amount,
      category: row.category,
      modifiers: row.modifiers.map((m) => [m.name, m.quantity]),
    }));
    expect(rows).toEqual([
      {
        date: '2026-03-10',
        station: 'Kitchen',
        item: 'Burger',
        quantity: 3,
        amount: 44.5,
        category: 'Food',
        modifiers: [
          ['Cheese', 3],
          ['Bacon', 2],
        ],
      },
      {
        date: '2026-03-10',
        station: 'Drinks',
        item: 'Milk',
        quantity: 1,
        amount: 1.5,
        category: 'Beverage',
        modifiers: [],
      },
      {
        date: '2026-03-11',
        station: 'Kitchen',
        item: 'Burger',
        quantity: 1,
        amount: 12.5,
        category: 'Food',
        modifiers: [],
      },
      {
        date: '2026-03-11',
        station: 'Drinks',
        item: 'Milk',
        quantity: 5,
        amount: 7.5,
        category: 'Beverage',
        modifiers: [],
      },
    ]);
  });

  it('counts orders, items, revenue by tax bracket and refunds, cancelled orders left out', async () => {
    const report = await read(range);
    expect(report.totals).toEqual({
      orders: 4,
      items: 10,
      revenue: 74.35,
      taxBrackets: [
        { code: 'GST', rate: 5, taxable: 3, tax: 0.15 },
        { code: 'HST', rate: 13, taxable: 63, tax: 8.2 },
      ],
      refunds: 5,
      net: 69.35,
    });
    expect(report.orders.map((order) => order.reference)).toEqual(['R-A', 'R-B', 'R-G', 'R-C']);
    const [a, b, g, c] = report.orders;
    expect(a).toMatchObject({
      date: '2026-03-10',
      due_at: '2026-03-10T14:00:00.000Z',
      student_name: 'Zoé Tremblay',
      grade: '3',
      classroom: '3A',
      teacher: 'Ms Roy',
      total: 32.21,
      refunded: 0,
    });
    // Each line as listed, the cart line's defaults filled in (no price option, no instructions).
    expect(a!.items).toEqual([
      {
        item_id: ids.burger,
        name: 'Burger',
        quantity: 2,
        price_option: null,
        modifiers: [{ name: 'Cheese', quantity: 1 }],
        special_instructions: '',
      },
      {
        item_id: ids.milk,
        name: 'Milk',
        quantity: 1,
        price_option: null,
        modifiers: [],
        special_instructions: '',
      },
    ]);
    expect(b!.date).toBe('2026-03-10');
    expect(g).toMatchObject({ date: '2026-03-11', due_at: '2026-03-11T14:00:00.000Z' });
    expect(c).toMatchObject({ total: 19.21, refunded: 5 });
  });

  it('filters by teacher, reporting category, status and type', async () => {
    const byTeacher = await read(`${range}&teacher=${encodeURIComponent('ms roy')}`);
    expect(byTeacher.orders.map((order) => order.reference)).toEqual(['R-A', 'R-C']);
    expect(byTeacher.totals).toMatchObject({ orders: 2, items: 7, revenue: 51.42, refunds: 5 });

    const drinks = await read(`${range}&category=${encodeURIComponent('["Beverage"]')}`);
    expect(drinks.groupedItems.map((row) => [row.date, row.name, row.quantity])).toEqual([
      ['2026-03-10', 'Milk', 1],
      ['2026-03-11', 'Milk', 5],
    ]);
    expect(drinks.orders.map((order) => order.reference)).toEqual(['R-A', 'R-G', 'R-C']);
    expect(drinks.totals.items).toBe(6);

    const cancelled = await read(`${range}&status=${encodeURIComponent('["cancelled"]')}`);
    expect(cancelled.orders.map((order) => order.reference)).toEqual(['R-D']);
    expect(cancelled.totals).toMatchObject({ orders: 1, items: 5, revenue: 70.63, refunds: 9 });

    const takeOut = await read(`${range}&type=${encodeURIComponent('["take_out"]')}`);
    expect(takeOut.totals).toMatchObject({ orders: 1, items: 2, revenue: 3.15 });
  });

  it('answers no amount of any order or item without prices, and names stations in French', async () => {
    const response = await get(`${range}&includePrices=false`, 'lead', { locale: 'fr-CA' });
    expect(response.statusCode).toBe(200);
    const report = ZOrdersReport.parse(response.json());
    expect(report.orders.every((order) => order.total === null && order.refunded === null)).toBe(
      true,
    );
    expect(report.groupedItems.every((row) => row.amount === null)).toBe(true);
    expect(report.groupedItems[0]!.station).toBe('Cuisine');
    expect(report.totals.revenue).toBe(74.35);
  });

  it('is for lead and above', async () => {
    for (const role of ['admin', 'enterprise', 'manager', 'lead']) {
      expect((await get(range, role)).statusCode, role).toBe(200);
    }
    for (const role of ['member', 'staff', 'kiosk']) {
      const response = await get(range, role);
      expect(response.statusCode, role).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('forbidden_role');
    }
  });

  it('refuses a location that is neither catering nor K-12, in the caller’s language', async () => {
    const restaurant = await createOrderingTestbed(t);
    const english = await restaurant
      .headers('manager')
      .then((headers) => callApi(t, headers, 'GET', `/api/orders/report?${range}`));
    expect(english.statusCode).toBe(403);
    expect(english.json()).toMatchObject({
      code: 'orders_report_unavailable',
      message: expect.stringContaining('catering and K-12') as unknown,
    });
    const french = await restaurant
      .headers('manager')
      .then((headers) =>
        callApi(t, headers, 'GET', `/api/orders/report?${range}`, { locale: 'fr-CA' }),
      );
    expect(french.json()).toMatchObject({
      code: 'orders_report_unavailable',
      message: expect.stringContaining('rapport des commandes') as unknown,
    });
    const catering = await createOrderingTestbed(t, { catering: true });
    const allowed = await catering
      .headers('lead')
      .then((headers) => callApi(t, headers, 'GET', `/api/orders/report?${range}`));
    expect(allowed.statusCode).toBe(200);
    expect(ZOrdersReport.parse(allowed.json()).totals.orders).toBe(0);
  });

  it('refuses a location the user does not belong to, and counts only its own location', async () => {
    const stranger = await createLocationFixture(t.database.db, { k12: true });
    const response = await get(range, 'manager', { tenant: stranger.id });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ code: string }>().code).toBe('tenant_not_recognized');
    // The other location of the same user answers its own order only.
    const other = await get(range, 'manager', { tenant: bed.otherLocationId });
    expect(other.statusCode).toBe(200);
    expect(ZOrdersReport.parse(other.json()).totals).toMatchObject({ orders: 1, items: 9 });
  });

  it('answers 400 in French for a bad range, and changes nothing', async () => {
    const before = await orderCount(t, bed.locationId);
    const cases: [string, string][] = [
      ['startDate=2026-03-11&endDate=2026-03-10', 'La fin doit être après le début.'],
      ['startDate=2026-01-01&endDate=2027-01-02', '366'],
      ['startDate=2026-02-30&endDate=2026-03-10', 'Cette valeur n’est pas valide.'],
      ['startDate=demain&endDate=2026-03-10', ''],
      ['endDate=2026-03-10', ''],
      [`${range}&status=${encodeURIComponent('["lost"]')}`, 'Cette valeur n’est pas valide.'],
    ];
    for (const [query, text] of cases) {
      const response = await get(query, 'manager', { locale: 'fr-CA' });
      expect(response.statusCode, query).toBe(400);
      const body = response.json<{ code: string; message: string; messages: string[] }>();
      expect(body.code, query).toBe('validation_failed');
      expect(body.message, query).toBe('Certains champs ne sont pas valides.');
      expect(body.messages.join(' '), query).toContain(text);
      expect(body.messages.join(' '), query).not.toMatch(/Invalid|must|value/);
    }
    expect(await orderCount(t, bed.locationId)).toBe(before);
  });

  it('is declared in the OpenAPI document with its query', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; parameters?: { name: string }[] }>>;
    }>();
    const declared = docs.paths['/api/orders/report']?.get;
    expect(declared?.tags).toEqual(['orders']);
    expect(declared?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'school', 'includePrices']),
    );
  });
});
