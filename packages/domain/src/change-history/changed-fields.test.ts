import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  it('lists the fields whose value differs', () => {
    expect(
      changedFields(
        { name: 'Lunch', price: 1, localization: { fr: { name: 'Dîner' } }, published: true },
        { name: 'Brunch', price: 1, localization: { fr: { name: 'Dîner' } }, published: false },
      ),
    ).toEqual(['name', 'published']);
  });

  it('ignores key order inside nested values, not array order', () => {
    expect(changedFields({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual([]);
    expect(changedFields({ a: [1, 2] }, { a: [2, 1] })).toEqual(['a']);
  });

  it('counts every field of a create or a delete, and a field that appears or disappears', () => {
    expect(changedFields(null, { name: 'A', price: 2 })).toEqual(['name', 'price']);
    expect(changedFields({ name: 'A' }, null)).toEqual(['name']);
    expect(changedFields({ name: 'A' }, { name: 'A', sku: 'X' })).toEqual(['sku']);
  });
});
