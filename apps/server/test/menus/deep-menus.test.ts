import { ZDeepMenu, ZItem, ZSectionWithItems, type DeepMenu } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/menu-api.ts';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const sorted = (keys: string[]) => [...keys].sort();

/** Every key of the schema is there and nothing else (zod alone would strip extra keys). */
function expectExactKeys(value: object, schema: { shape: object }) {
  expect(sorted(Object.keys(value))).toEqual(sorted(Object.keys(schema.shape)));
}

describe('deep menu reads', () => {
  let t: TestApp;
  let manager: SignedIn;
  let bistro: number;
  beforeAll(async () => {
    t = await buildTestApp();
    bistro = (await demoLocationIds(t)).bistro;
    manager = await signIn(t, 'manager@demo.test');
  });
  afterAll(() => t.close());

  it('answers every menu with its sections and items, in the exact shape of ZDeepMenu', async () => {
    const res = await call(t, manager, 'GET', '/api/menus/deep-get-menus', { tenant: bistro });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const menus = res.json<unknown[]>();
    expect(menus.length).toBeGreaterThan(0);
    for (const raw of menus) {
      const menu = ZDeepMenu.parse(raw);
      expectExactKeys(raw as object, ZDeepMenu);
      expect(menu.updated_at).toMatch(ISO_UTC);
      if (menu.published_at !== null) expect(menu.published_at).toMatch(ISO_UTC);
      for (const entry of menu.availability) {
        expect(entry.start_time).toMatch(/^\d{2}:\d{2}$/);
        expect(entry.end_time).toMatch(/^\d{2}:\d{2}$/);
      }
      for (const section of menu.sections) expectExactKeys(section, ZSectionWithItems);
      const items = [...menu.items, ...menu.sections.flatMap((section) => section.items)];
      for (const item of items) {
        expectExactKeys(item, ZItem);
        expect(typeof item.base_price).toBe('number');
        expect(item.updated_at).toMatch(ISO_UTC);
      }
    }
    // Money is written as a number without trailing zeros, not as "4.50".
    expect(res.body).not.toMatch(/"(base_price|price)":\s*"/);
    expect(res.body).not.toMatch(/"base_price":\s*\d+\.\d0[,}]/);
  });

  it('orders menus, sections and items by (order, id), and lists linked modifier groups', async () => {
    const menus = (
      await call(t, manager, 'GET', '/api/menus/deep-get-menus', { tenant: bistro })
    ).json<DeepMenu[]>();
    const isOrdered = (list: { order: number; id: number }[]) =>
      list.every(
        (entry, index) =>
          index === 0 ||
          list[index - 1]!.order < entry.order ||
          (list[index - 1]!.order === entry.order && list[index - 1]!.id < entry.id),
      );
    expect(isOrdered(menus)).toBe(true);
    for (const menu of menus) {
      expect(isOrdered(menu.sections)).toBe(true);
      expect(isOrdered(menu.items)).toBe(true);
      for (const section of menu.sections) expect(isOrdered(section.items)).toBe(true);
    }
    const allItems = menus.flatMap((menu) => [
      ...menu.items,
      ...menu.sections.flatMap((section) => section.items),
    ]);
    expect(allItems.some((item) => item.options.length > 0)).toBe(true);
  });

  it('answers one menu by id like the list does, and 404 for another location’s menu', async () => {
    const menus = (
      await call(t, manager, 'GET', '/api/menus/deep-get-menus', { tenant: bistro })
    ).json<DeepMenu[]>();
    const one = await call(t, manager, 'GET', `/api/menus/deep-get-menu/${menus[0]!.id}`, {
      tenant: bistro,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(menus[0]);

    const school = (await demoLocationIds(t)).school;
    const schoolMenus = (
      await call(t, manager, 'GET', '/api/menus/deep-get-menus', { tenant: school })
    ).json<DeepMenu[]>();
    const foreign = await call(
      t,
      manager,
      'GET',
      `/api/menus/deep-get-menu/${schoolMenus[0]!.id}`,
      { tenant: bistro },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers the sections of a menu with their items', async () => {
    const menus = (
      await call(t, manager, 'GET', '/api/menus/deep-get-menus', { tenant: bistro })
    ).json<DeepMenu[]>();
    const withSections = menus.find((menu) => menu.sections.length > 0)!;
    const res = await call(
      t,
      manager,
      'GET',
      `/api/menus/${withSections.id}/sections/deep-get-sections`,
      { tenant: bistro },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(withSections.sections);
    const list = await call(t, manager, 'GET', '/api/menus', { tenant: bistro });
    expect(list.statusCode, list.body).toBe(200);
    const summary = list.json<{ id: number; section_count: number; item_count: number }[]>();
    const counted = summary.find((menu) => menu.id === withSections.id)!;
    expect(counted.section_count).toBe(withSections.sections.length);
    expect(counted.item_count).toBe(
      withSections.items.length +
        withSections.sections.reduce((sum, section) => sum + section.items.length, 0),
    );
  });

  it('documents the shape of the deep reads in OpenAPI although it sends PostgreSQL’s text', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const spec = docs.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const deep = JSON.stringify(spec.paths['/api/menus/deep-get-menus']?.get?.responses['200']);
    expect(deep).toContain('allow_sections');
    expect(deep).toContain('price_schedule');
    expect(
      spec.paths['/api/menus/{menuId}/sections/{sectionId}/items/{itemId}/duplicate'],
    ).toBeDefined();
  });
});
