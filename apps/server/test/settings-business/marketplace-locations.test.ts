import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../../src/db/schema/index.ts';
import { createLocationFixture } from '../helpers/fixtures.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Tile {
  id: number;
  name: string;
  image: string | null;
  operational_restaurant_id: number;
  menu_ids: number[];
  separate_mids: boolean;
}

/** `GET / PUT /api/settings/marketplace-locations`: a marketplace hub's tiles. */
describe('marketplace locations settings', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let theirMenus: number[];
  let hubMenu: number;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { marketplace_hub: true });
    const first = await createOrderableMenuFixture(t, bed.otherLocationId, {
      items: [{ name: 'Bread' }],
    });
    const second = await createOrderableMenuFixture(t, bed.otherLocationId, {
      items: [{ name: 'Bread' }],
    });
    theirMenus = [first.menu.id, second.menu.id];
    hubMenu = (await createOrderableMenuFixture(t, bed.locationId, { items: [{ name: 'Bread' }] }))
      .menu.id;
  });
  afterAll(() => t.close());

  async function put(payload: unknown, role = 'manager', locale = 'en-CA') {
    return t.app.inject({
      method: 'PUT',
      url: '/api/settings/marketplace-locations',
      headers: { ...(await bed.headers(role)), 'accept-language': locale },
      payload: payload as object,
    });
  }

  async function saved() {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/marketplace-locations',
      headers: await bed.headers('manager'),
    });
    expect(res.statusCode).toBe(200);
    return res.json<Tile[]>();
  }

  const tile = (overrides: Partial<Tile> = {}) => ({
    name: 'Food hall',
    operational_restaurant_id: bed.otherLocationId,
    menu_ids: theirMenus,
    separate_mids: true,
    ...overrides,
  });

  it('refuses members, leads and locations that are not hubs', async () => {
    for (const role of ['member', 'lead']) {
      expect((await put([tile()], role)).statusCode).toBe(403);
    }
    const plain = await createOrderingTestbed(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/marketplace-locations',
      headers: await plain.headers('manager'),
    });
    expect(res.json()).toMatchObject({ code: 'feature_disabled' });
    expect(await saved()).toEqual([]);
  });

  it('saves the ordered list, keeps ids sent back and records the change', async () => {
    const res = await put([tile(), tile({ name: 'Bakery', menu_ids: [theirMenus[1]!] })]);
    expect(res.statusCode, res.body).toBe(200);
    const [hall, bakery] = res.json<Tile[]>();
    expect(hall).toMatchObject({ name: 'Food hall', menu_ids: theirMenus, image: null });

    const reordered = await put([
      { ...tile({ name: 'Bakery', menu_ids: [theirMenus[1]!] }), id: bakery!.id },
      { ...tile({ name: 'Food hall', separate_mids: false }), id: hall!.id },
    ]);
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await saved()).map((row) => [row.id, row.name, row.separate_mids])).toEqual([
      [bakery!.id, 'Bakery', true],
      [hall!.id, 'Food hall', false],
    ]);
    const [entry] = await t.database.db
      .select()
      .from(changeHistory)
      .where(
        and(
          eq(changeHistory.restaurant_id, bed.locationId),
          eq(changeHistory.entity, 'marketplace_locations'),
        ),
      )
      .orderBy(desc(changeHistory.id));
    expect(entry).toMatchObject({ action: 'replace', after: reordered.json<unknown[]>() });
  });

  it('refuses a location the user cannot access and menus of another location', async () => {
    const before = await saved();
    const stranger = await createLocationFixture(t.database.db);
    const res = await put(
      [
        tile({ operational_restaurant_id: stranger.id, menu_ids: [] }),
        tile({ name: 'Mixed', menu_ids: [theirMenus[0]!, hubMenu] }),
        tile({ name: 'Nowhere', menu_ids: [2_000_000_000] }),
      ],
      'manager',
      'fr-CA',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        '0.operational_restaurant_id': 'Choisissez un établissement auquel vous avez accès.',
        '1.menu_ids': 'Choisissez des menus de l’établissement opérationnel.',
        '2.menu_ids': 'Choisissez des menus de l’établissement opérationnel.',
      },
    });
    expect(await saved()).toEqual(before);
  });

  it("refuses names used twice and ids that are not the hub's", async () => {
    const before = await saved();
    const twice = await put([tile(), tile({ name: 'FOOD HALL' })]);
    expect(twice.json()).toMatchObject({ fields: { '1.name': 'This name is already in use.' } });
    const unknown = await put([{ ...tile(), id: 2_000_000_000 }]);
    expect(unknown.statusCode).toBe(404);
    expect(await saved()).toEqual(before);
  });
});
