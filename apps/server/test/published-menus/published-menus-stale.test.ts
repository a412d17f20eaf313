import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, publishedMenuSnapshots } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { markPublishedMenusStale } from '../../src/catalogue/published-menus-stale.repository.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { itemNames, readPublishedMenus } from './published-menus-api.ts';

type Method = 'POST' | 'PUT' | 'DELETE';

describe('the published-menus snapshot is marked stale by every catalogue change', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
  });
  afterAll(() => t.close());

  async function isStale(): Promise<boolean> {
    const [row] = await t.database.db
      .select({ stale: publishedMenuSnapshots.stale })
      .from(publishedMenuSnapshots)
      .where(eq(publishedMenuSnapshots.restaurant_id, bed.locationId));
    return row?.stale ?? true;
  }

  /** Reads (so the snapshot is fresh), makes the change, and expects the snapshot stale. */
  async function change<T = { id: number }>(
    method: Method,
    url: string,
    payload?: unknown,
  ): Promise<T> {
    await readPublishedMenus(t, await bed.headers('staff'));
    expect(await isStale()).toBe(false);
    const res = await t.app.inject({
      method,
      url,
      headers: await bed.headers('manager'),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    expect(await isStale(), `${method} ${url}`).toBe(true);
    return (res.body ? res.json() : undefined) as T;
  }

  it('marks it on menus, availability, sections, items, moves and reorders', async () => {
    const week = [{ day_of_week: 1, start_time: '08:00', end_time: '12:00' }];
    const menu = await change('POST', '/api/menus', { name: 'Breakfast', published: true });
    const other = await change('POST', '/api/menus', { name: 'Brunch' });
    await change('PUT', `/api/menus/${menu.id}`, { name: 'Morning' });
    await change('POST', `/api/menus/${menu.id}/availability`, week);
    await change('POST', `/api/menus/${menu.id}/availability/copy`, {
      availability: week,
      menuIds: [other.id],
    });
    const section = await change('POST', `/api/menus/${menu.id}/sections`, {
      name: 'Eggs',
      published: true,
    });
    await change('PUT', `/api/menus/${menu.id}/sections/${section.id}`, { name: 'Egg dishes' });
    const sectionItems = `/api/menus/${menu.id}/sections/${section.id}/items`;
    const item = await change('POST', sectionItems, { name: 'Omelette', published: true });
    await change('PUT', `${sectionItems}/${item.id}`, { base_price: 9 });
    const copy = await change('POST', `${sectionItems}/${item.id}/duplicate`);
    await change('POST', `/api/menus/${menu.id}/sections/${section.id}/duplicate`);
    await change('POST', `/api/menus/${menu.id}/duplicate`);
    await change('POST', '/api/menus/move', {
      type: 'item',
      id: copy.id,
      menu_id: other.id,
      section_id: null,
    });
    await change('POST', '/api/menus/reorder', { type: 'menu', ids: [other.id, menu.id] });
    await change('DELETE', `/api/menus/${other.id}/items/${copy.id}`);
    await change('DELETE', `/api/menus/${menu.id}/sections/${section.id}`);
    await change('DELETE', `/api/menus/${other.id}`);
  });

  it('marks it on modifier groups, their options, item links and menu groups', async () => {
    const menu = await change('POST', '/api/menus', { name: 'Lunch', published: true });
    const item = await change('POST', `/api/menus/${menu.id}/items`, {
      name: 'Soup',
      published: true,
    });
    const group = await change<{ id: number; values: { id: number }[] }>('POST', '/api/options', {
      name: 'Bread',
      values: [{ name: 'Rye' }],
    });
    await change('PUT', `/api/options/${group.id}`, { name: 'Breads' });
    await change('POST', `/api/options/${group.id}/values/bulk`, [{ name: 'Sourdough' }]);
    await change('PUT', `/api/options/${group.id}/values/${group.values[0]!.id}`, {
      name: 'Dark rye',
    });
    await change('DELETE', `/api/options/${group.id}/values/${group.values[0]!.id}`);
    const copy = await change('POST', `/api/options/${group.id}/duplicate`);
    const link = `/api/menus/${menu.id}/items/${item.id}/options/${group.id}`;
    await change('POST', link);
    await change('DELETE', link);
    await change('DELETE', `/api/options/${copy.id}`);
    const menuGroup = await change('POST', '/api/menu-groups', {
      name: 'Daytime',
      menus: [menu.id],
    });
    await change('PUT', `/api/menu-groups/${menuGroup.id}`, { name: 'Day' });
    await change('DELETE', `/api/menu-groups/${menuGroup.id}`);
  });
});

describe('a rebuild racing a catalogue change', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let itemId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
    const menu = await createOrderableMenuFixture(t, bed.locationId, { items: [{ name: 'Tea' }] });
    itemId = menu.items[0]!.id;
  });
  afterAll(() => t.close());

  it('never keeps a snapshot without a change that was in flight while it was built', async () => {
    const headers = await bed.headers('staff');
    expect(itemNames(await readPublishedMenus(t, headers))).toEqual(['Tea']);

    // Stale already (a change committed earlier), so the racing read rebuilds.
    await withTenant(t.database.db, bed.locationId, (tx) =>
      markPublishedMenusStale(tx, bed.locationId),
    );

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let marked!: () => void;
    const markedOnce = new Promise<void>((resolve) => (marked = resolve));
    // A catalogue change that has written and marked, but not yet committed.
    const change = withTenant(t.database.db, bed.locationId, async (tx) => {
      await tx.update(items).set({ name: 'Green tea' }).where(eq(items.id, itemId));
      await markPublishedMenusStale(tx, bed.locationId);
      marked();
      await gate;
    });
    await markedOnce;
    const racingRead = readPublishedMenus(t, headers);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await change;
    // The read waited for the change (or ran before it committed and left the mark in place).
    await racingRead;
    expect(itemNames(await readPublishedMenus(t, headers))).toEqual(['Green tea']);
  });
});
