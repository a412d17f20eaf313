import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicMenuFile, type PublicMenuFile } from '@app/domain';
import { restaurants } from '../../src/db/schema/index.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { itemNames, readPublishedMenus } from './published-menus-api.ts';

describe('GET /api/published-menus/{restaurantSlug}.json (the public web menu)', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let slug: string;
  let otherSlug: string;
  let menuId: number;
  let itemId: number;

  const slugOf = async (id: number) => {
    const [row] = await t.database.db
      .select({ slug: restaurants.slug })
      .from(restaurants)
      .where(eq(restaurants.id, id));
    return row!.slug;
  };
  const file = (name: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/published-menus/${name}`, headers });
  const publicFile = async (name: string): Promise<PublicMenuFile> => {
    const res = await file(name);
    expect(res.statusCode, res.body).toBe(200);
    return ZPublicMenuFile.parse(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')));
  };

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
    await t.database.db
      .update(restaurants)
      .set({ name: 'Café Lumière', timezone: 'America/Vancouver', locales: ['fr-CA', 'en-CA'] })
      .where(eq(restaurants.id, bed.locationId));
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Café', order: 0 },
      section: null,
      items: [
        { name: 'Espresso', base_price: 3 },
        { name: 'Hidden latte', is_hidden: true },
        { name: 'Draft mocha', published: false },
      ],
    });
    menuId = menu.menu.id;
    itemId = menu.items[0]!.id;
    await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Guests', access_level: 'guest_only', order: 1 },
      section: { name: 'Soups' },
      items: [{ name: 'Guest soup' }],
    });
    await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Crew meals', access_level: 'staff_only', order: 2 },
      items: [{ name: 'Crew pasta' }],
    });
    await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Next season', published: false, order: 3 },
      items: [{ name: 'Future pie' }],
    });
    await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Bar', order: 4 },
      section: { name: 'Draft cocktails', published: false },
      items: [{ name: 'Unreleased spritz' }],
    });
    await createOrderableMenuFixture(t, bed.otherLocationId, { items: [{ name: 'Other soup' }] });
    slug = await slugOf(bed.locationId);
    otherSlug = await slugOf(bed.otherLocationId);
  });
  afterAll(() => t.close());

  it('serves the location and its guests’ menus without sign-in, as gzip with a short cache', async () => {
    const res = await file(`${slug}.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}-gzip"$/);
    const body = await publicFile(`${slug}.json`);
    expect(body.location).toEqual({
      name: 'Café Lumière',
      slug,
      time_zone: 'America/Vancouver',
      locales: ['fr-CA', 'en-CA'],
    });
    expect(body.menus.map((menu) => [menu.name, menu.access_level])).toEqual([
      ['Café', 'unrestricted'],
      ['Guests', 'guest_only'],
      ['Bar', 'unrestricted'],
    ]);
    expect(itemNames(body.menus)).toEqual(['Espresso', 'Guest soup']);
  });

  it('holds no staff-only, hidden or unpublished content anywhere in its text', async () => {
    const res = await file(`${slug}.json`);
    const text = gunzipSync(res.rawPayload).toString('utf8');
    for (const secret of [
      'Crew meals',
      'Crew pasta',
      'Hidden latte',
      'Draft mocha',
      'Next season',
      'Future pie',
      'Draft cocktails',
      'Unreleased spritz',
      'staff_only',
    ]) {
      expect(text).not.toContain(secret);
    }
    // Staff still order from the staff-only menu, which guests never see.
    const staff = await readPublishedMenus(t, await bed.headers('staff'));
    expect(staff.map((menu) => menu.name)).toEqual(['Café', 'Guests', 'Crew meals', 'Bar']);
  });

  it('answers 304 to its own tag', async () => {
    const { etag } = (await file(`${slug}.json`)).headers;
    const res = await file(`${slug}.json`, { 'if-none-match': etag as string });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('is regenerated after a change to the catalogue and to the location', async () => {
    const before = (await file(`${slug}.json`)).headers.etag as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/menus/${menuId}/items/${itemId}`,
      headers: await bed.headers('manager'),
      payload: { name: 'Double espresso', sold_out: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await file(`${slug}.json`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    const body = await publicFile(`${slug}.json`);
    expect(itemNames(body.menus)).toEqual(['Double espresso', 'Guest soup']);
    expect(body.menus[0]!.items[0]!.sold_out).toBe(true);

    const beforeRename = after.headers.etag as string;
    await t.database.db
      .update(restaurants)
      .set({ name: 'Café Soleil' })
      .where(eq(restaurants.id, bed.locationId));
    const renamed = await file(`${slug}.json`, { 'if-none-match': beforeRename });
    expect(renamed.statusCode).toBe(200);
    expect((await publicFile(`${slug}.json`)).location.name).toBe('Café Soleil');
  });

  it("holds one location's menus only, and 404 for a slug no location has", async () => {
    expect(itemNames((await publicFile(`${otherSlug}.json`)).menus)).toEqual(['Other soup']);
    const unknown = await file('no-such-location.json');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('not_found');
    expect((await file(slug)).statusCode).toBe(400);
  });
});
