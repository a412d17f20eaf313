import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareOptionGroups, fitOptionsToLimit, limitSelections } from './option-limits.ts';

const selections = fc.array(
  fc.record({ id: fc.integer({ min: 1, max: 8 }), quantity: fc.integer({ min: 0, max: 10 }) }),
  { maxLength: 12 },
);
const limit = fc.option(fc.integer({ min: 0, max: 15 }), { nil: null });

function totalsById(list: readonly { id: number; quantity: number }[]) {
  const totals = new Map<number, number>();
  for (const { id, quantity } of list) totals.set(id, (totals.get(id) ?? 0) + quantity);
  for (const [id, quantity] of totals) if (quantity === 0) totals.delete(id);
  return totals;
}

describe('limitSelections', () => {
  it('lowers the selection that crosses the limit and drops those after it', () => {
    const result = limitSelections(
      [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 3 },
        { id: 3, quantity: 1 },
      ],
      4,
    );
    expect(result.selections).toEqual([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 2 },
    ]);
    expect(result.removed).toEqual([
      { id: 2, quantity: 1 },
      { id: 3, quantity: 1 },
    ]);
  });

  it('keeps the other fields of a selection it lowers', () => {
    const result = limitSelections([{ id: 1, quantity: 3, name: 'Honey' }], 1);
    expect(result.selections).toEqual([{ id: 1, quantity: 1, name: 'Honey' }]);
  });

  it('keeps every selection when there is no limit', () => {
    fc.assert(
      fc.property(selections, (list) => {
        expect(limitSelections(list, null)).toEqual({ selections: list, removed: [] });
      }),
    );
  });

  it('never keeps more than the limit in total', () => {
    fc.assert(
      fc.property(selections, fc.integer({ min: 0, max: 15 }), (list, max) => {
        const kept = limitSelections(list, max).selections;
        expect(kept.reduce((sum, s) => sum + s.quantity, 0)).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('keeps the whole limit when there is enough to fill it', () => {
    fc.assert(
      fc.property(selections, fc.integer({ min: 0, max: 15 }), (list, max) => {
        const total = list.reduce((sum, s) => sum + s.quantity, 0);
        const kept = limitSelections(list, max).selections;
        expect(kept.reduce((sum, s) => sum + s.quantity, 0)).toBe(Math.min(total, max));
      }),
    );
  });

  it('loses nothing: kept plus removed is the original quantity of each id', () => {
    fc.assert(
      fc.property(selections, limit, (list, max) => {
        const { selections: kept, removed } = limitSelections(list, max);
        expect(totalsById([...kept, ...removed])).toEqual(totalsById(list));
      }),
    );
  });

  it('preserves the order of what it keeps', () => {
    fc.assert(
      fc.property(selections, limit, (list, max) => {
        const kept = limitSelections(
          list.map((s, index) => ({ ...s, index })),
          max,
        ).selections;
        const indexes = kept.map((s) => s.index);
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        if (max !== null) expect(kept.every((s) => s.quantity > 0)).toBe(true);
      }),
    );
  });
});

describe('fitOptionsToLimit', () => {
  it('keeps one default with quantity 1 in a single-choice group', () => {
    const fitted = fitOptionsToLimit(
      [
        { name: 'Milk', default_selection: true, quantity: 2, max_quantity: 3 },
        { name: 'Juice', default_selection: true, quantity: null, max_quantity: 1 },
        { name: 'Water', default_selection: false },
      ],
      { limit: 5, allow_multiple_selection: false },
    );
    expect(fitted).toEqual([
      { name: 'Milk', default_selection: true, quantity: 1, max_quantity: 1 },
      { name: 'Juice', default_selection: false, quantity: null, max_quantity: 1 },
      { name: 'Water', default_selection: false, quantity: null, max_quantity: 1 },
    ]);
  });

  it('cuts defaults to the group maximum, counted in order with their quantities', () => {
    const fitted = fitOptionsToLimit(
      [
        { default_selection: true, quantity: 2, max_quantity: 4 },
        { default_selection: true, quantity: 2, max_quantity: 4 },
        { default_selection: true, quantity: 1, max_quantity: 4 },
      ],
      { limit: 3, allow_multiple_selection: true },
    );
    expect(fitted.map((v) => [v.default_selection, v.quantity, v.max_quantity])).toEqual([
      [true, 2, 3],
      [true, 1, 3],
      [false, 1, 3],
    ]);
  });

  it('caps max_quantity at the limit but never below 1', () => {
    const values = [{ max_quantity: 10 }, { max_quantity: 0 }, { max_quantity: null }, {}];
    expect(
      fitOptionsToLimit(values, { limit: 2, allow_multiple_selection: true }).map(
        (v) => v.max_quantity,
      ),
    ).toEqual([2, 1, 1, 1]);
    expect(
      fitOptionsToLimit([{ max_quantity: 10 }], { limit: 0, allow_multiple_selection: true })[0]!
        .max_quantity,
    ).toBe(1);
    expect(
      fitOptionsToLimit([{ max_quantity: 10 }], { limit: null, allow_multiple_selection: true })[0]!
        .max_quantity,
    ).toBe(10);
  });

  it('leaves consistent options as they are, and does not change its input', () => {
    const values = [
      { name: 'Honey', default_selection: true, quantity: 1, max_quantity: 2 },
      { name: 'Ranch', default_selection: false, quantity: null, max_quantity: 2 },
    ];
    const copy = structuredClone(values);
    expect(fitOptionsToLimit(values, { limit: 4, allow_multiple_selection: true })).toEqual(values);
    expect(values).toEqual(copy);
  });

  it('always leaves defaults within the maximum and each option within its own', () => {
    const option = fc.record({
      default_selection: fc.boolean(),
      quantity: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      max_quantity: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 8 }), limit, fc.boolean(), (values, max, multi) => {
        const fitted = fitOptionsToLimit(values, {
          limit: max,
          allow_multiple_selection: multi,
        });
        const effective = multi ? max : 1;
        const defaults = fitted.filter((v) => v.default_selection);
        const total = defaults.reduce((sum, v) => sum + (v.quantity ?? 1), 0);
        if (effective !== null) expect(total).toBeLessThanOrEqual(effective);
        for (const value of fitted) {
          expect(value.max_quantity).toBeGreaterThanOrEqual(1);
          if (effective !== null)
            expect(value.max_quantity).toBeLessThanOrEqual(Math.max(1, effective));
          if (value.default_selection)
            expect(value.quantity!).toBeLessThanOrEqual(value.max_quantity!);
        }
        expect(fitted).toHaveLength(values.length);
      }),
    );
  });
});

describe('compareOptionGroups', () => {
  it('lists pricing groups first, then by order, then by natural name', () => {
    const groups = [
      { type: 'addons' as const, order: 0, name: 'Sauces' },
      { type: 'addons' as const, order: 1, name: 'Side 10' },
      { type: 'addons' as const, order: 1, name: 'Side 2' },
      { type: 'pricing' as const, order: 5, name: 'Size' },
    ];
    expect([...groups].sort((a, b) => compareOptionGroups(a, b)).map((g) => g.name)).toEqual([
      'Size',
      'Sauces',
      'Side 2',
      'Side 10',
    ]);
  });

  it('puts every pricing group before every add-on group', () => {
    const group = fc.record({
      type: fc.constantFrom('addons' as const, 'pricing' as const),
      order: fc.integer({ min: 0, max: 5 }),
      name: fc.string({ maxLength: 5 }),
    });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 10 }), (list) => {
        const sorted = [...list].sort((a, b) => compareOptionGroups(a, b));
        const firstAddon = sorted.findIndex((g) => g.type === 'addons');
        if (firstAddon >= 0)
          expect(sorted.slice(firstAddon).every((g) => g.type === 'addons')).toBe(true);
      }),
    );
  });
});
