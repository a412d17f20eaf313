import { describe, expect, it } from 'vitest';
import { ZCartItem, type CartItem } from './order-schemas.ts';
import {
  fitLineToLimits,
  priceLine,
  selectionProblem,
  type OrderableItem,
  type OrderableOptionGroup,
} from './item-pricing.ts';
import {
  openOptionGroups,
  reachableSubGroups,
  withoutClosedSubGroupOptions,
} from './option-sub-groups.ts';

const TZ = 'America/Toronto';
const noon = new Date('2024-06-03T16:00:00Z');

const value = (id: number, name: string, price = 0, sub_group_id: number | null = null) => ({
  id,
  name,
  price,
  max_quantity: 1,
  tax_rate: null,
  sub_group_id,
});

// Side (linked) → Salad opens Dressing → Ranch opens Extra dip (two levels down).
const side: OrderableOptionGroup = {
  id: 1,
  name: 'Side',
  required: true,
  allow_multiple_selection: false,
  limit: 1,
  values: [value(11, 'Fries'), value(12, 'Salad', 1, 2)],
};
const dressing: OrderableOptionGroup = {
  id: 2,
  name: 'Dressing',
  required: true,
  allow_multiple_selection: false,
  limit: 1,
  values: [value(21, 'Ranch', 0.5, 3), value(22, 'Vinaigrette', 0)],
};
const dip: OrderableOptionGroup = {
  id: 3,
  name: 'Extra dip',
  required: false,
  allow_multiple_selection: true,
  limit: 2,
  // Opens Side again: a loop the rules must not follow forever.
  values: [value(31, 'Garlic', 0.75, 1), value(32, 'Chipotle', 0.75)],
};

const burger: OrderableItem = {
  id: 100,
  menu_id: 1,
  section_id: null,
  name: 'Burger',
  base_price: 10,
  price_options: [],
  price_schedule: null,
  additional_prices: null,
  published: true,
  is_hidden: false,
  sold_out: false,
  meal_package: false,
  tax_rate: null,
  tax_rebate_eligibility: 'not_eligible',
  section_published: null,
  option_groups: [side],
  sub_option_groups: [dressing, dip],
};

const opt = (group_id: number, value_id: number, quantity = 1) => ({
  group_id,
  value_id,
  quantity,
});
const line = (orderOptions: ReturnType<typeof opt>[]): CartItem =>
  ZCartItem.parse({ id: 100, menu_id: 1, orderOptions });

describe('reachableSubGroups', () => {
  it('finds sub-groups at any depth, each once, loops included', () => {
    const byId = new Map([side, dressing, dip].map((group) => [group.id, group]));
    expect(reachableSubGroups([side], byId).map((group) => group.id)).toEqual([2, 3]);
    expect(reachableSubGroups([dressing], byId).map((group) => group.id)).toEqual([3, 1]);
  });
});

describe('openOptionGroups', () => {
  it('opens a sub-group only when the option opening it is chosen', () => {
    const ids = (options: ReturnType<typeof opt>[]) =>
      openOptionGroups(burger, options).map((group) => group.id);
    expect(ids([opt(1, 11)])).toEqual([1]);
    expect(ids([opt(1, 12)])).toEqual([1, 2]);
    expect(ids([opt(1, 12), opt(2, 21)])).toEqual([1, 2, 3]);
    // Ranch without the salad opens nothing: the dressing group is not open.
    expect(ids([opt(2, 21)])).toEqual([1]);
  });
});

describe('withoutClosedSubGroupOptions', () => {
  it('drops the options of sub-groups nothing opens any more, at any depth', () => {
    // The salad was swapped for fries: its dressing and the dressing's dip go.
    const kept = withoutClosedSubGroupOptions(burger, [opt(1, 11), opt(2, 21), opt(3, 32)]);
    expect(kept).toEqual([opt(1, 11)]);
    const open = [opt(1, 12), opt(2, 21), opt(3, 32)];
    expect(withoutClosedSubGroupOptions(burger, open)).toEqual(open);
    // Options of groups the item does not know stay, for selectionProblem to refuse.
    expect(withoutClosedSubGroupOptions(burger, [opt(1, 11), opt(9, 91)])).toEqual([
      opt(1, 11),
      opt(9, 91),
    ]);
  });
});

describe('lines with options of sub-groups', () => {
  const salad = line([opt(1, 12), opt(2, 21), opt(3, 32)]);

  it('accepts and prices the options of opened sub-groups', () => {
    expect(selectionProblem(salad, burger)).toBeNull();
    const priced = priceLine(salad, burger, noon, TZ);
    // 10 + salad 1 + ranch 0.50 + chipotle 0.75
    expect(priced.lineCents).toBe(1225);
    expect(priced.item.orderOptions.map((option) => option.name)).toEqual([
      'Salad',
      'Ranch',
      'Chipotle',
    ]);
  });

  it('asks for a required sub-group once it is open', () => {
    expect(selectionProblem(line([opt(1, 12)]), burger)).toEqual({
      code: 'cart_required_selections',
      params: { item: 'Burger', group: 'Dressing' },
    });
    expect(selectionProblem(line([opt(1, 11)]), burger)).toBeNull();
  });

  it('refuses options of a sub-group that is not open', () => {
    expect(selectionProblem(line([opt(1, 11), opt(2, 22)]), burger)).toEqual({
      code: 'option_unknown',
      params: { item: 'Burger' },
    });
    // The catalogue no longer has the sub-group: its options are unknown, the salad alone fine.
    const unlinked = { ...burger, sub_option_groups: [] };
    expect(selectionProblem(salad, unlinked)?.code).toBe('option_unknown');
    expect(selectionProblem(line([opt(1, 12)]), unlinked)).toBeNull();
  });

  it('keeps sub-group limits', () => {
    const three = line([opt(1, 12), opt(2, 21), opt(3, 31), opt(3, 32), opt(3, 32)]);
    expect(selectionProblem(three, burger)).toMatchObject({ code: 'cart_selection_limit' });
  });

  it('drops the options of a sub-group whose opening option was cut to fit', () => {
    // Two sides in a single-choice group: the salad (second) is cut, its dressing goes with it.
    const fitted = fitLineToLimits(line([opt(1, 11), opt(1, 12), opt(2, 22)]), burger);
    expect(fitted.item.orderOptions).toEqual([opt(1, 11)]);
    expect(fitted.removed).toEqual([
      { group_id: 1, value_id: 12, quantity: 1 },
      { group_id: 2, value_id: 22, quantity: 1 },
    ]);
    expect(selectionProblem(fitted.item, burger)).toBeNull();
  });
});
