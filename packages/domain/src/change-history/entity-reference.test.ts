import { describe, expect, it } from 'vitest';
import { changeEntityReference } from './entity-reference.ts';

describe('changeEntityReference', () => {
  it('names an order by its number, not its internal id', () => {
    const entry = { entity: 'order', entity_id: 16, before: null, after: { order_number: 1008 } };
    expect(changeEntityReference(entry)).toBe('#1008');
  });

  it('reads the number of a deleted order from its before document', () => {
    const entry = { entity: 'order', entity_id: 16, before: { order_number: 7 }, after: null };
    expect(changeEntityReference(entry)).toBe('#7');
  });

  it('names other entities, and orders without a number, by id', () => {
    expect(changeEntityReference({ entity: 'menu', entity_id: 3, before: null, after: {} })).toBe(
      '#3',
    );
    expect(
      changeEntityReference({ entity: 'order', entity_id: 9, before: null, after: { a: 1 } }),
    ).toBe('#9');
    expect(
      changeEntityReference({ entity: 'restaurant', entity_id: null, before: 1, after: 2 }),
    ).toBe(null);
  });
});
