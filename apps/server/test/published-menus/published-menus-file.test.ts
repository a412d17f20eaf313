import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema/index.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { itemNames, menusOfAnswer, optimizedUrl } from './published-menus-api.ts';

describe('GET /api/published-menus/{restaurantSlug}.json', () => {
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

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Café' },
      section: null,
      items: [
        { name: 'Espresso', base_price: 3 },
        { name: 'Hidden latte', is_hidden: true },
      ],
    });
    menuId = menu.menu.id;
    itemId = menu.items[0]!.id;
    await createOrderableMenuFixture(t, bed.otherLocationId, { items: [{ name: 'Other soup' }] });
    slug = await slugOf(bed.locationId);
    otherSlug = await slugOf(bed.otherLocationId);
  });
  afterAll(() => t.close());

  it('serves the published menus without sign-in, as gzip with a short cache and a tag', async () => {
    const res = await file(`${slug}.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}-gzip"$/);
    const json = gunzipSync(res.rawPayload).toString('utf8');
    expect(itemNames(menusOfAnswer(json))).toEqual(['Espresso']);
    // The same snapshot as the signed-in call.
    const api = await t.app.inject({
      method: 'GET',
      url: optimizedUrl,
      headers: await bed.headers('staff'),
    });
    expect(api.body).toBe(json);
  });

  it('answers 304 to its own tag', async () => {
    const { etag } = (await file(`${slug}.json`)).headers;
    const res = await file(`${slug}.json`, { 'if-none-match': etag as string });
    expect(res.statusCode).toBe(304);
    expect(res.rawPayload.length).toBe(0);
  });

  it('is regenerated after a change to the catalogue', async () => {
    const before = (await file(`${slug}.json`)).headers.etag as string;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/menus/${menuId}/items/${itemId}`,
      headers: await bed.headers('manager'),
      payload: { name: 'Double espresso' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await file(`${slug}.json`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(itemNames(menusOfAnswer(gunzipSync(after.rawPayload).toString('utf8')))).toEqual([
      'Double espresso',
    ]);
  });

  it("holds one location's menus only, and 404 for a slug no location has", async () => {
    const other = await file(`${otherSlug}.json`);
    expect(itemNames(menusOfAnswer(gunzipSync(other.rawPayload).toString('utf8')))).toEqual([
      'Other soup',
    ]);
    const unknown = await file('no-such-location.json');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ code: string }>().code).toBe('not_found');
    expect((await file(slug)).statusCode).toBe(400);
  });
});
