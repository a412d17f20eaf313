import { gunzipSync } from 'node:zlib';
import { ZPublishedMenu, type PublishedMenu } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, optionValues, restaurants, sections } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import {
  createOptionGroupFixture,
  createOrderableMenuFixture,
  createOrderingTestbed,
  linkOptionGroupsFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { itemNames, optimizedUrl, readPublishedMenus } from './published-menus-api.ts';

const sorted = (keys: string[]) => [...keys].sort();

describe('GET /api/menus/get-published-menus-optimized', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let menuId: number;
  let draftMenuId: number;
  let burgerId: number;
  let sectionId: number;
  let sidesId: number;
  let saucesId: number;
  let unusedId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
    const at = bed.locationId;
    const menu = await createOrderableMenuFixture(t, at, {
      menu: { name: 'Lunch' },
      items: [
        { name: 'Burger', base_price: 12.5 },
        { name: 'Secret burger', is_hidden: true },
        { name: 'Draft dish', published: false },
      ],
    });
    menuId = menu.menu.id;
    sectionId = menu.section!.id;
    burgerId = menu.items[0]!.id;
    const draft = await createOrderableMenuFixture(t, at, {
      menu: { name: 'Dinner draft', published: false },
      items: [{ name: 'Unpublished menu dish' }],
    });
    draftMenuId = draft.menu.id;
    await withTenant(t.database.db, at, async (tx) => {
      const [hiddenSection] = await tx
        .insert(sections)
        .values({ restaurant_id: at, menu_id: menuId, name: 'Specials', published: false })
        .returning();
      await tx.insert(items).values([
        {
          restaurant_id: at,
          menu_id: menuId,
          section_id: hiddenSection!.id,
          name: 'Draft section dish',
          published: true,
        },
        {
          restaurant_id: at,
          menu_id: menuId,
          section_id: null,
          name: 'Loose drink',
          published: true,
        },
      ]);
    });
    const sauces = await createOptionGroupFixture(t, at, {
      name: 'Sauces',
      values: [{ name: 'Mayo' }],
    });
    const sides = await createOptionGroupFixture(t, at, {
      name: 'Sides',
      values: [{ name: 'Fries', price: 2 }, { name: 'Salad' }],
    });
    const unused = await createOptionGroupFixture(t, at, { name: 'Unused', values: [] });
    saucesId = sauces.group.id;
    sidesId = sides.group.id;
    unusedId = unused.group.id;
    await withTenant(t.database.db, at, (tx) =>
      tx
        .update(optionValues)
        .set({ sub_group_id: saucesId })
        .where(eq(optionValues.id, sides.values[0]!.id)),
    );
    await linkOptionGroupsFixture(t, at, burgerId, [sidesId]);
    await createOrderableMenuFixture(t, bed.otherLocationId, {
      menu: { name: 'Elsewhere' },
      items: [{ name: 'Foreign dish' }],
    });
  });
  afterAll(() => t.close());

  const read = async (role = 'manager', tenant?: number) =>
    readPublishedMenus(t, await bed.headers(role, tenant));
  const call = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: await bed.headers('manager'),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  it('answers the published menus, sections and items only, never hidden ones', async () => {
    const menus = await read();
    expect(menus.map((menu) => menu.name)).toEqual(['Lunch']);
    expect(sorted(itemNames(menus))).toEqual(['Burger', 'Loose drink']);
    expect(menus[0]!.sections.map((section) => section.name)).toEqual(['Mains']);
  });

  it('sends each menu in the deep-menu shape with the modifier groups its items open', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: optimizedUrl,
      headers: await bed.headers('manager'),
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const [raw] = res.json<Record<string, unknown>[]>();
    expect(sorted(Object.keys(raw!))).toEqual(sorted(Object.keys(ZPublishedMenu.shape)));
    const menu = ZPublishedMenu.parse(raw);
    // Sides is linked to the burger; Sauces opens from its Fries; Unused is linked to nothing.
    expect(menu.option_groups.map((group) => group.id).sort()).toEqual([sidesId, saucesId].sort());
    expect(menu.option_groups.map((group) => group.id)).not.toContain(unusedId);
    const sides = menu.option_groups.find((group) => group.id === sidesId)!;
    expect(sides.values.map((value) => [value.name, value.price])).toEqual([
      ['Fries', 2],
      ['Salad', 0],
    ]);
    expect(sides).not.toHaveProperty('item_count');
    const burger = menu.sections[0]!.items.find((item) => item.name === 'Burger')!;
    expect(burger.options).toEqual([sidesId]);
    expect(burger.base_price).toBe(12.5);
  });

  it('tags the answer and answers 304 while it has not changed', async () => {
    const headers = await bed.headers('staff');
    const first = await t.app.inject({ method: 'GET', url: optimizedUrl, headers });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: optimizedUrl,
      headers: { ...headers, 'if-none-match': `W/${etag}, "other"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: optimizedUrl,
      headers: { ...headers, 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('reflects publishing, unpublishing and edits on the next read', async () => {
    await call('PUT', `/api/menus/${draftMenuId}`, { published: true });
    expect((await read()).map((menu) => menu.name)).toEqual(['Lunch', 'Dinner draft']);

    await call('PUT', `/api/menus/${menuId}/sections/${sectionId}/items/${burgerId}`, {
      name: 'Cheeseburger',
    });
    expect(itemNames(await read())).toContain('Cheeseburger');

    await call('PUT', `/api/options/${sidesId}`, { name: 'Side dishes' });
    const lunch = (await read()).find((menu) => menu.id === menuId)!;
    expect(lunch.option_groups.find((group) => group.id === sidesId)?.name).toBe('Side dishes');

    await call(
      'DELETE',
      `/api/menus/${menuId}/sections/${sectionId}/items/${burgerId}/options/${sidesId}`,
    );
    const unlinked = (await read()).find((menu) => menu.id === menuId)!;
    expect(unlinked.option_groups).toEqual([]);

    await call('PUT', `/api/menus/${menuId}/sections/${sectionId}/items/${burgerId}`, {
      is_hidden: true,
    });
    expect(itemNames(await read())).not.toContain('Cheeseburger');

    await call('PUT', `/api/menus/${draftMenuId}`, { published: false });
    expect((await read()).map((menu) => menu.name)).toEqual(['Lunch']);
  });

  it('keeps its tag when a change leaves the published menus as they were', async () => {
    const headers = await bed.headers('manager');
    const before = (await t.app.inject({ method: 'GET', url: optimizedUrl, headers })).headers.etag;
    await call('PUT', `/api/menus/${draftMenuId}`, { description: 'Still a draft' });
    const after = await t.app.inject({
      method: 'GET',
      url: optimizedUrl,
      headers: { ...headers, 'if-none-match': before as string },
    });
    expect(after.statusCode).toBe(304);
  });

  it("is open to staff and kiosk and never shows another location's menus", async () => {
    for (const role of ['staff', 'kiosk', 'member']) {
      const names = itemNames(await read(role));
      expect(names).toContain('Loose drink');
      expect(names).not.toContain('Foreign dish');
    }
    expect(itemNames(await read('kiosk', bed.otherLocationId))).toEqual(['Foreign dish']);
  });

  it('answers at a location that does not take orders, and refuses a location not granted', async () => {
    const location = await createLocationFixture(t.database.db);
    const fixture = await createUserFixture(t.database.db, {
      role: 'staff',
      locations: [location.id],
    });
    const user = await signIn(t, fixture.email, fixture.password);
    expect(await readPublishedMenus(t, user.headers())).toEqual([]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: optimizedUrl,
      headers: user.headers(bed.locationId),
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ code: string }>().code).toBe('tenant_not_recognized');
    const anonymous = await t.app.inject({ method: 'GET', url: optimizedUrl });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('large published menus', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let slug: string;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
    const description = 'A long description of a dish, written so that the menu grows. '.repeat(4);
    await createOrderableMenuFixture(t, bed.locationId, {
      items: Array.from({ length: 200 }, (_, index) => ({
        name: `Dish ${index + 1}`,
        description,
      })),
    });
    const [location] = await t.database.db
      .select({ slug: restaurants.slug })
      .from(restaurants)
      .where(eq(restaurants.id, bed.locationId));
    slug = location!.slug;
  });
  afterAll(() => t.close());

  it('answers gzip-compressed JSON in base64 that decodes to the same menus as the public file', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: optimizedUrl,
      headers: await bed.headers('staff'),
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{ isBase64Encoded: boolean; body: string }>();
    expect(answer.isBase64Encoded).toBe(true);
    const json = gunzipSync(Buffer.from(answer.body, 'base64')).toString('utf8');
    expect(Buffer.byteLength(json)).toBeGreaterThan(64 * 1024);
    const menus: PublishedMenu[] = ZPublishedMenu.array().parse(JSON.parse(json));
    expect(itemNames(menus)).toHaveLength(200);
    expect(itemNames(menus)[199]).toBe('Dish 200');

    const file = await t.app.inject({ method: 'GET', url: `/api/published-menus/${slug}.json` });
    expect(file.statusCode).toBe(200);
    const publicFile = JSON.parse(gunzipSync(file.rawPayload).toString('utf8')) as {
      menus: unknown[];
    };
    expect(publicFile.menus).toEqual(JSON.parse(json));
  });
});
