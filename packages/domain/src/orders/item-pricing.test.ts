import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paintSchedule, regularSchedule } from '../catalogue/price-schedule.ts';
import { zonedTimeToInstant } from '../dates/zoned-time.ts';
import { ZCartItem, type CartItem, type CartItemInput } from './order-schemas.ts';
import {
  fitLineToLimits,
  orderableProblem,
  priceLine,
  selectionProblem,
  taxCodesOf,
  type OrderableItem,
  type OrderableMenu,
  type OrderableOptionGroup,
} from './item-pricing.ts';

const TZ = 'America/Toronto';
// 2024-06-03 is a Monday.
const at = (time: string, date = '2024-06-03') => zonedTimeToInstant(date, time, TZ);

const menu: OrderableMenu = {
  id: 1,
  name: 'Lunch',
  published: true,
  member_only: false,
  availability: [1, 2, 3, 4, 5].map((day_of_week) => ({
    day_of_week,
    start_time: '11:00',
    end_time: '15:00',
  })),
};

const sizes: OrderableOptionGroup = {
  id: 1,
  name: 'Bread',
  required: true,
  allow_multiple_selection: false,
  limit: null,
  values: [
    { id: 11, name: 'White', price: 0, max_quantity: 1, tax_rate: null },
    { id: 12, name: 'Rye', price: 0.5, max_quantity: 1, tax_rate: null },
  ],
};
const toppings: OrderableOptionGroup = {
  id: 2,
  name: 'Toppings',
  required: false,
  allow_multiple_selection: true,
  limit: 3,
  values: [
    { id: 21, name: 'Cheese', price: 1.25, max_quantity: 2, tax_rate: null },
    { id: 22, name: 'Bacon', price: 2, max_quantity: 3, tax_rate: null },
    { id: 23, name: 'Beer shot', price: 3.1, max_quantity: 1, tax_rate: 'GST+PST' },
  ],
};

const sandwich: OrderableItem = {
  id: 100,
  menu_id: 1,
  section_id: 5,
  name: 'Club sandwich',
  base_price: 9.99,
  price_options: [{ name: 'Large', price: 12.49 }],
  default_price_name: 'Regular',
  price_schedule: null,
  additional_prices: null,
  published: true,
  is_hidden: false,
  sold_out: false,
  meal_package: false,
  tax_rate: null,
  tax_rebate_eligibility: 'eligible',
  section_published: true,
  option_groups: [sizes, toppings],
};

const line = (input: Partial<CartItemInput> = {}): CartItem =>
  ZCartItem.parse({ id: 100, menu_id: 1, ...input });
const opt = (group_id: number, value_id: number, quantity = 1) => ({
  group_id,
  value_id,
  quantity,
});

describe('orderableProblem', () => {
  const noon = at('12:00');
  const check = (item: Partial<OrderableItem> = {}, m: Partial<OrderableMenu> = {}, when = noon) =>
    orderableProblem({ ...sandwich, ...item }, { ...menu, ...m }, when, TZ, false);
  const unavailable = { code: 'item_unavailable', params: { item: 'Club sandwich' } };

  it('accepts a published, visible item of an open menu', () => {
    expect(check()).toBeNull();
  });

  it('refuses unpublished, hidden and sold-out items, and unpublished sections and menus', () => {
    expect(check({ published: false })).toEqual(unavailable);
    expect(check({ is_hidden: true })).toEqual(unavailable);
    expect(check({ sold_out: true })).toEqual(unavailable);
    expect(check({ section_published: false })).toEqual(unavailable);
    expect(check({}, { published: false })).toEqual(unavailable);
    expect(check({ section_id: null, section_published: null })).toBeNull();
  });

  it('refuses an item of another menu', () => {
    expect(check({ menu_id: 2 })).toEqual(unavailable);
  });

  it('refuses items while the menu is closed, read in the zone', () => {
    expect(check({}, {}, at('10:59'))).toEqual(unavailable);
    expect(check({}, {}, at('15:00'))).toEqual(unavailable);
    expect(check({}, {}, at('12:00', '2024-06-08'))).toEqual(unavailable);
    // 16:00 UTC is noon in Toronto: open.
    expect(check({}, {}, new Date('2024-06-03T16:00:00Z'))).toBeNull();
    expect(check({}, { availability: [] })).toEqual(unavailable);
  });

  it('refuses items their price schedule makes unavailable', () => {
    // Monday 12:00–12:59 coded x.
    const schedule = paintSchedule(
      regularSchedule(),
      { fromDay: 1, toDay: 1, fromSlot: 48, toSlot: 51 },
      'x',
    );
    expect(check({ price_schedule: schedule }, {}, at('12:30'))).toEqual(unavailable);
    expect(check({ price_schedule: schedule }, {}, at('13:00'))).toBeNull();
    // A price code without an amount is unavailable too.
    const coded = paintSchedule(
      regularSchedule(),
      { fromDay: 1, toDay: 1, fromSlot: 48, toSlot: 51 },
      'A',
    );
    expect(check({ price_schedule: coded }, {}, at('12:30'))).toEqual(unavailable);
    expect(
      check({ price_schedule: coded, additional_prices: { A: 5 } }, {}, at('12:30')),
    ).toBeNull();
  });

  it('asks for a membership on a members-only menu', () => {
    const members = { ...menu, member_only: true };
    expect(orderableProblem(sandwich, members, noon, TZ, false)).toEqual({
      code: 'membership_required',
      params: { menu: 'Lunch' },
    });
    expect(orderableProblem(sandwich, members, noon, TZ, true)).toBeNull();
    // A sold-out item is unavailable to members and non-members alike.
    expect(orderableProblem({ ...sandwich, sold_out: true }, members, noon, TZ, false)).toEqual(
      unavailable,
    );
  });
});

describe('selectionProblem', () => {
  it('accepts a line with its required choice', () => {
    expect(selectionProblem(line({ orderOptions: [opt(1, 11)] }), sandwich)).toBeNull();
  });

  it('asks for required selections', () => {
    expect(selectionProblem(line({ orderOptions: [opt(2, 21)] }), sandwich)).toEqual({
      code: 'cart_required_selections',
      params: { item: 'Club sandwich', group: 'Bread' },
    });
  });

  it('refuses more than a group limit, and more than one in a single-choice group', () => {
    const four = line({ orderOptions: [opt(1, 11), opt(2, 21, 2), opt(2, 22, 2)] });
    expect(selectionProblem(four, sandwich)).toEqual({
      code: 'cart_selection_limit',
      params: { limit: 3, item: 'Club sandwich', group: 'Toppings' },
    });
    const twoBreads = line({ orderOptions: [opt(1, 11), opt(1, 12)] });
    expect(selectionProblem(twoBreads, sandwich)).toMatchObject({
      code: 'cart_selection_limit',
      params: { limit: 1, group: 'Bread' },
    });
    const noLimit = { ...sandwich, option_groups: [sizes, { ...toppings, limit: null }] };
    expect(
      selectionProblem(line({ orderOptions: [opt(1, 11), opt(2, 21, 2), opt(2, 22, 3)] }), noLimit),
    ).toBeNull();
  });

  it('refuses more of one option than its max quantity, repeats counted together', () => {
    const noLimit = { ...sandwich, option_groups: [sizes, { ...toppings, limit: null }] };
    expect(
      selectionProblem(line({ orderOptions: [opt(1, 11), opt(2, 21), opt(2, 21, 2)] }), noLimit),
    ).toEqual({
      code: 'cart_selection_limit',
      params: { limit: 2, item: 'Club sandwich', option: 'Cheese' },
    });
  });

  it('refuses options the item does not offer', () => {
    const problem = { code: 'option_unknown', params: { item: 'Club sandwich' } };
    expect(selectionProblem(line({ orderOptions: [opt(1, 11), opt(9, 21)] }), sandwich)).toEqual(
      problem,
    );
    expect(selectionProblem(line({ orderOptions: [opt(1, 11), opt(2, 11)] }), sandwich)).toEqual(
      problem,
    );
  });

  it('refuses unknown price options and takes the default price name as the regular price', () => {
    expect(
      selectionProblem(line({ price_option: 'Huge', orderOptions: [opt(1, 11)] }), sandwich),
    ).toEqual({
      code: 'price_option_unknown',
      params: { option: 'Huge', item: 'Club sandwich' },
    });
    expect(
      selectionProblem(line({ price_option: 'Large', orderOptions: [opt(1, 11)] }), sandwich),
    ).toBeNull();
    expect(
      selectionProblem(line({ price_option: 'Regular', orderOptions: [opt(1, 11)] }), sandwich),
    ).toBeNull();
  });

  it('needs the price of an open item', () => {
    expect(
      selectionProblem(line({ open_item: true, orderOptions: [opt(1, 11)] }), sandwich),
    ).toEqual({
      code: 'open_item_price_missing',
      params: { item: 'Club sandwich' },
    });
    expect(
      selectionProblem(
        line({ open_item: true, open_price: 4, orderOptions: [opt(1, 11)] }),
        sandwich,
      ),
    ).toBeNull();
  });
});

describe('fitLineToLimits', () => {
  it('cuts a group down to its limit in the line order and reports what was removed', () => {
    const entry = line({ orderOptions: [opt(1, 11), opt(2, 22, 2), opt(2, 21, 2), opt(2, 23)] });
    const fitted = fitLineToLimits(entry, sandwich);
    expect(fitted.item.orderOptions).toEqual([opt(1, 11), opt(2, 22, 2), opt(2, 21, 1)]);
    expect(fitted.removed).toEqual([
      { group_id: 2, value_id: 21, quantity: 1 },
      { group_id: 2, value_id: 23, quantity: 1 },
    ]);
    expect(selectionProblem(fitted.item, sandwich)).toBeNull();
  });

  it('keeps one choice in a single-choice group', () => {
    const fitted = fitLineToLimits(line({ orderOptions: [opt(1, 12), opt(1, 11)] }), sandwich);
    expect(fitted.item.orderOptions).toEqual([opt(1, 12)]);
    expect(fitted.removed).toEqual([{ group_id: 1, value_id: 11, quantity: 1 }]);
  });

  it('lowers an option to its max quantity, repeats counted together', () => {
    const noLimit = { ...sandwich, option_groups: [sizes, { ...toppings, limit: null }] };
    const fitted = fitLineToLimits(
      line({ orderOptions: [opt(2, 21), opt(2, 21, 5), opt(2, 22, 3)] }),
      noLimit,
    );
    expect(fitted.item.orderOptions).toEqual([opt(2, 21), opt(2, 21, 1), opt(2, 22, 3)]);
    expect(fitted.removed).toEqual([{ group_id: 2, value_id: 21, quantity: 4 }]);
  });

  it('changes nothing within the limits and leaves unknown options for selectionProblem', () => {
    const entry = line({ orderOptions: [opt(1, 11), opt(2, 21, 2), opt(7, 70)] });
    expect(fitLineToLimits(entry, sandwich)).toEqual({ item: entry, removed: [] });
  });

  it('never leaves a group above its limit nor an option above its maximum (property)', () => {
    const groupArb = fc.record({
      limit: fc.option(fc.integer({ min: 0, max: 5 })),
      multiple: fc.boolean(),
      maxes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(groupArb, { minLength: 1, maxLength: 3 }),
        fc.array(fc.record({ g: fc.nat(3), v: fc.nat(4), q: fc.integer({ min: 1, max: 6 }) }), {
          maxLength: 10,
        }),
        (groups, picks) => {
          const item: OrderableItem = {
            ...sandwich,
            option_groups: groups.map((group, g) => ({
              id: g + 1,
              name: `G${g}`,
              required: false,
              allow_multiple_selection: group.multiple,
              limit: group.limit,
              values: group.maxes.map((max, v) => ({
                id: (g + 1) * 10 + v,
                name: `V${v}`,
                price: 1,
                max_quantity: max,
                tax_rate: null,
              })),
            })),
          };
          const entry = line({
            orderOptions: picks.map(({ g, v, q }) => opt(g + 1, (g + 1) * 10 + v, q)),
          });
          const { item: fitted, removed } = fitLineToLimits(entry, item);
          const total = (
            options: CartItem['orderOptions'],
            pick: (o: { group_id: number; value_id: number }) => boolean,
          ) => options.filter(pick).reduce((sum, o) => sum + o.quantity, 0);
          for (const group of item.option_groups) {
            const limit = group.allow_multiple_selection ? group.limit : 1;
            // Options the item does not offer stay for selectionProblem: not counted here.
            const offered = (o: { value_id: number }) =>
              group.values.some((v) => v.id === o.value_id);
            const inGroup = total(
              fitted.orderOptions,
              (o) => o.group_id === group.id && offered(o),
            );
            if (limit !== null) expect(inGroup).toBeLessThanOrEqual(limit);
            for (const value of group.values) {
              expect(
                total(
                  fitted.orderOptions,
                  (o) => o.group_id === group.id && o.value_id === value.id,
                ),
              ).toBeLessThanOrEqual(value.max_quantity);
            }
          }
          // Nothing is lost or invented: kept + removed = what was asked, per option.
          for (const o of entry.orderOptions) {
            const same = (x: { group_id: number; value_id: number }) =>
              x.group_id === o.group_id && x.value_id === o.value_id;
            expect(
              total(fitted.orderOptions, same) +
                removed.filter(same).reduce((s, r) => s + r.quantity, 0),
            ).toBe(total(entry.orderOptions, same));
          }
          expect(fitted.orderOptions.every((o) => o.quantity > 0)).toBe(true);
        },
      ),
    );
  });
});

describe('priceLine', () => {
  it('prices the item with its options times the quantity, to the cent', () => {
    const entry = line({ quantity: 3, orderOptions: [opt(1, 12), opt(2, 21, 2)] });
    const priced = priceLine(entry, sandwich, at('12:00'), TZ);
    // 9.99 + 0.50 + 2 × 1.25 = 12.99; × 3 = 38.97
    expect(priced.unitCents).toBe(1299);
    expect(priced.lineCents).toBe(3897);
    expect(priced.item.orderPrice).toBe(38.97);
    expect(priced.item.name).toBe('Club sandwich');
    expect(priced.item.orderOptions).toEqual([
      { ...opt(1, 12), name: 'Rye', price: 0.5 },
      { ...opt(2, 21, 2), name: 'Cheese', price: 1.25 },
    ]);
    expect(priced.costLines).toEqual([
      { amountCents: 3897, taxCodes: [], rebateQualifying: true, subsidized: false, quantity: 3 },
    ]);
  });

  it('takes the price option, the scheduled price, or the open price', () => {
    const base = { orderOptions: [opt(1, 11)] };
    expect(
      priceLine(line({ ...base, price_option: 'Large' }), sandwich, at('12:00'), TZ).unitCents,
    ).toBe(1249);
    expect(
      priceLine(line({ ...base, price_option: 'Regular' }), sandwich, at('12:00'), TZ).item
        .price_option,
    ).toBeNull();
    const happyHour = {
      ...sandwich,
      price_schedule: paintSchedule(
        regularSchedule(),
        { fromDay: 1, toDay: 1, fromSlot: 56, toSlot: 59 },
        'A',
      ),
      additional_prices: { A: 7.5 },
    };
    expect(priceLine(line(base), happyHour, at('14:15'), TZ).unitCents).toBe(750);
    expect(priceLine(line(base), happyHour, at('13:45'), TZ).unitCents).toBe(999);
    const open = line({ ...base, open_item: true, open_price: 4.2, quantity: 2 });
    expect(priceLine(open, sandwich, at('12:00'), TZ).lineCents).toBe(840);
    // A stray open price on a regular line is dropped.
    expect(
      priceLine(line({ ...base, open_price: 1 }), sandwich, at('12:00'), TZ).item.open_price,
    ).toBeNull();
  });

  it('gives options with their own tax codes their own cost line', () => {
    const item = { ...sandwich, tax_rate: 'HST' };
    const entry = line({ quantity: 2, orderOptions: [opt(1, 11), opt(2, 21), opt(2, 23)] });
    const priced = priceLine(entry, item, at('12:00'), TZ);
    expect(priced.lineCents).toBe(2 * (999 + 125 + 310));
    expect(priced.costLines).toEqual([
      {
        amountCents: 2 * (999 + 125),
        taxCodes: ['HST'],
        rebateQualifying: true,
        subsidized: false,
        quantity: 2,
      },
      { amountCents: 2 * 310, taxCodes: ['GST', 'PST'], rebateQualifying: true, quantity: 2 },
    ]);
    expect(priced.costLines.reduce((sum, part) => sum + part.amountCents, 0)).toBe(
      priced.lineCents,
    );
  });

  it('marks rebate-qualifying and subsidised parts', () => {
    const entry = line({ orderOptions: [opt(1, 11)] });
    const part = (item: Partial<OrderableItem>) =>
      priceLine(entry, { ...sandwich, ...item }, at('12:00'), TZ).costLines[0];
    expect(part({ tax_rebate_eligibility: 'eligible_with_qualification' })?.rebateQualifying).toBe(
      true,
    );
    expect(part({ tax_rebate_eligibility: 'not_eligible' })?.rebateQualifying).toBe(false);
    expect(part({ meal_package: true })?.subsidized).toBe(true);
  });

  it('cost lines always add up to the line price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.subarray([opt(1, 12), opt(2, 21, 2), opt(2, 22), opt(2, 23)]),
        fc.constantFrom(null, 'HST', 'GST+PST'),
        (quantity, options, taxRate) => {
          const priced = priceLine(
            line({ quantity, orderOptions: options }),
            { ...sandwich, tax_rate: taxRate },
            at('12:00'),
            TZ,
          );
          expect(priced.costLines.reduce((sum, part) => sum + part.amountCents, 0)).toBe(
            priced.lineCents,
          );
          expect(priced.lineCents).toBe(priced.unitCents * quantity);
          expect(priced.item.orderPrice * 100).toBeCloseTo(priced.lineCents, 6);
        },
      ),
    );
  });
});

describe('taxCodesOf', () => {
  it('splits an override into codes', () => {
    expect(taxCodesOf('GST+PST')).toEqual(['GST', 'PST']);
    expect(taxCodesOf(' GST + QST ')).toEqual(['GST', 'QST']);
    expect(taxCodesOf('GST,PST,GST')).toEqual(['GST', 'PST']);
    expect(taxCodesOf('HST')).toEqual(['HST']);
    expect(taxCodesOf(null)).toEqual([]);
    expect(taxCodesOf(undefined)).toEqual([]);
    expect(taxCodesOf('  ')).toEqual([]);
  });
});
