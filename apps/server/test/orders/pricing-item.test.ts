import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createOptionGroupFixture,
  createOrderableMenuFixture,
  createOrderingTestbed,
  linkOptionGroupsFixture,
  postJson,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';

interface PricedItem {
  item: {
    id: number;
    name: string;
    orderPrice: number;
    section_id: number | null;
    orderOptions: {
      group_id: number;
      value_id: number;
      quantity: number;
      name?: string;
      price?: number;
    }[];
  };
  removed: { group_id: number; value_id: number; quantity: number }[];
}

/** `POST /api/orders/item`: one line fitted to its groups and priced, for the item viewer. */
describe('POST /api/orders/item', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let menuId: number;
  let sectionId: number;
  let pizza: number;
  let unpublished: number;
  let size: { id: number; small: number; large: number };
  let toppings: { id: number; olives: number; ham: number };
  let elsewhere: { menuId: number; itemId: number };

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      items: [
        {
          name: 'Pizza',
          base_price: 9,
          price_options: [{ name: 'Family', price: 20 }],
        },
        { name: 'Draft', base_price: 3, published: false },
      ],
    });
    menuId = menu.menu.id;
    sectionId = menu.section!.id;
    [pizza, unpublished] = menu.items.map((item) => item.id) as [number, number];
    const sizes = await createOptionGroupFixture(t, bed.locationId, {
      name: 'Size',
      required: true,
      limit: 1,
      values: [
        { name: 'Small', price: 0 },
        { name: 'Large', price: 3 },
      ],
    });
    size = { id: sizes.group.id, small: sizes.values[0]!.id, large: sizes.values[1]!.id };
    const tops = await createOptionGroupFixture(t, bed.locationId, {
      name: 'Toppings',
      allow_multiple_selection: true,
      limit: 3,
      values: [
        { name: 'Olives', price: 0.75, max_quantity: 2 },
        { name: 'Ham', price: 1.25, max_quantity: 3 },
      ],
    });
    toppings = { id: tops.group.id, olives: tops.values[0]!.id, ham: tops.values[1]!.id };
    await linkOptionGroupsFixture(t, bed.locationId, pizza, [size.id, toppings.id]);
    const foreign = await createOrderableMenuFixture(t, bed.otherLocationId, {
      items: [{ name: 'Foreign', base_price: 1 }],
    });
    elsewhere = { menuId: foreign.menu.id, itemId: foreign.items[0]!.id };
  });
  afterAll(() => t.close());

  const priceItem = async (item: Record<string, unknown>, locale?: 'en-CA' | 'fr-CA') =>
    postJson(t, await bed.headers('staff'), '/api/orders/item', { type: 'take_out', item }, locale);

  it('prices a line with its options, names them, and fills the section', async () => {
    const res = await priceItem({
      id: pizza,
      menu_id: menuId,
      quantity: 2,
      orderOptions: [
        { group_id: size.id, value_id: size.large },
        { group_id: toppings.id, value_id: toppings.ham, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PricedItem>();
    // (9.00 + 3.00 + 2 × 1.25) × 2 = 29.00
    expect(body.item).toMatchObject({ name: 'Pizza', orderPrice: 29, section_id: sectionId });
    expect(body.item.orderOptions).toEqual([
      expect.objectContaining({ value_id: size.large, name: 'Large', price: 3 }),
      expect.objectContaining({ value_id: toppings.ham, name: 'Ham', price: 1.25, quantity: 2 }),
    ]);
    expect(body.removed).toEqual([]);
  });

  it('uses the price option chosen', async () => {
    const res = await priceItem({
      id: pizza,
      menu_id: menuId,
      price_option: 'Family',
      orderOptions: [{ group_id: size.id, value_id: size.small }],
    });
    expect(res.json<PricedItem>().item.orderPrice).toBe(20);

    const unknown = await priceItem({
      id: pizza,
      menu_id: menuId,
      price_option: 'Party',
      orderOptions: [{ group_id: size.id, value_id: size.small }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'price_option_unknown',
      message: 'The price option Party of Pizza does not exist.',
    });
  });

  it('cuts option quantities down to their limits and says what it took away', async () => {
    const res = await priceItem({
      id: pizza,
      menu_id: menuId,
      orderOptions: [
        { group_id: size.id, value_id: size.small },
        { group_id: toppings.id, value_id: toppings.olives, quantity: 5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<PricedItem>();
    // Olives: at most 2 of them.
    expect(body.removed).toEqual([
      { group_id: toppings.id, value_id: toppings.olives, quantity: 3 },
    ]);
    expect(body.item.orderOptions.find((o) => o.value_id === toppings.olives)?.quantity).toBe(2);
    expect(body.item.orderPrice).toBe(10.5);
  });

  it('refuses a line missing a required selection, in the caller language', async () => {
    const en = await priceItem({ id: pizza, menu_id: menuId });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'cart_required_selections',
      message: 'Please select all required fields',
    });
    const fr = await priceItem({ id: pizza, menu_id: menuId }, 'fr-CA');
    expect(fr.json()).toMatchObject({ message: 'Veuillez remplir tous les champs obligatoires' });
  });

  it("refuses unpublished items and another location's items with item_unavailable", async () => {
    const draft = await priceItem({ id: unpublished, menu_id: menuId });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({
      code: 'item_unavailable',
      message: 'Draft cannot be ordered right now.',
    });
    for (const item of [
      { id: elsewhere.itemId, menu_id: elsewhere.menuId },
      { id: elsewhere.itemId, menu_id: menuId },
    ]) {
      const res = await priceItem(item);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'item_unavailable' });
      expect(res.body).not.toContain('Foreign');
    }
  });

  it('refuses open items from a kiosk but prices them for staff', async () => {
    const open = {
      id: pizza,
      menu_id: menuId,
      open_item: true,
      open_price: 7.5,
      orderOptions: [{ group_id: size.id, value_id: size.small }],
    };
    const kiosk = await postJson(t, await bed.headers('kiosk'), '/api/orders/item', {
      type: 'take_out',
      item: open,
    });
    expect(kiosk.statusCode).toBe(400);
    expect(kiosk.json()).toMatchObject({ code: 'item_unavailable' });
    const staff = await priceItem(open);
    expect(staff.statusCode).toBe(200);
    expect(staff.json<PricedItem>().item.orderPrice).toBe(7.5);
  });
});
