import { describe, expect, it } from 'vitest';
import { changedValues } from './changed-values.ts';

const paths = (before: unknown, after: unknown) =>
  changedValues(before, after).map((change) => change.path.join('.'));

describe('changedValues', () => {
  it('lists the values that differ, followed down nested objects', () => {
    expect(
      changedValues(
        { name: 'Lunch', price: 1, localization: { fr: { name: 'Dîner' } }, published: true },
        { name: 'Brunch', price: 1, localization: { fr: { name: 'Souper' } }, published: true },
      ),
    ).toEqual([
      { path: ['name'], before: 'Lunch', after: 'Brunch' },
      { path: ['localization', 'fr', 'name'], before: 'Dîner', after: 'Souper' },
    ]);
  });

  it('compares lists whole, in order, and ignores key order inside them', () => {
    expect(paths({ a: [{ x: 1, y: 2 }] }, { a: [{ y: 2, x: 1 }] })).toEqual([]);
    expect(paths({ a: [1, 2] }, { a: [2, 1] })).toEqual(['a']);
    expect(changedValues([{ day: 1 }], [{ day: 2 }])).toEqual([
      { path: [], before: [{ day: 1 }], after: [{ day: 2 }] },
    ]);
  });

  it('counts every value of a create or a delete, except empty ones and bookkeeping', () => {
    expect(paths(null, { id: 4, name: 'A', price: 2, sku: null, tags: [] })).toEqual([
      'name',
      'price',
    ]);
    expect(paths({ name: 'A', updated_at: '2024-01-01T00:00:00Z' }, null)).toEqual(['name']);
    expect(paths({ name: 'A' }, { name: 'A', sku: 'X' })).toEqual(['sku']);
    expect(paths({ updated_at: 'x' }, { updated_at: 'y' })).toEqual([]);
  });

  it('follows a value that became an object, or stopped being one', () => {
    expect(paths({ data: null }, { data: { checkout: { tip: 2 } } })).toEqual([
      'data.checkout.tip',
    ]);
  });
});
