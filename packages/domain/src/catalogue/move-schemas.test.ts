import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ZMoveRequest,
  ZReorderRequest,
  isMovableType,
  isOrderableType,
  moveInList,
} from './move-schemas.ts';

describe('moveInList', () => {
  it('moves one element forwards or backwards', () => {
    expect(moveInList(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInList(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveInList(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('takes a target past either end as that end', () => {
    expect(moveInList(['a', 'b', 'c'], 0, 99)).toEqual(['b', 'c', 'a']);
    expect(moveInList(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
  });

  it('changes nothing for a source that is not an index of the list', () => {
    expect(moveInList(['a', 'b', 'c'], -1, 0)).toEqual(['a', 'b', 'c']);
    expect(moveInList(['a', 'b', 'c'], 3, 0)).toEqual(['a', 'b', 'c']);
    expect(moveInList(['a', 'b', 'c'], 0.5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('moves elements that are themselves undefined', () => {
    expect(moveInList([undefined, 1, 2], 0, 2)).toEqual([1, 2, undefined]);
  });

  it('keeps the same elements, puts the moved one at the target and the rest in order', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer(), { minLength: 1, maxLength: 20 })
          .chain((list) =>
            fc.tuple(
              fc.constant(list),
              fc.integer({ min: 0, max: list.length - 1 }),
              fc.integer({ min: 0, max: list.length - 1 }),
            ),
          ),
        ([list, from, to]) => {
          const moved = moveInList(list, from, to);
          expect([...moved].sort()).toEqual([...list].sort());
          expect(moved[to]).toBe(list[from]);
          const rest = [...list];
          rest.splice(from, 1);
          const movedRest = [...moved];
          movedRest.splice(to, 1);
          expect(movedRest).toEqual(rest);
        },
      ),
    );
  });
});

describe('movable and orderable types', () => {
  it('move sections and items only', () => {
    expect(isMovableType('section')).toBe(true);
    expect(isMovableType('item')).toBe(true);
    for (const type of ['menu', 'option_group', 'Section', '']) {
      expect(isMovableType(type)).toBe(false);
    }
  });

  it('reorder every catalogue list', () => {
    for (const type of ['menu', 'section', 'item', 'option_group', 'option_value', 'menu_group']) {
      expect(isOrderableType(type)).toBe(true);
    }
    expect(isOrderableType('order')).toBe(false);
    expect(isOrderableType('toString')).toBe(false);
  });

  it('read the type as text so that an unsupported one reaches the move rule', () => {
    expect(ZMoveRequest.parse({ type: 'menu', id: 1, menu_id: 2 })).toEqual({
      type: 'menu',
      id: 1,
      menu_id: 2,
    });
    expect(ZMoveRequest.safeParse({ type: 'item', id: 1, menu_id: 2, position: -1 }).success).toBe(
      false,
    );
    expect(ZReorderRequest.safeParse({ type: 'item', ids: [] }).success).toBe(false);
  });
});
