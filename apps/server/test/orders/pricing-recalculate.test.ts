import type { OrderCosts } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  createOptionGroupFixture,
  createOrderableMenuFixture,
  createOrderingTestbed,
  createPromoCodeFixture,
  createProvinceTaxFixture,
  linkOptionGroupsFixture,
  orderDraft,
  postJson,
  updateLocationFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';

interface Recalculated {
  items: { id: number; name: string; orderPrice: number; cartIndex: number; quantity: number }[];
  costs: OrderCosts;
  problems: { cartIndex: number | null; code: string; message: string }[];
  removed: { cartIndex: number; group_id: number; value_id: number; quantity: number }[];
}

/**
 * `POST /api/orders/recalculate-costs` at an Ontario location (HST 13 %): the server prices every
 * line from the catalogue and lists what cannot be ordered instead of failing.
 */
describe('POST /api/orders/recalculate-costs', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  let menuId: number;
  let burger: number;
  let fries: number;
  let soldOut: number;
  let hidden: number;
  let coffee: number;
  let extras: { id: number; cheese: number; bacon: number; egg: number };
  let sauce: { id: number; ketchup: number };
  let otherMenuItem: number;
  let otherLocationItem: number;
  let otherLocationMenu: number;

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t, { discount: true });
    await createProvinceTaxFixture(t, bed.locationId, 'on');
    const menu = await createOrderableMenuFixture(t, bed.locationId, {
      items: [
        { name: 'Burger', base_price: 12, tax_rebate_eligibility: 'not_eligible' },
        { name: 'Fries', base_price: 4.25, tax_rebate_eligibility: 'not_eligible' },
        { name: 'Pie', base_price: 5, sold_out: true },
        { name: 'Secret', base_price: 5, is_hidden: true },
        { name: 'Coffee', base_price: 2.5, tax_rebate_eligibility: 'eligible' },
      ],
    });
    menuId = menu.menu.id;
    [burger, fries, soldOut, hidden, coffee] = menu.items.map((item) => item.id) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const group = await createOptionGroupFixture(t, bed.locationId, {
      name: 'Extras',
      allow_multiple_selection: true,
      limit: 2,
      values: [
        { name: 'Cheese', price: 1.5 },
        { name: 'Bacon', price: 2 },
        { name: 'Egg', price: 1 },
      ],
    });
    extras = {
      id: group.group.id,
      cheese: group.values[0]!.id,
      bacon: group.values[1]!.id,
      egg: group.values[2]!.id,
    };
    const sauces = await createOptionGroupFixture(t, bed.locationId, {
      name: 'Sauce',
      values: [{ name: 'Ketchup' }],
    });
    sauce = { id: sauces.group.id, ketchup: sauces.values[0]!.id };
    await linkOptionGroupsFixture(t, bed.locationId, burger, [extras.id]);
    await createPromoCodeFixture(t, bed.locationId, {
      name: 'Save10',
      type: 'percentage',
      value: 10,
    });
    await createPromoCodeFixture(t, bed.locationId, {
      name: 'OLD',
      type: 'dollar',
      value: 5,
      active: false,
    });
    const second = await createOrderableMenuFixture(t, bed.locationId, {
      menu: { name: 'Second menu' },
      items: [{ name: 'Soup', base_price: 6 }],
    });
    otherMenuItem = second.items[0]!.id;
    const elsewhere = await createOrderableMenuFixture(t, bed.otherLocationId, {
      items: [{ name: 'Foreign', base_price: 1 }],
    });
    otherLocationItem = elsewhere.items[0]!.id;
    otherLocationMenu = elsewhere.menu.id;
  });
  afterAll(() => t.close());

  const recalculate = async (payload: unknown, role = 'member', locale?: 'en-CA' | 'fr-CA') =>
    postJson(t, await bed.headers(role), '/api/orders/recalculate-costs', payload, locale);

  const burgerWithCheese = (quantity = 2) => ({
    id: burger,
    menu_id: menuId,
    quantity,
    orderOptions: [{ group_id: extras.id, value_id: extras.cheese }],
  });

  it('prices the lines from the catalogue, with a percentage code and a tip, to the cent', async () => {
    const res = await recalculate(
      orderDraft(menuId, [burgerWithCheese(), { id: fries, menu_id: menuId, orderPrice: 999 }], {
        checkout: { pricing: { discountCode: 'save10', tip: '15' } },
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<Recalculated>();
    expect(body.problems).toEqual([]);
    expect(body.removed).toEqual([]);
    // Burger 12.00 + cheese 1.50 = 13.50 × 2 = 27.00; fries 4.25 (the 999 sent is ignored).
    expect(body.items.map((item) => [item.name, item.orderPrice, item.cartIndex])).toEqual([
      ['Burger', 27, 0],
      ['Fries', 4.25, 1],
    ]);
    // 31.25 − 10 % (3.125 → 3.13) = 28.12; HST 13 % = 3.6556 → 3.66; tip 15 % of 28.12 = 4.218 → 4.22.
    expect(body.costs).toMatchObject({
      subtotal: 31.25,
      discount: { code: 'Save10', type: 'percentage', value: 10, amount: 3.13 },
      subtotalDiscounted: 28.12,
      taxes: 3.66,
      hstRebate: 0,
      tip: 4.22,
      total: 31.78,
      totalWithTip: 36,
    });
    expect(body.costs.taxBrackets).toEqual([
      { code: 'HST', label: 'HST', rate: 13, taxable: 28.12, amount: 3.66 },
    ]);
  });

  it('gives the Ontario point-of-sale rebate on qualifying food of $4.00 or less', async () => {
    const one = await recalculate(orderDraft(menuId, [{ id: coffee, menu_id: menuId }]));
    // 2.50 ≤ 4.00: only the 5 % federal part, 0.125 → 0.13; the rebate is 13 % (0.325 → 0.33)
    // less what is paid.
    expect(one.json<Recalculated>().costs).toMatchObject({
      subtotal: 2.5,
      taxes: 0.13,
      hstRebate: 0.2,
      total: 2.63,
    });
    expect(one.json<Recalculated>().costs.taxBrackets).toEqual([
      { code: 'HST', label: 'HST', rate: 5, taxable: 2.5, amount: 0.13 },
    ]);

    const two = await recalculate(
      orderDraft(menuId, [{ id: coffee, menu_id: menuId, quantity: 2 }]),
    );
    // 5.00 is above the threshold: the full 13 %.
    expect(two.json<Recalculated>().costs).toMatchObject({
      taxes: 0.65,
      hstRebate: 0,
      total: 5.65,
    });
  });

  it('lists lines that cannot be ordered, and prices the others', async () => {
    const res = await recalculate(
      orderDraft(menuId, [
        { id: fries, menu_id: menuId },
        { id: soldOut, menu_id: menuId },
        { id: hidden, menu_id: menuId },
        { id: otherMenuItem, menu_id: menuId, name: 'Soup' },
        { id: otherLocationItem, menu_id: menuId },
        { id: 2_000_000_000, menu_id: menuId },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<Recalculated>();
    expect(body.problems.map((p) => [p.cartIndex, p.code])).toEqual([
      [1, 'item_unavailable'],
      [2, 'item_unavailable'],
      [3, 'item_unavailable'],
      [4, 'item_unavailable'],
      [5, 'item_unavailable'],
    ]);
    expect(body.problems[0]!.message).toBe('Pie cannot be ordered right now.');
    expect(body.problems[2]!.message).toBe('Soup cannot be ordered right now.');
    // Another location's item is never named from its catalogue.
    expect(body.problems[3]!.message).toBe(`#${otherLocationItem} cannot be ordered right now.`);
    expect(body.problems[4]!.message).toBe('#2000000000 cannot be ordered right now.');
    expect(body.items.map((item) => item.orderPrice)).toEqual([4.25, 0, 0, 0, 0, 0]);
    expect(body.costs).toMatchObject({ subtotal: 4.25, taxes: 0.55, total: 4.8 });
  });

  it('answers the problems in the caller language', async () => {
    const res = await recalculate(
      orderDraft(menuId, [{ id: soldOut, menu_id: menuId }], {
        checkout: { pricing: { discountCode: 'nope' } },
      }),
      'member',
      'fr-CA',
    );
    expect(res.json<Recalculated>().problems).toEqual([
      {
        cartIndex: 0,
        code: 'item_unavailable',
        message: 'Pie ne peut pas être commandé pour le moment.',
      },
      {
        cartIndex: null,
        code: 'promo_code_invalid',
        message: 'Ce code promotionnel n’est pas valide.',
      },
    ]);
  });

  it('refuses unknown and inactive discount codes, and prices without them', async () => {
    for (const code of ['NOPE', 'old']) {
      const res = await recalculate(
        orderDraft(menuId, [{ id: fries, menu_id: menuId }], {
          checkout: { pricing: { discountCode: code } },
        }),
      );
      const body = res.json<Recalculated>();
      expect(body.problems).toEqual([
        { cartIndex: null, code: 'promo_code_invalid', message: 'This promo code is not valid.' },
      ]);
      expect(body.costs.discount).toEqual({ code: null, type: null, value: null, amount: 0 });
      expect(body.costs.total).toBe(4.8);
    }
  });

  it('fits options to their group limit and reports what was taken away', async () => {
    const res = await recalculate(
      orderDraft(menuId, [
        {
          id: burger,
          menu_id: menuId,
          orderOptions: [
            { group_id: extras.id, value_id: extras.cheese },
            { group_id: extras.id, value_id: extras.bacon },
            { group_id: extras.id, value_id: extras.egg },
          ],
        },
      ]),
    );
    const body = res.json<Recalculated>();
    expect(body.removed).toEqual([
      { cartIndex: 0, group_id: extras.id, value_id: extras.egg, quantity: 1 },
    ]);
    // 12.00 + 1.50 + 2.00 once the egg is gone.
    expect(body.items[0]!.orderPrice).toBe(15.5);
    expect(body.problems).toEqual([]);
  });

  it('refuses options the item does not offer', async () => {
    const res = await recalculate(
      orderDraft(menuId, [
        {
          id: burger,
          menu_id: menuId,
          orderOptions: [{ group_id: sauce.id, value_id: sauce.ketchup }],
        },
      ]),
    );
    expect(res.json<Recalculated>().problems).toMatchObject([
      {
        cartIndex: 0,
        code: 'option_unknown',
        message: 'An option of Burger is not offered with it.',
      },
    ]);
  });

  it('refuses an empty cart and a cart above the location limit', async () => {
    const empty = await recalculate(orderDraft(menuId, []));
    expect(empty.json<Recalculated>().problems).toEqual([
      { cartIndex: null, code: 'cart_empty', message: 'No items have been added to the order' },
    ]);

    await updateLocationFixture(t, bed.locationId, { order_options: { max_items_per_cart: 3 } });
    try {
      const over = await recalculate(
        orderDraft(menuId, [burgerWithCheese(2), { id: fries, menu_id: menuId, quantity: 2 }]),
      );
      expect(over.json<Recalculated>().problems).toEqual([
        {
          cartIndex: null,
          code: 'cart_item_limit',
          message: 'You can only add 3 items to the order',
        },
      ]);
      const within = await recalculate(orderDraft(menuId, [burgerWithCheese(3)]));
      expect(within.json<Recalculated>().problems).toEqual([]);
    } finally {
      await updateLocationFixture(t, bed.locationId, { order_options: {} });
    }
  });

  it('ignores discount codes where the location has no discounts', async () => {
    await updateLocationFixture(t, bed.locationId, { discount: false });
    try {
      const res = await recalculate(
        orderDraft(menuId, [{ id: fries, menu_id: menuId }], {
          checkout: { pricing: { discountCode: 'SAVE10' } },
        }),
      );
      const body = res.json<Recalculated>();
      expect(body.problems.map((p) => p.code)).toEqual(['promo_code_invalid']);
      expect(body.costs.discount.amount).toBe(0);
    } finally {
      await updateLocationFixture(t, bed.locationId, { discount: true });
    }
  });

  it("answers 404 for another location's menu and never shows its items", async () => {
    const res = await recalculate(
      orderDraft(otherLocationMenu, [{ id: otherLocationItem, menu_id: otherLocationMenu }]),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('refuses a body that is not a draft with 400 validation_failed', async () => {
    const res = await recalculate({ type: 'take_out', data: { items: [] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('is open to staff (PIN entered) and kiosks; kiosks cannot sell open items', async () => {
    const draft = orderDraft(menuId, [{ id: fries, menu_id: menuId }]);
    expect((await recalculate(draft, 'staff')).statusCode).toBe(200);
    const open = orderDraft(menuId, [
      { id: fries, menu_id: menuId, open_item: true, open_price: 1 },
    ]);
    const kiosk = await recalculate(open, 'kiosk');
    expect(kiosk.statusCode).toBe(200);
    expect(kiosk.json<Recalculated>().problems.map((p) => [p.cartIndex, p.code])).toEqual([
      [0, 'item_unavailable'],
    ]);
    const staff = await recalculate(open, 'staff');
    expect(staff.json<Recalculated>().problems).toEqual([]);
    expect(staff.json<Recalculated>().items[0]!.orderPrice).toBe(1);
  });
});
