import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import {
  ZEventDetails,
  ZEventSuiteDetails,
  ZEventsPage,
  ZOrdersPage,
  ZSuiteOwnersResponse,
  eventSuiteInvoiceStatuses,
  eventSuiteStatuses,
  eventSuiteStatusFromOrders,
  orderStatuses,
  preOrderStatuses,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  eventSuites,
  items,
  menus,
  sections,
  optionGroups,
  orders,
  restaurants,
  users,
} from '../../src/db/schema/index.ts';
import { loadDemoDataIfEmpty } from '../../src/demo/load-demo-data.ts';
import { demoUsers } from '../../src/demo/demo-users.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe('demo data set', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
  });
  afterAll(() => t.close());

  async function total(table: typeof users | typeof restaurants | typeof items | typeof orders) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    return Number(row!.n);
  }

  it('does nothing when the database already holds data', async () => {
    const before = await Promise.all([
      total(users),
      total(restaurants),
      total(items),
      total(orders),
    ]);
    expect(await loadDemoDataIfEmpty(t.database, t.config)).toBeNull();
    expect(
      await Promise.all([total(users), total(restaurants), total(items), total(orders)]),
    ).toEqual(before);
  });

  it('lets every demo account sign in, with its role and locations in the tokens', async () => {
    for (const user of demoUsers) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: user.email, password: t.config.demoPassword },
      });
      expect(res.statusCode, `${user.email}: ${res.body}`).toBe(200);
      const idToken = claims(res.json<{ id_token: string }>().id_token);
      expect(idToken).toMatchObject({
        email: user.email,
        role: user.role,
        event_access: user.event_access,
        restaurants: user.locations.map((key) => ids[key]),
        groups: ['demo-org'],
        has_pins: user.pin !== undefined,
      });
    }
  });

  it('gives each location menus, items with calories and French names, and modifiers', async () => {
    const { db } = t.database;
    for (const id of Object.values(ids)) {
      const [menuCount] = await db
        .select({ n: count() })
        .from(menus)
        .where(eq(menus.restaurant_id, id));
      const [groupCount] = await db
        .select({ n: count() })
        .from(optionGroups)
        .where(eq(optionGroups.restaurant_id, id));
      expect(Number(menuCount!.n)).toBeGreaterThanOrEqual(2);
      expect(Number(groupCount!.n)).toBeGreaterThanOrEqual(1);
    }
    const [bigMac] = await db.select().from(items).where(eq(items.name, 'Big Mac'));
    expect(bigMac).toMatchObject({ calories: 540, base_price: 8.49, restaurant_id: ids.bistro });
    const [nuggets] = await db
      .select()
      .from(items)
      .where(eq(items.name, 'Chicken McNuggets (10 piece)'));
    expect(nuggets!.localization).toEqual({ fr: { name: 'Croquettes de poulet (10 morceaux)' } });
    const [withCalories] = await db
      .select({ n: count() })
      .from(items)
      .where(isNotNull(items.calories));
    expect(Number(withCalories!.n)).toBe(await total(items));
  });

  it('holds orders in several statuses and, at the venue, events with suites', async () => {
    const { db } = t.database;
    const statuses = await db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.restaurant_id, ids.bistro))
      .groupBy(orders.status);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'cancelled',
      'completed',
      'in_progress',
      'pending',
    ]);
    const venueEvents = await db.select().from(events).where(eq(events.restaurant_id, ids.stadium));
    expect(venueEvents.map((e) => e.status)).toContain('past_event');
    const [suitesBooked] = await db
      .select({ n: count() })
      .from(eventSuites)
      .where(eq(eventSuites.restaurant_id, ids.stadium));
    expect(Number(suitesBooked!.n)).toBeGreaterThanOrEqual(4);
    const totals = await db.execute(sql`select count(*) as n from orders where total <= 0`);
    expect(Number((totals as { rows: { n: string | number }[] }).rows[0]!.n)).toBe(0);
  });

  it('gives the stadium a season: past and upcoming events, every suite status, orders priced', async () => {
    const manager = await signIn(t, 'manager@demo.test');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: manager.headers(ids.stadium), payload });
    const read = async <T>(url: string, schema: { parse(data: unknown): T }) => {
      const res = await call('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return schema.parse(res.json());
    };

    const season = await read('/api/catering/events?pageSize=100', ZEventsPage);
    expect(season.total).toBeGreaterThanOrEqual(8);
    expect(season.total).toBeLessThanOrEqual(12);
    expect(new Set(season.items.map((event) => event.pre_order_status))).toEqual(
      new Set(preOrderStatuses),
    );
    for (const event of season.items) {
      // Marked past when it had ended as the demo loaded (a day ago surely); every event still
      // ahead is open.
      if (Date.parse(event.end_date!) < Date.now() - 86_400_000) {
        expect(event.status, event.title).toBe('past_event');
      }
      if (Date.parse(event.start_date) > Date.now())
        expect(event.status, event.title).toBe('upcoming');
    }
    expect(
      season.items.filter((event) => event.status === 'past_event').length,
    ).toBeGreaterThanOrEqual(3);
    expect(
      season.items.filter((event) => Date.parse(event.start_date) > Date.now()).length,
    ).toBeGreaterThanOrEqual(4);

    const booked = [];
    for (const event of season.items) {
      const details = await read(`/api/catering/events/${event.id}/deep-get-event`, ZEventDetails);
      for (const suite of details.event_suites) {
        const url = `/api/catering/events/${event.id}/event-suites/${suite.id}/deep-get-event-suite`;
        booked.push(await read(url, ZEventSuiteDetails));
      }
    }
    expect(new Set(booked.map((suite) => suite.status))).toEqual(new Set(eventSuiteStatuses));
    expect(new Set(booked.map((suite) => suite.invoice_status))).toEqual(
      new Set(eventSuiteInvoiceStatuses),
    );
    for (const suite of booked) {
      // The status its orders give, as the server keeps it when an order changes.
      const label = `${suite.suite.name} of event ${suite.event_id}`;
      if (suite.orders.length) {
        expect(suite.status, label).toBe(eventSuiteStatusFromOrders(suite.status, suite.orders));
      }
      expect(suite.invoice_status === 'none', label).toBe(
        suite.orders.every((order) => order.status === 'cancelled'),
      );
      // Lines sold per guest are ordered for the guests the suite guarantees.
      const perGuest = suite.orders.flatMap((order) =>
        order.data.items.filter((line) => line.name?.endsWith('(per guest)')),
      );
      for (const line of perGuest) expect(line.quantity, label).toBe(suite.guaranteed_guest_count);
    }
    expect(booked.some((suite) => suite.guaranteed_guest_count !== null)).toBe(true);
    expect(booked.some((suite) => suite.equipment.length > 1 && suite.dietary_restrictions)).toBe(
      true,
    );

    const [fired] = await t.database.db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.restaurant_id, ids.stadium), isNotNull(events.fired_at)));
    expect(Number(fired!.n)).toBe(1);
    const owners = await read('/api/catering/suite-owners', ZSuiteOwnersResponse);
    expect(owners.filter((owner) => owner.locale === 'fr-CA').length).toBeGreaterThanOrEqual(2);

    // Orders still open are priced again by the API as they were stored.
    const status = encodeURIComponent(JSON.stringify(orderStatuses));
    const orders = await read(`/api/orders?status=${status}`, ZOrdersPage);
    const open = orders.items.filter(
      (order) => order.type === 'event' && order.status === 'pending',
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
    for (const order of open) {
      const { config, items: lines, checkout } = order.data;
      const res = await call('POST', '/api/orders/recalculate-costs', {
        type: order.type,
        data: { config, items: lines, checkout },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ costs: { total: number } }>().costs.total).toBe(order.total);
    }
  });

  it('gives the suite dining menu kitchen stations, recipe numbers and items sold per guest', async () => {
    const dining = await t.database.db
      .select({ section: sections.name, recipe: items.recipe_number, priceType: items.price_type })
      .from(items)
      .innerJoin(menus, eq(menus.id, items.menu_id))
      .innerJoin(sections, eq(sections.id, items.section_id))
      .where(and(eq(menus.restaurant_id, ids.stadium), eq(menus.name, 'Suite Dining')));
    expect([...new Set(dining.map((item) => item.section))]).toEqual([
      'Hot food',
      'Cold food',
      'Bakery',
      'Bar',
    ]);
    expect(dining.every((item) => item.recipe)).toBe(true);
    expect(dining.filter((item) => item.priceType === 'per_guest')).toHaveLength(2);
  });
});
