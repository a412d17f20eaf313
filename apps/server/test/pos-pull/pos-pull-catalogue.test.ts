import {
  latestMenuUpdate,
  type DeepMenu,
  type MenuSummary,
  type OptionGroup,
  type PosPullResult,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, posConnections } from '../../src/db/schema/index.ts';
import { changesOf } from '../helpers/catalogue-fixtures.ts';
import { createPosTestbed, type PosTestbed } from './pos-pull-testbed.ts';
import { bistroCatalogue } from './square-objects.ts';

/** `PUT /api/restaurants/upload-menu/{id}` against a Square catalogue served on loopback. */
describe('point-of-sale pull: the catalogue', () => {
  let bed: PosTestbed;
  const pulledMenu = async () => {
    const menus = (await bed.member('GET', '/api/menus/deep-get-menus')).json<DeepMenu[]>();
    return menus.find((menu) => menu.name === 'Square menu')!;
  };
  const groups = async () => (await bed.member('GET', '/api/options')).json<OptionGroup[]>();
  const itemNamed = (menu: DeepMenu, name: string) =>
    menu.sections.flatMap((section) => section.items).find((item) => item.name === name)!;

  beforeAll(async () => {
    bed = await createPosTestbed();
    bed.square.objects = bistroCatalogue();
  });
  afterAll(() => bed.close());

  it('creates the menu, its sections and items, and the modifier groups with their links', async () => {
    const run = await bed.pull();
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    const result = run.result as PosPullResult;
    expect(result).toMatchObject({
      provider: 'square',
      menu_created: true,
      sections: { created: 3, updated: 0, removed: 0 },
      items: { created: 4, updated: 0, removed: 0 },
      option_groups: { created: 2, updated: 0, removed: 0 },
      option_values: { created: 5, updated: 0, removed: 0 },
    });
    // Square sends 3 objects per page here: 11 top-level objects are 4 pages; progress counts them.
    expect(run).toMatchObject({ progress: 4, total: 4 });
    expect(bed.square.seen[0]!.headers).toMatchObject({
      authorization: `Bearer ${bed.square.token}`,
      'square-version': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
    });
    expect(bed.square.seen[0]!.query.get('types')).toBe('ITEM,CATEGORY,MODIFIER_LIST');

    const menu = await pulledMenu();
    expect(menu.id).toBe(result.menu_id);
    // A new pulled menu is a draft for staff to review; what is inside it is published.
    expect(menu.published).toBe(false);
    expect(menu.sections.map((s) => [s.name, s.published, s.items.map((i) => i.name)])).toEqual([
      ['Drinks', true, ['Lemonade']],
      ['Mains', true, ['Burger', 'Fish & Chips']],
      ['Other', true, ['Soup of the day']],
    ]);
    expect(menu.sections[2]!.localization).toEqual({ fr: { name: 'Autres' } });
    const burger = itemNamed(menu, 'Burger');
    expect(burger).toMatchObject({
      base_price: 14.5,
      default_price_name: 'Regular',
      price_options: [{ name: 'Double', price: 18.99 }],
      sku: 'BRG-R',
      published: true,
      description: '<p>Beef &amp; cheddar<br />on brioche</p>',
    });
    // The location's own price (Square location override), and sanitised HTML.
    expect(itemNamed(menu, 'Fish & Chips')).toMatchObject({
      base_price: 21,
      description: '<p>Haddock, <strong>beer</strong> batter</p>',
    });
    // Priced at the till in Square (variable price): 0, named after its variation.
    expect(itemNamed(menu, 'Soup of the day')).toMatchObject({
      base_price: 0,
      default_price_name: 'Bowl',
    });

    const all = await groups();
    const side = all.find((g) => g.name === 'Choice of side')!;
    const toppings = all.find((g) => g.name === 'Toppings')!;
    expect(side).toMatchObject({
      type: 'addons',
      allow_multiple_selection: false,
      required: true,
      limit: 1,
    });
    expect(side.values.map((v) => [v.name, v.price])).toEqual([
      ['Fries', 0],
      ['Salad', 1.5],
    ]);
    expect(toppings).toMatchObject({ allow_multiple_selection: true, required: false, limit: 2 });
    expect(toppings.values.map((v) => [v.name, v.price, v.product_id])).toEqual([
      ['Bacon', 2.5, 'MOD-BACON'],
      ['Cheddar', 2, 'MOD-CHEESE'],
      ['Fried egg', 1.99, 'MOD-EGG'],
    ]);
    expect(burger.options).toEqual([side.id, toppings.id]);
    expect(itemNamed(menu, 'Fish & Chips').options).toEqual([side.id]);

    const [change] = await changesOf(bed.t, bed.locationId, 'menu');
    expect(change).toMatchObject({ action: 'pos_pull', entity_id: menu.id });
    expect(change!.after).toEqual(result);
    const [connection] = await bed.t.database.db
      .select()
      .from(posConnections)
      .where(eq(posConnections.restaurant_id, bed.locationId));
    expect(connection!.last_pulled_at).not.toBeNull();
  });

  it('creates nothing new when pulled again, and still advances the latest update time', async () => {
    const before = await bed.snapshot();
    const listBefore = (await bed.member('GET', '/api/menus')).json<MenuSummary[]>();
    const run = await bed.pull();
    expect(run.status).toBe('succeeded');
    expect(run.result).toMatchObject({
      menu_created: false,
      sections: { created: 0, updated: 0, removed: 0 },
      items: { created: 0, updated: 0, removed: 0 },
      option_groups: { created: 0, updated: 0, removed: 0 },
      option_values: { created: 0, updated: 0, removed: 0 },
    });
    const listAfter = (await bed.member('GET', '/api/menus')).json<MenuSummary[]>();
    expect(latestMenuUpdate(listAfter)!).toBeGreaterThan(latestMenuUpdate(listBefore)!);
    const strip = (text: unknown) => String(text).replace(/"updated_at" ?: ?"[^"]+"/g, '');
    const after = await bed.snapshot();
    expect(strip(after.menus)).toBe(strip(before.menus));
    expect(after.options).toBe(before.options);
  });

  it('updates and removes what changed in Square, keeping what staff made and own', async () => {
    const menu = await pulledMenu();
    const [drinks, mains] = menu.sections;
    const burger = itemNamed(menu, 'Burger');
    const side = (await groups()).find((g) => g.name === 'Choice of side')!;
    const toppings = (await groups()).find((g) => g.name === 'Toppings')!;
    const bacon = toppings.values.find((v) => v.name === 'Bacon')!;
    const ok = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
      const res = await bed.member(method, url, body);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json<{ id: number }>();
    };
    // Staff's own work: texts in French, allergens, an image, calories of a price option, an
    // option's quantity, items and an option made by hand, a group of their own on the burger.
    await ok('PUT', `/api/menus/${menu.id}/sections/${mains!.id}/items/${burger.id}`, {
      allergens: ['Gluten', 'Dairy'],
      localization: { fr: { name: 'Hambourgeois' } },
      price_options: [
        { name: 'Double', price: 18.99, calories: 900, localization: { fr: { name: 'Double' } } },
      ],
    });
    // An image is uploaded through its own call; its stored reference stands for one here.
    await bed.t.database.db
      .update(items)
      .set({ image: '/api/uploads/0123456789abcdef0123456789abcdef.webp' })
      .where(eq(items.id, burger.id));
    await ok('POST', `/api/menus/${menu.id}/sections/${mains!.id}/items`, {
      name: 'House special',
    });
    await ok('POST', `/api/menus/${menu.id}/sections/${drinks!.id}/items`, { name: 'Iced tea' });
    const cutlery = await ok('POST', '/api/options', { name: 'Cutlery' });
    await ok(
      'POST',
      `/api/menus/${menu.id}/sections/${mains!.id}/items/${burger.id}/options/${cutlery.id}`,
      {},
    );
    await ok('PUT', `/api/options/${toppings.id}/values/${bacon.id}`, {
      max_quantity: 2,
      localization: { fr: { name: 'Bacon croustillant' } },
    });
    await ok('POST', `/api/options/${side.id}/values/bulk`, [{ name: 'Onion rings' }]);

    // Square: the burger is renamed and repriced, the fish moves to a new category, the soup
    // gets one, the lemonade and its category are gone, the burger takes one topping at most
    // (and no egg any more), and the side list is gone.
    const catalogue = bistroCatalogue().filter(
      (object) => !['ITEM-LEMONADE', 'CAT-DRINKS', 'LIST-SIDE'].includes(object.id),
    ) as { id: string; [key: string]: unknown }[];
    const data = <T>(id: string, key: string) =>
      catalogue.find((object) => object.id === id)![key] as T;
    type Variation = { item_variation_data: { price_money?: { amount: number } } };
    const burgerData = data<{
      name: string;
      description: string;
      variations: Variation[];
      modifier_list_info: { modifier_list_id: string; max_selected_modifiers: number }[];
    }>('ITEM-BURGER', 'item_data');
    burgerData.name = 'Classic Burger';
    burgerData.description = 'Now with house sauce';
    burgerData.variations[0]!.item_variation_data.price_money!.amount = 1550;
    burgerData.variations[1]!.item_variation_data.price_money!.amount = 1999;
    burgerData.modifier_list_info = [{ modifier_list_id: 'LIST-TOP', max_selected_modifiers: 1 }];
    data<{ modifier_list_info: unknown[] }>('ITEM-FISH', 'item_data').modifier_list_info = [];
    data<{ categories: unknown[] }>('ITEM-FISH', 'item_data').categories = [{ id: 'CAT-SEA' }];
    data<{ categories: unknown[] }>('ITEM-SOUP', 'item_data').categories = [
      { id: 'CAT-MAINS', ordinal: 9 },
    ];
    const toppingsData = data<{ modifiers: { id: string }[] }>('LIST-TOP', 'modifier_list_data');
    toppingsData.modifiers = toppingsData.modifiers.filter((m) => m.id !== 'MOD-EGG');
    catalogue.push({ type: 'CATEGORY', id: 'CAT-SEA', category_data: { name: 'Seafood' } });
    bed.square.objects = catalogue;

    const historyBefore = (await changesOf(bed.t, bed.locationId, 'menu')).length;
    const run = await bed.pull();
    expect(run.status, JSON.stringify(run.error)).toBe('succeeded');
    expect(run.result).toMatchObject({
      sections: { created: 1, updated: 0, removed: 1 },
      items: { created: 0, updated: 3, removed: 1 },
      option_groups: { created: 0, updated: 1, removed: 0 },
      option_values: { created: 0, updated: 0, removed: 3 },
    });

    const after = await pulledMenu();
    expect(after.sections.map((s) => [s.name, s.items.map((i) => i.name)])).toEqual([
      // The section Square dropped still holds an item staff added: it stays, as theirs.
      ['Drinks', ['Iced tea']],
      ['Mains', ['Classic Burger', 'House special', 'Soup of the day']],
      ['Seafood', ['Fish & Chips']],
    ]);
    const renamed = itemNamed(after, 'Classic Burger');
    expect(renamed).toMatchObject({
      id: burger.id,
      base_price: 15.5,
      description: '<p>Now with house sauce</p>',
      price_options: [
        { name: 'Double', price: 19.99, calories: 900, localization: { fr: { name: 'Double' } } },
      ],
      allergens: ['Gluten', 'Dairy'],
      image: '/api/uploads/0123456789abcdef0123456789abcdef.webp',
      localization: { fr: { name: 'Hambourgeois' } },
    });
    // Square's link to the side list is gone; staff's own group stays on the burger.
    expect(renamed.options).toEqual([toppings.id, cutlery.id]);

    const afterGroups = await groups();
    const keptSide = afterGroups.find((g) => g.id === side.id)!;
    expect(keptSide.values.map((v) => v.name)).toEqual(['Onion rings']);
    const newToppings = afterGroups.find((g) => g.id === toppings.id)!;
    expect(newToppings).toMatchObject({ allow_multiple_selection: false, limit: 1 });
    expect(newToppings.values.map((v) => v.name)).toEqual(['Bacon', 'Cheddar']);
    // Fitted to the group's new maximum, its French name kept.
    expect(newToppings.values[0]).toMatchObject({
      max_quantity: 1,
      localization: { fr: { name: 'Bacon croustillant' } },
    });
    expect((await changesOf(bed.t, bed.locationId, 'menu')).length).toBe(historyBefore + 1);

    // Handed over to staff: the next pulls leave the section and the group alone.
    const again = await bed.pull();
    expect(again.result).toMatchObject({
      sections: { created: 0, updated: 0, removed: 0 },
      option_groups: { created: 0, updated: 0, removed: 0 },
    });
    expect((await groups()).find((g) => g.id === side.id)).toBeDefined();
  });

  it("brings back a pulled section staff moved to another menu, with staff's own items in it", async () => {
    const menu = await pulledMenu();
    const mains = menu.sections.find((s) => s.name === 'Mains')!;
    const other = (await bed.member('POST', '/api/menus', { name: 'Staff menu' })).json<{
      id: number;
    }>();
    const own = await bed.member('POST', `/api/menus/${menu.id}/sections/${mains.id}/items`, {
      name: 'Staff pie',
    });
    expect(own.statusCode, own.body).toBe(201);
    const moved = await bed.member('POST', '/api/menus/move', {
      type: 'section',
      id: mains.id,
      menu_id: other.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    expect((await bed.pull()).status).toBe('succeeded');
    const after = await pulledMenu();
    const back = after.sections.find((s) => s.id === mains.id)!;
    expect(back.items.map((i) => i.name)).toContain('Staff pie');
    // Every item of the section belongs to the section's menu, staff's own too.
    const [pie] = await bed.t.database.db
      .select({ menu_id: items.menu_id })
      .from(items)
      .where(eq(items.id, own.json<{ id: number }>().id));
    expect(pie!.menu_id).toBe(menu.id);
    const staffMenu = (
      await bed.member('GET', `/api/menus/deep-get-menu/${other.id}`)
    ).json<DeepMenu>();
    expect(staffMenu.sections).toEqual([]);
    expect(staffMenu.items).toEqual([]);
  });
});
