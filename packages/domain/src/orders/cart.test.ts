import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCents } from '../money/cents.ts';
import { ZCartItem, ZListedCartLine, type CartItem, type CartItemInput } from './order-schemas.ts';
import {
  addToCart,
  cartProblem,
  cartQuantity,
  lineQuantityLimit,
  removeCartEntry,
  replaceCartEntry,
  sameCartEntry,
} from './cart.ts';

const line = (input: Partial<CartItemInput> = {}): CartItem =>
  ZCartItem.parse({ id: 1, menu_id: 1, ...input });

const burger = line({
  id: 10,
  quantity: 1,
  orderPrice: 12.5,
  orderOptions: [
    { group_id: 1, value_id: 11, quantity: 1 },
    { group_id: 2, value_id: 21, quantity: 2 },
  ],
});

describe('sameCartEntry', () => {
  it('matches the same item with the same options in any order', () => {
    const reordered = line({
      id: 10,
      quantity: 3,
      orderPrice: 37.5,
      orderOptions: [
        { group_id: 2, value_id: 21, quantity: 2 },
        { group_id: 1, value_id: 11, quantity: 1 },
      ],
    });
    expect(sameCartEntry(burger, reordered)).toBe(true);
  });

  it('counts an option chosen twice once each like one chosen twice', () => {
    const split = line({
      id: 10,
      orderOptions: [
        { group_id: 1, value_id: 11 },
        { group_id: 2, value_id: 21 },
        { group_id: 2, value_id: 21 },
      ],
    });
    expect(sameCartEntry(burger, split)).toBe(true);
  });

  it('tells apart other items, options, quantities of options, price options and open prices', () => {
    expect(sameCartEntry(burger, { ...burger, id: 11 })).toBe(false);
    expect(sameCartEntry(burger, { ...burger, orderOptions: burger.orderOptions.slice(1) })).toBe(
      false,
    );
    expect(
      sameCartEntry(burger, {
        ...burger,
        orderOptions: [
          { group_id: 1, value_id: 11, quantity: 1 },
          { group_id: 2, value_id: 21, quantity: 1 },
        ],
      }),
    ).toBe(false);
    expect(sameCartEntry(burger, { ...burger, price_option: 'Large' })).toBe(false);
    expect(sameCartEntry(burger, { ...burger, open_item: true, open_price: 12.5 })).toBe(false);
    const open = { ...burger, open_item: true, open_price: 5 };
    expect(sameCartEntry(open, { ...open, open_price: 6 })).toBe(false);
    expect(sameCartEntry(open, { ...open })).toBe(true);
  });

  it('keeps lines with different special instructions apart', () => {
    expect(sameCartEntry(burger, { ...burger, special_instructions: 'No onions' })).toBe(false);
    expect(
      sameCartEntry(
        { ...burger, special_instructions: 'No onions' },
        { ...burger, special_instructions: ' No onions ' },
      ),
    ).toBe(true);
  });
});

describe('addToCart', () => {
  it('appends a new line at the next position', () => {
    const cart = addToCart(addToCart([], burger), line({ id: 20, orderPrice: 3 }));
    expect(cart.map((l) => [l.id, l.cartIndex])).toEqual([
      [10, 0],
      [20, 1],
    ]);
  });

  it('merges an identical line into the one already there, adding quantities and prices', () => {
    let cart = addToCart([], burger);
    cart = addToCart(cart, line({ id: 20, orderPrice: 3 }));
    cart = addToCart(cart, { ...burger, quantity: 2, orderPrice: 25 });
    expect(cart).toHaveLength(2);
    expect(cart[0]).toMatchObject({ id: 10, quantity: 3, orderPrice: 37.5, cartIndex: 0 });
  });

  it('adds prices to the cent without float drift', () => {
    const dime = line({ id: 5, orderPrice: 0.1 });
    const cart = addToCart(addToCart(addToCart([], dime), dime), dime);
    expect(cart[0]?.orderPrice).toBe(0.3);
  });

  it('leaves the cart given untouched', () => {
    const cart = addToCart([], burger);
    const copy = structuredClone(cart);
    addToCart(cart, burger);
    expect(cart).toEqual(copy);
  });
});

describe('replaceCartEntry', () => {
  const cart = [burger, line({ id: 20, orderPrice: 3 }), line({ id: 30, orderPrice: 4 })].reduce<
    CartItem[]
  >((all, entry) => addToCart(all, entry), []);

  it('replaces the line at its index', () => {
    const edited = replaceCartEntry(cart, 1, line({ id: 20, quantity: 2, orderPrice: 6 }));
    expect(edited.map((l) => [l.id, l.quantity, l.cartIndex])).toEqual([
      [10, 1, 0],
      [20, 2, 1],
      [30, 1, 2],
    ]);
  });

  it('merges an edited line that became identical to another one', () => {
    const edited = replaceCartEntry(cart, 2, line({ id: 20, quantity: 2, orderPrice: 6 }));
    expect(edited.map((l) => [l.id, l.quantity, l.orderPrice, l.cartIndex])).toEqual([
      [10, 1, 12.5, 0],
      [20, 3, 9, 1],
    ]);
  });

  it('changes nothing for an index outside the cart', () => {
    expect(replaceCartEntry(cart, 3, burger)).toEqual(cart);
    expect(replaceCartEntry(cart, -1, burger)).toEqual(cart);
  });
});

describe('removeCartEntry', () => {
  it('removes the line and renumbers the rest', () => {
    const cart = [burger, line({ id: 20 }), line({ id: 30 })].reduce<CartItem[]>(
      (all, entry) => addToCart(all, entry),
      [],
    );
    expect(removeCartEntry(cart, 0).map((l) => [l.id, l.cartIndex])).toEqual([
      [20, 0],
      [30, 1],
    ]);
    expect(removeCartEntry(cart, 5)).toEqual(cart);
  });
});

describe('cartProblem', () => {
  it('refuses an empty cart', () => {
    expect(cartProblem([], null)).toEqual({ code: 'cart_empty' });
    expect(cartProblem([], 5)).toEqual({ code: 'cart_empty' });
  });

  it('counts units against the limit, exactly the limit passing', () => {
    const cart = [line({ id: 1, quantity: 3 }), line({ id: 2, quantity: 2 })];
    expect(cartQuantity(cart)).toBe(5);
    expect(cartProblem(cart, 5)).toBeNull();
    expect(cartProblem(cart, 4)).toEqual({ code: 'cart_item_limit', params: { limit: 4 } });
    expect(cartProblem(cart, null)).toBeNull();
  });
});

describe('cart properties', () => {
  // Few ids and options so that generated lines often merge.
  const arbitraryLine = fc
    .record({
      id: fc.integer({ min: 1, max: 3 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      cents: fc.integer({ min: 0, max: 5000 }),
      options: fc.array(
        fc.record({
          group_id: fc.constant(1),
          value_id: fc.integer({ min: 1, max: 2 }),
          quantity: fc.integer({ min: 1, max: 2 }),
        }),
        { maxLength: 2 },
      ),
    })
    .map(({ id, quantity, cents, options }) =>
      line({ id, quantity, orderPrice: cents / 100, orderOptions: options }),
    );
  const totalCents = (cart: readonly CartItem[]) =>
    cart.reduce((sum, entry) => sum + toCents(entry.orderPrice), 0);
  const build = (lines: readonly CartItem[]) =>
    lines.reduce<CartItem[]>((cart, entry) => addToCart(cart, entry), []);

  it('merging keeps total quantity and price whatever the order of adding', () => {
    fc.assert(
      fc.property(
        fc
          .array(arbitraryLine, { maxLength: 12 })
          .chain((lines) =>
            fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
          ),
        ([lines, shuffled]) => {
          const a = build(lines);
          const b = build(shuffled);
          expect(cartQuantity(a)).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
          expect(cartQuantity(b)).toBe(cartQuantity(a));
          expect(totalCents(a)).toBe(totalCents(lines));
          expect(totalCents(b)).toBe(totalCents(a));
          expect(b).toHaveLength(a.length);
          // No two lines left identical, and positions are 0…n-1.
          a.forEach((entry, index) => {
            expect(entry.cartIndex).toBe(index);
            expect(a.filter((other) => sameCartEntry(other, entry))).toHaveLength(1);
          });
        },
      ),
    );
  });

  it('adding a new line then removing it leaves the cart as it was', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 8 }), arbitraryLine, (lines, extra) => {
        const cart = build(lines);
        const fresh = { ...extra, id: 99 };
        const added = addToCart(cart, fresh);
        expect(removeCartEntry(added, added.length - 1)).toEqual(cart);
      }),
    );
  });

  it('replacing a line by itself leaves the cart as it was', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { minLength: 1, maxLength: 8 }), (lines) => {
        const cart = build(lines);
        cart.forEach((entry, index) => expect(replaceCartEntry(cart, index, entry)).toEqual(cart));
      }),
    );
  });
});

describe('lineQuantityLimit', () => {
  const cart = addToCart(addToCart([], line({ id: 1, quantity: 3 })), line({ id: 2, quantity: 2 }));

  it('leaves a new line what the other lines leave of the limit', () => {
    expect(lineQuantityLimit(cart, 10, null)).toBe(5);
  });

  it('counts the edited line out of what is already taken', () => {
    expect(lineQuantityLimit(cart, 10, 0)).toBe(8);
    expect(lineQuantityLimit(cart, 10, 1)).toBe(7);
  });

  it('never goes below one nor above the line maximum', () => {
    expect(lineQuantityLimit(cart, 4, null)).toBe(1);
    expect(lineQuantityLimit(cart, null, 0)).toBe(999);
  });

  it('never lets a stepper take the cart past its limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 60 }),
        (quantities, limit) => {
          const items = quantities.reduce<CartItem[]>(
            (all, quantity, at) => addToCart(all, line({ id: at + 1, quantity })),
            [],
          );
          items.forEach((edited) => {
            const max = lineQuantityLimit(items, limit, edited.cartIndex);
            const withMax = items.map((other) =>
              other.cartIndex === edited.cartIndex ? { ...other, quantity: max } : other,
            );
            if (cartQuantity(items) - edited.quantity + 1 <= limit) {
              expect(cartQuantity(withMax)).toBeLessThanOrEqual(limit);
            }
          });
        },
      ),
    );
  });
});

describe('ZListedCartLine', () => {
  it('reads the listed fields of a stored line under the cart line’s rules, defaults included', () => {
    const stored = {
      id: 4,
      menu_id: 2,
      name: 'Burger',
      quantity: 2,
      orderPrice: 25,
      orderOptions: [{ group_id: 1, value_id: 3, quantity: 2, name: 'Cheese', price: 1 }],
      cartIndex: 7,
    };
    expect(ZListedCartLine.parse(stored)).toEqual({
      id: 4,
      name: 'Burger',
      quantity: 2,
      price_option: null,
      orderPrice: 25,
      orderOptions: [{ name: 'Cheese', quantity: 2 }],
      special_instructions: '',
    });
    expect(ZListedCartLine.safeParse({ ...stored, quantity: 0 }).success).toBe(false);
    expect(ZListedCartLine.safeParse({ ...stored, id: 'x' }).success).toBe(false);
  });
});
