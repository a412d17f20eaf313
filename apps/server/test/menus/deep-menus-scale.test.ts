import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZDeepMenu, type DeepMenu, type Menu } from '@app/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, emptyLocation } from '../helpers/menu-api.ts';

const MENUS = 40;
const SECTIONS_PER_MENU = 5;
const ITEMS_PER_SECTION = 50;

/**
 * A big location (40 menus × 5 sections × 50 items = 10,000 items, two modifier links each),
 * seeded with a few set-based statements on the owner connection.
 */
async function seedLargeCatalogue(t: TestApp, locationId: number): Promise<void> {
  const db = t.database.db;
  await db.execute(sql`
    insert into option_groups (restaurant_id, name, "order")
    select ${locationId}, 'Group ' || g, g from generate_series(1, 3) g`);
  await db.execute(sql`
    insert into menus (restaurant_id, name, "order", published, published_at)
    select ${locationId}, 'Menu ' || m, m, true, now() from generate_series(1, ${MENUS}) m`);
  await db.execute(sql`
    insert into menu_availability (restaurant_id, menu_id, day_of_week, start_time, end_time)
    select ${locationId}, m.id, d, '08:00', '20:00'
    from menus m cross join generate_series(1, 7) d where m.restaurant_id = ${locationId}`);
  await db.execute(sql`
    insert into sections (restaurant_id, menu_id, name, "order")
    select ${locationId}, m.id, 'Section ' || s, s
    from menus m cross join generate_series(1, ${SECTIONS_PER_MENU}) s
    where m.restaurant_id = ${locationId}`);
  await db.execute(sql`
    insert into items (restaurant_id, menu_id, section_id, name, description, base_price, "order",
      allergens, price_options, localization)
    select ${locationId}, s.menu_id, s.id, 'Item ' || i, '<p>A fine dish</p>', 4.5 + i, i,
      array['Dairy'], '[{"name":"Large","price":6.5}]'::jsonb, '{"fr":{"name":"Plat"}}'::jsonb
    from sections s cross join generate_series(1, ${ITEMS_PER_SECTION}) i
    where s.restaurant_id = ${locationId}`);
  // Fresh statistics first: the links' foreign-key checks plan their lookups on them (with the
  // items table still looking empty they would scan it once per link).
  await db.execute(sql`analyze items`);
  await db.execute(sql`
    insert into item_option_groups (restaurant_id, item_id, option_group_id, "order")
    select ${locationId}, i.id, g.id, g."order"
    from items i cross join (select id, "order" from option_groups
      where restaurant_id = ${locationId} order by id limit 2) g
    where i.restaurant_id = ${locationId}`);
}

describe('deep reads of a large location', () => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    const location = await emptyLocation(t);
    user = location.user;
    await seedLargeCatalogue(t, location.locationId);
  });
  afterAll(() => t.close());

  it('answers 40 menus with 10,000 items in one valid document', { timeout: 120_000 }, async () => {
    const res = await call(t, user, 'GET', '/api/menus/deep-get-menus');
    expect(res.statusCode).toBe(200);
    const menus = res.json<DeepMenu[]>();
    expect(menus).toHaveLength(MENUS);
    const itemCount = menus.reduce(
      (sum, menu) => sum + menu.sections.reduce((inner, s) => inner + s.items.length, 0),
      0,
    );
    expect(itemCount).toBe(MENUS * SECTIONS_PER_MENU * ITEMS_PER_SECTION);
    for (const menu of menus) ZDeepMenu.parse(menu);
    expect(menus[0]!.sections[0]!.items[0]).toMatchObject({
      base_price: 5.5,
      price_options: [{ name: 'Large', price: 6.5 }],
    });
    expect(menus[0]!.sections[0]!.items[0]!.options).toHaveLength(2);
  });

  it(
    'sends the 10,000 items compressed to a client that accepts it',
    { timeout: 120_000 },
    async () => {
      const read = (acceptEncoding: string) =>
        t.app.inject({
          url: '/api/menus/deep-get-menus',
          headers: { ...user.headers(), 'accept-encoding': acceptEncoding },
        });
      const plain = await read('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const menus: unknown = plain.json();
      for (const [coding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await read(coding);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
        expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(menus);
      }
    },
  );

  it('duplicates a menu of 250 items with everything in it', { timeout: 60_000 }, async () => {
    const menu = (await call(t, user, 'GET', '/api/menus')).json<Menu[]>()[0]!;
    const res = await call(t, user, 'POST', `/api/menus/${menu.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = (
      await call(t, user, 'GET', `/api/menus/deep-get-menu/${res.json<Menu>().id}`)
    ).json<DeepMenu>();
    expect(copy.sections.flatMap((s) => s.items)).toHaveLength(
      SECTIONS_PER_MENU * ITEMS_PER_SECTION,
    );
    expect(copy.availability).toHaveLength(7);
  });
});
