import { describe, expect, it } from 'vitest';
import type { OrderableOptionGroup } from '@app/domain';
import {
  groupCount,
  initialSelection,
  setOptionQuantity,
  type ViewerSelection,
} from '../item-choice/viewer-selection.ts';
import { makeItem, makeOptionGroup, makeOptionValue } from '#test/catalogue.ts';

const empty: ViewerSelection = { priceOption: null, quantity: 1, options: [], instructions: '' };

function group(fields: Partial<OrderableOptionGroup> = {}): OrderableOptionGroup {
  return {
    id: 4,
    name: 'Toppings',
    required: false,
    allow_multiple_selection: true,
    limit: 2,
    values: [
      { id: 40, name: 'Cheese', price: 0.5, max_quantity: 3, tax_rate: null },
      { id: 41, name: 'Bacon', price: 1, max_quantity: 1, tax_rate: null },
      { id: 42, name: 'Onions', price: 0, max_quantity: 1, tax_rate: null },
    ],
    ...fields,
  };
}

describe('item viewer selection', () => {
  it('refuses a selection past the group limit and keeps what was chosen', () => {
    let selection = setOptionQuantity(empty, group(), 40, 1).selection;
    selection = setOptionQuantity(selection, group(), 41, 1).selection;
    const refused = setOptionQuantity(selection, group(), 42, 1);
    expect(refused.refusal).toEqual({ code: 'cart_selection_limit', limit: 2 });
    expect(refused.selection).toBe(selection);
    expect(groupCount(refused.selection, 4)).toBe(2);
  });

  it('counts quantities against the limit but always lets a quantity go down', () => {
    const two = setOptionQuantity(empty, group(), 40, 2).selection;
    expect(setOptionQuantity(two, group(), 40, 3).refusal).toEqual({
      code: 'cart_selection_limit',
      limit: 2,
    });
    const one = setOptionQuantity(two, group(), 40, 1);
    expect(one.refusal).toBeNull();
    expect(one.selection.options).toEqual([{ group_id: 4, value_id: 40, quantity: 1 }]);
  });

  it('never lets an option pass its own maximum', () => {
    const unlimited = group({ limit: null });
    const result = setOptionQuantity(empty, unlimited, 41, 5);
    expect(result.selection.options).toEqual([{ group_id: 4, value_id: 41, quantity: 1 }]);
  });

  it('swaps the choice of a single-choice group', () => {
    const single = group({ allow_multiple_selection: false, limit: 1 });
    let selection = setOptionQuantity(empty, single, 40, 1).selection;
    selection = setOptionQuantity(selection, single, 42, 1).selection;
    expect(selection.options).toEqual([{ group_id: 4, value_id: 42, quantity: 1 }]);
    expect(setOptionQuantity(selection, single, 42, 0).selection.options).toEqual([]);
  });

  it('keeps options where they were chosen when their quantity changes', () => {
    const unlimited = group({ limit: null });
    let selection = setOptionQuantity(empty, unlimited, 40, 1).selection;
    selection = setOptionQuantity(selection, unlimited, 41, 1).selection;
    selection = setOptionQuantity(selection, unlimited, 40, 2).selection;
    expect(selection.options.map((option) => [option.value_id, option.quantity])).toEqual([
      [40, 2],
      [41, 1],
    ]);
  });

  it('starts a new line with the linked groups’ default options', () => {
    const sides = makeOptionGroup(7, 'Sides', {
      values: [
        makeOptionValue(7, 'Fries', { default_selection: true, quantity: 2, max_quantity: 3 }),
        makeOptionValue(7, 'Salad'),
      ],
    });
    const unlinked = makeOptionGroup(8, 'Sauces', {
      values: [makeOptionValue(8, 'Ketchup', { default_selection: true })],
    });
    const selection = initialSelection(makeItem(1, { options: [7] }), [sides, unlinked]);
    expect(selection.options).toEqual([
      { group_id: 7, value_id: sides.values[0]!.id, quantity: 2 },
    ]);
    expect(selection.quantity).toBe(1);
  });
});
