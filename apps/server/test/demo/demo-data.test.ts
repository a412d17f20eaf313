import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  eventSuites,
  items,
  menus,
  optionGroups,
  orders,
  restaurants,
  users,
} from '../../src/db/schema/index.ts';
import { loadDemoDataIfEmpty } from '../../src/demo/load-demo-data.ts';
import { demoUsers } from '../../src/demo/demo-users.ts';
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
});
