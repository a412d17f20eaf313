import { ZItem, type DeepMenu, type Item, type Menu, type Section } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, optionGroups } from '../../src/db/schema/index.ts';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, catalogueChanges, emptyLocation } from '../helpers/menu-api.ts';

const schedule = Array.from({ length: 7 }, (_, day) => (day === 0 ? 'x' : 'A').repeat(96));

const fullItem = {
  name: 'Poutine',
  description: '<p>Fries, <strong>curds</strong></p><iframe>bad</iframe>',
  ingredients: [{ name: 'Fries', calories: 300.4 }, { name: 'Curds' }],
  nutritional_sheet_url: 'https://example.test/poutine.pdf',
  slug: 'poutine',
  sku: 'P-1',
  category: 'Mains',
  calories: 740.6,
  base_price: '9,99',
  price: 10.555,
  price_unit: 'each',
  price_type: 'fixed',
  includes: 'Gravy',
  allergens: ['Dairy', 'Gluten'],
  diets: ['Vegetarian'],
  is_hidden: true,
  sold_out: true,
  featured_item: true,
  upsell_item: true,
  meal_package: true,
  auto_restock: 'next_business_day',
  alcoholic_beverage: true,
  additional_prices: { A: '11,5' },
  price_schedule: schedule,
  tax_rebate_eligibility: 'eligible_with_qualification',
  tax_rate: 'HST',
  promos: [{ code: 'SUMMER' }],
  localization: { fr: { name: 'Poutine FR', description: '<b>Frites</b><script>x</script>' } },
  default_price_name: 'Regular size',
  price_options: [{ name: 'Large', price: '0', calories: 900 }],
  recipe_number: 'R-12',
  accounting_category: 'Food',
  published: true,
};

describe('sections and items', () => {
  let t: TestApp;
  let user: SignedIn;
  let locationId: number;
  let menuId: number;
  let groupIds: number[];
  beforeAll(async () => {
    t = await buildTestApp();
    ({ user, locationId } = await emptyLocation(t));
    menuId = (await call(t, user, 'POST', '/api/menus', { body: { name: 'Main' } })).json<Menu>()
      .id;
    const groups = await t.database.db
      .insert(optionGroups)
      .values([
        { restaurant_id: locationId, name: 'Sauces' },
        { restaurant_id: locationId, name: 'Sides' },
      ])
      .returning({ id: optionGroups.id });
    groupIds = groups.map((group) => group.id);
  });
  afterAll(() => t.close());

  const deep = async () =>
    (await call(t, user, 'GET', `/api/menus/deep-get-menu/${menuId}`)).json<DeepMenu>();

  it('creates an item with every field, normalised, equal to its deep read', async () => {
    const res = await call(t, user, 'POST', `/api/menus/${menuId}/items`, {
      body: { ...fullItem, options: [groupIds[1], groupIds[0]] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = ZItem.parse(res.json());
    expect(item).toMatchObject({
      menu_id: menuId,
      section_id: null,
      description: '<p>Fries, <strong>curds</strong></p>',
      ingredients: [{ name: 'Fries', calories: 300 }, { name: 'Curds' }],
      calories: 741,
      base_price: 9.99,
      price: 10.56,
      additional_prices: { A: 11.5 },
      price_schedule: schedule,
      allergens: ['Dairy', 'Gluten'],
      diets: ['Vegetarian'],
      auto_restock: 'next_business_day',
      tax_rebate_eligibility: 'eligible_with_qualification',
      localization: { fr: { name: 'Poutine FR', description: '<b>Frites</b>' } },
      price_options: [{ name: 'Large', price: 0, calories: 900 }],
      promos: [{ code: 'SUMMER' }],
      published: true,
      options: [groupIds[1], groupIds[0]],
    });
    expect(item.published_at).not.toBeNull();
    expect((await deep()).items).toContainEqual(item);
    const listed = await call(t, user, 'GET', `/api/menus/${menuId}/items`);
    expect(listed.json()).toContainEqual(item);
  });

  it('gives an item the defaults of the spec', async () => {
    const item = (
      await call(t, user, 'POST', `/api/menus/${menuId}/items`, { body: { name: 'Plain' } })
    ).json<Item>();
    expect(item).toMatchObject({
      base_price: 0,
      price: null,
      default_price_name: 'Regular',
      tax_rebate_eligibility: 'eligible',
      auto_restock: 'disabled',
      allergens: [],
      options: [],
      published: false,
      published_at: null,
    });
  });

  it('replaces option links on update, and refuses a group of nowhere without changing anything', async () => {
    const item = (
      await call(t, user, 'POST', `/api/menus/${menuId}/items`, {
        body: { name: 'Linked', options: [groupIds[0]] },
      })
    ).json<Item>();
    const updated = await call(t, user, 'PUT', `/api/menus/${menuId}/items/${item.id}`, {
      body: { options: [groupIds[1]], name: 'Linked 2' },
    });
    expect(updated.json()).toMatchObject({ options: [groupIds[1]], name: 'Linked 2' });
    const refused = await call(t, user, 'PUT', `/api/menus/${menuId}/items/${item.id}`, {
      body: { options: [groupIds[0], 99999999], name: 'Never' },
    });
    expect(refused.statusCode).toBe(404);
    const after = (await deep()).items.find((other) => other.id === item.id);
    expect(after).toMatchObject({ options: [groupIds[1]], name: 'Linked 2' });
  });

  it('validates item fields in both languages', async () => {
    const en = await call(t, user, 'POST', `/api/menus/${menuId}/items`, {
      body: { base_price: 'abc' },
    });
    expect(en.json()).toMatchObject({
      fields: { name: 'This field is required.', base_price: 'Must be a number.' },
    });
    const fr = await call(t, user, 'POST', `/api/menus/${menuId}/items`, {
      body: { name: '' },
      locale: 'fr-CA',
    });
    expect(fr.json()).toMatchObject({ fields: { name: 'Ce champ est requis.' } });
  });

  it('manages sections and their items under the section paths', async () => {
    const res = await call(t, user, 'POST', `/api/menus/${menuId}/sections`, {
      body: {
        name: 'Starters',
        description: '<p>Small <em>plates</em></p><style>x</style>',
        price: '3.333',
        type: 'list',
        slug: 'starters',
        localization: { fr: { name: 'Entrées' } },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const section = res.json<Section>();
    expect(section).toMatchObject({
      menu_id: menuId,
      name: 'Starters',
      description: '<p>Small <em>plates</em></p>',
      price: 3.33,
      type: 'list',
      published: false,
      published_at: null,
    });
    const second = (
      await call(t, user, 'POST', `/api/menus/${menuId}/sections`, { body: { name: 'Mains' } })
    ).json<Section>();
    expect(second.order).toBe(section.order + 1);

    const base = `/api/menus/${menuId}/sections/${section.id}/items`;
    const item = (await call(t, user, 'POST', base, { body: { name: 'Soup' } })).json<Item>();
    expect(item).toMatchObject({ menu_id: menuId, section_id: section.id, order: 0 });
    const next = (await call(t, user, 'POST', base, { body: { name: 'Salad' } })).json<Item>();
    expect(next.order).toBe(1);
    expect((await call(t, user, 'GET', base)).json<Item[]>().map((i) => i.name)).toEqual([
      'Soup',
      'Salad',
    ]);
    // A section item is not reachable through the paths of items outside sections.
    expect(
      (await call(t, user, 'PUT', `/api/menus/${menuId}/items/${item.id}`, { body: {} }))
        .statusCode,
    ).toBe(404);
    const updated = await call(t, user, 'PUT', `${base}/${item.id}`, {
      body: { name: 'Soup of the day', published: true },
    });
    expect(updated.json()).toMatchObject({ name: 'Soup of the day', published: true });

    const published = await call(t, user, 'PUT', `/api/menus/${menuId}/sections/${section.id}`, {
      body: { published: true },
    });
    expect(published.json<Section>().published_at).not.toBeNull();
    const sections = (
      await call(t, user, 'GET', `/api/menus/${menuId}/sections/deep-get-sections`)
    ).json<(Section & { items: Item[] })[]>();
    const { items: sectionItems, ...sectionOnly } = sections.find((s) => s.id === section.id)!;
    expect(sectionOnly).toEqual(published.json());
    expect(sectionItems.map((i) => i.name)).toEqual(['Soup of the day', 'Salad']);

    expect((await call(t, user, 'DELETE', `${base}/${next.id}`)).statusCode).toBe(204);
    expect(
      (await call(t, user, 'DELETE', `/api/menus/${menuId}/sections/${section.id}`)).statusCode,
    ).toBe(204);
    expect((await call(t, user, 'GET', base)).statusCode).toBe(404);
    const sectionChanges = await catalogueChanges(t, locationId, 'section');
    expect(sectionChanges.map((change) => change.action)).toEqual(
      expect.arrayContaining(['create', 'update', 'delete']),
    );
    const itemChanges = await catalogueChanges(t, locationId, 'item');
    expect(itemChanges[0]).toMatchObject({ action: 'delete', entity_id: next.id, after: null });
  });

  it('answers 404 for a section of another menu', async () => {
    const other = (
      await call(t, user, 'POST', '/api/menus', { body: { name: 'Other' } })
    ).json<Menu>();
    const section = (
      await call(t, user, 'POST', `/api/menus/${other.id}/sections`, { body: { name: 'S' } })
    ).json<Section>();
    const res = await call(t, user, 'POST', `/api/menus/${menuId}/sections/${section.id}/items`, {
      body: { name: 'Lost' },
    });
    expect(res.statusCode).toBe(404);
    const rows = await t.database.db.select().from(items).where(eq(items.name, 'Lost'));
    expect(rows).toHaveLength(0);
  });
});
