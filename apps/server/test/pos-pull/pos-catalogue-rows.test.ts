import { describe, expect, it } from 'vitest';
import { mergedPriceOptions, placeRows } from '../../src/modules/pos-pull/pos-catalogue-rows.ts';

/** The pull's placement and merge rules, without a database. */
describe('pull planning', () => {
  it('keeps a row in place under the same parent, and puts new and moved rows last', () => {
    const existing = new Map([
      ['A', { id: 1, pos_ref: 'A', parent: 10, order: 5 }],
      ['B', { id: 2, pos_ref: 'B', parent: 10, order: 2 }],
    ]);
    const placed = placeRows(
      [
        { pos_ref: 'C', parent: 10 },
        { pos_ref: 'B', parent: 20 },
        { pos_ref: 'A', parent: 10 },
        { pos_ref: 'D', parent: 10 },
      ],
      existing,
      new Map([[10, 6]]),
    );
    expect(placed.map((row) => [row.pos_ref, row.parent, row.order])).toEqual([
      ['C', 10, 6],
      ['B', 20, 0],
      ['A', 10, 5],
      ['D', 10, 7],
    ]);
  });

  it('takes names and prices from the point of sale, keeping staff texts and calories by name', () => {
    const variations = [
      { ref: 'R', name: 'Regular', price_cents: 1000, sku: null },
      { ref: 'L', name: 'Large', price_cents: 1450, sku: null },
      { ref: 'X', name: null, price_cents: null, sku: null },
    ];
    expect(
      mergedPriceOptions(variations, [
        { name: 'large', price: 14, calories: 800, localization: { fr: { name: 'Grand' } } },
        { name: 'Gone', price: 1 },
      ]),
    ).toEqual([
      { name: 'Large', price: 14.5, calories: 800, localization: { fr: { name: 'Grand' } } },
      { name: 'Regular', price: 0 },
    ]);
  });
});
