import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZDeepMenu,
  ZMenuGroup,
  ZOptionGroup,
  ZPriceSchedule,
  fitOptionsToLimit,
  itemPriceAt,
} from '@app/domain';
import {
  itemOptionGroups,
  items,
  menuAvailability,
  menuGroups,
  menus,
  optionGroups,
  optionValues,
  sections,
} from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { signIn } from '../helpers/sign-in.ts';

/** What the demo catalogue gives every catalogue screen to show (DESIGN §9, issue 3). */
describe('demo catalogue', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;

  async function menuNamed(restaurantId: number, name: string) {
    const [menu] = await db()
      .select()
      .from(menus)
      .where(and(eq(menus.restaurant_id, restaurantId), eq(menus.name, name)));
    if (!menu) throw new Error(`no menu ${name}`);
    return menu;
  }

  it('names every menu and section in French, with French descriptions on menus', async () => {
    const allMenus = await db().select().from(menus);
    for (const menu of allMenus) {
      expect(menu.localization.fr?.name, menu.name).toBeTruthy();
      expect(menu.localization.fr?.description, menu.name).toBeTruthy();
    }
    const allSections = await db().select().from(sections);
    for (const section of allSections) expect(section.localization.fr?.name).toBeTruthy();
    const allItems = await db().select().from(items);
    const inFrench = allItems.filter((item) => item.localization.fr?.name);
    expect(inFrench.length / allItems.length).toBeGreaterThan(0.9);
    const [bigMac] = allItems.filter((i) => i.name === 'Big Mac');
    expect(bigMac!.localization.fr?.description).toContain('sésame');
  });

  it('groups the bistro menus into Daytime (breakfast and lunch) and Evening', async () => {
    const groups = await db()
      .select()
      .from(menuGroups)
      .where(eq(menuGroups.restaurant_id, ids.bistro))
      .orderBy(asc(menuGroups.order));
    expect(groups.map((g) => [g.name, g.localization.fr?.name])).toEqual([
      ['Daytime', 'Journée'],
      ['Evening', 'Soirée'],
    ]);
    const bistroMenus = await db().select().from(menus).where(eq(menus.restaurant_id, ids.bistro));
    const inGroup = (groupId: number) =>
      bistroMenus.filter((m) => m.menu_group_id === groupId).map((m) => m.name);
    expect(inGroup(groups[0]!.id).sort()).toEqual(['Breakfast', 'Lunch Specials']);
    expect(inGroup(groups[1]!.id)).toEqual(['Late Night Specials']);
    expect(bistroMenus.find((m) => m.name === 'All Day Menu')!.menu_group_id).toBeNull();
  });

  it('has menus with and without sections, a draft menu and a draft item', async () => {
    const breakfast = await menuNamed(ids.bistro, 'Breakfast');
    expect(breakfast.allow_sections).toBe(false);
    const breakfastItems = await db().select().from(items).where(eq(items.menu_id, breakfast.id));
    expect(breakfastItems.length).toBeGreaterThan(0);
    expect(breakfastItems.every((item) => item.section_id === null)).toBe(true);
    const lunch = await menuNamed(ids.bistro, 'Lunch Specials');
    expect(lunch.allow_sections).toBe(true);
    const lunchItems = await db().select().from(items).where(eq(items.menu_id, lunch.id));
    expect(lunchItems.every((item) => item.section_id !== null)).toBe(true);
    expect(await menuNamed(ids.bistro, 'Late Night Specials')).toMatchObject({
      published: false,
      published_at: null,
    });
    const [poutine] = await db().select().from(items).where(eq(items.name, 'Poutine'));
    expect(poutine).toMatchObject({ published: false, published_at: null });
  });

  it('opens menus on per-day hours and one the same hours all week', async () => {
    const hoursOf = async (restaurantId: number, name: string) => {
      const menu = await menuNamed(restaurantId, name);
      const rows = await db()
        .select()
        .from(menuAvailability)
        .where(eq(menuAvailability.menu_id, menu.id))
        .orderBy(asc(menuAvailability.day_of_week));
      return rows.map(
        (r) => `${r.day_of_week} ${r.start_time.slice(0, 5)}-${r.end_time.slice(0, 5)}`,
      );
    };
    expect(await hoursOf(ids.bistro, 'All Day Menu')).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((day) => `${day} 11:00-22:00`),
    );
    expect(await hoursOf(ids.bistro, 'Breakfast')).toEqual([
      ...[1, 2, 3, 4, 5].map((day) => `${day} 06:00-11:00`),
      '6 07:00-12:00',
      '7 07:00-12:00',
    ]);
    expect(await hoursOf(ids.school, 'Staff Room')).toContain('5 07:30-13:00');
    // Late night runs past midnight: Friday and Saturday 22:00 to 02:00 the next day.
    expect(await hoursOf(ids.bistro, 'Late Night Specials')).toEqual([
      '5 22:00-02:00',
      '6 22:00-02:00',
    ]);
  });

  it('prices the craft lager by its schedule: happy hour on weekdays, closed late', async () => {
    const [lager] = await db()
      .select()
      .from(items)
      .where(eq(items.name, 'Ontario Craft Lager (Pint)'));
    const item = {
      base_price: lager!.base_price,
      price_schedule: ZPriceSchedule.parse(lager!.price_schedule),
      additional_prices: lager!.additional_prices,
    };
    // 2025-06-04 is a Wednesday; Toronto is UTC−4 in June.
    expect(itemPriceAt(item, '2025-06-04T19:30:00Z')).toEqual({ available: true, price: 5.5 });
    expect(itemPriceAt(item, '2025-06-04T21:00:00Z')).toEqual({ available: true, price: 7.75 });
    expect(itemPriceAt(item, '2025-06-05T01:30:00Z')).toEqual({ available: false });
    expect(itemPriceAt(item, '2025-06-04T13:00:00Z')).toEqual({ available: false });
    // Saturday afternoon: no happy hour.
    expect(itemPriceAt(item, '2025-06-07T19:30:00Z')).toEqual({ available: true, price: 7.75 });
    expect(lager).toMatchObject({
      alcoholic_beverage: true,
      tax_rebate_eligibility: 'not_eligible',
      accounting_category: '4300 Beer & wine',
      allergens: ['Gluten', 'Alcohol'],
    });
  });

  it('fills the item editor: allergens, diets, price options, ingredients, recipe, accounting', async () => {
    const [bigMac] = await db().select().from(items).where(eq(items.name, 'Big Mac'));
    expect(bigMac).toMatchObject({ recipe_number: 'R-1001', accounting_category: '4100 Food' });
    expect(bigMac!.allergens).toContain('Sesame');
    expect(bigMac!.ingredients.length).toBeGreaterThan(2);
    expect(bigMac!.ingredients.every((i) => typeof i.calories === 'number')).toBe(true);
    const [coke] = await db().select().from(items).where(eq(items.name, 'Coca-Cola'));
    expect(coke!.price_options).toEqual([
      { name: 'Small', price: 2.29, calories: 150, localization: { fr: { name: 'Petit' } } },
      { name: 'Medium', price: 2.79, calories: 220, localization: { fr: { name: 'Moyen' } } },
      { name: 'Large', price: 3.29, calories: 290, localization: { fr: { name: 'Grand' } } },
    ]);
    const withDiets = await db().select({ diets: items.diets }).from(items);
    expect(new Set(withDiets.flatMap((i) => i.diets))).toEqual(
      new Set(['Vegan', 'Vegetarian', 'Pescatarian']),
    );
  });

  it('offers pricing and add-on groups whose options already respect their maximum', async () => {
    const groups = await db().select().from(optionGroups);
    expect(groups.filter((g) => g.type === 'pricing').length).toBeGreaterThanOrEqual(2);
    expect(
      groups.filter((g) => g.type === 'addons' && g.restaurant_id === ids.bistro).length,
    ).toBeGreaterThanOrEqual(3);
    const values = await db().select().from(optionValues).orderBy(asc(optionValues.order));
    for (const group of groups) {
      const own = values.filter((v) => v.option_group_id === group.id);
      expect(own.length, group.name).toBeGreaterThan(0);
      expect(fitOptionsToLimit(own, group), group.name).toEqual(own);
    }
    expect(values.some((v) => v.default_selection && (v.quantity ?? 0) > 0)).toBe(true);
    expect(values.some((v) => v.max_quantity > 1)).toBe(true);
    const [size] = groups.filter((g) => g.restaurant_id === ids.bistro && g.type === 'pricing');
    const [coffee] = await db().select().from(items).where(eq(items.name, 'Premium Roast Coffee'));
    const links = await db()
      .select()
      .from(itemOptionGroups)
      .where(eq(itemOptionGroups.item_id, coffee!.id))
      .orderBy(asc(itemOptionGroups.order));
    expect(links[0]!.option_group_id).toBe(size!.id);
    expect(links).toHaveLength(2);
  });

  it('reads back through the catalogue API as the shared contract, at every location', async () => {
    const admin = await signIn(t, 'admin@demo.test');
    for (const tenant of Object.values(ids)) {
      const get = async (url: string) =>
        (
          await t.app.inject({ method: 'GET', url, headers: admin.headers(tenant) })
        ).json<unknown>();
      expect(
        z.array(ZDeepMenu).parse(await get('/api/menus/deep-get-menus')).length,
      ).toBeGreaterThan(1);
      expect(z.array(ZOptionGroup).parse(await get('/api/options')).length).toBeGreaterThan(1);
      z.array(ZMenuGroup).parse(await get('/api/menu-groups'));
    }
  });
});
