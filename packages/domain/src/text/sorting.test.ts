import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareDates, naturalCompare, type DateInput } from './sorting.ts';

describe('naturalCompare', () => {
  it('orders numbers inside names by value', () => {
    expect(['Item 10', 'Item 2', 'Item 1'].sort((a, b) => naturalCompare(a, b))).toEqual([
      'Item 1',
      'Item 2',
      'Item 10',
    ]);
  });

  it('ignores case and accents when ordering', () => {
    const sorted = ['zèbre', 'Éclair', 'banane', 'ecole', 'Abricot'].sort((a, b) =>
      naturalCompare(a, b, 'fr-CA'),
    );
    expect(sorted).toEqual(['Abricot', 'banane', 'Éclair', 'ecole', 'zèbre']);
  });

  it('gives a total order: antisymmetric, and zero only for identical names', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const ab = Math.sign(naturalCompare(a, b));
        expect(Math.sign(naturalCompare(b, a))).toBe(-ab || 0);
        expect(ab === 0).toBe(a === b);
      }),
    );
  });

  it('sorts the same whatever the starting order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zÉé]{0,3} ?\d{0,3}$/)), (names) => {
        const once = [...names].sort((a, b) => naturalCompare(a, b));
        const again = [...names].reverse().sort((a, b) => naturalCompare(a, b));
        expect(again).toEqual(once);
      }),
    );
  });
});

describe('compareDates', () => {
  const dates: DateInput[] = [
    '2024-03-01T10:00:00Z',
    'not a date',
    new Date('2024-01-01T00:00:00Z'),
    null,
    Date.UTC(2024, 1, 1),
  ];

  it('sorts oldest first, invalid and missing dates last', () => {
    const sorted = [...dates].sort((a, b) => compareDates(a, b));
    expect(sorted.slice(0, 3).map((d) => new Date(d as string).toISOString())).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2024-02-01T00:00:00.000Z',
      '2024-03-01T10:00:00.000Z',
    ]);
    expect(sorted.slice(3)).toEqual(['not a date', null]);
  });

  it('sorts newest first with desc, invalid dates still last', () => {
    const sorted = [...dates].sort((a, b) => compareDates(a, b, 'desc'));
    expect(new Date(sorted[0] as string).toISOString()).toBe('2024-03-01T10:00:00.000Z');
    expect(sorted.slice(3)).toEqual(['not a date', null]);
  });

  it('never puts an invalid date before a valid one', () => {
    const input = fc.oneof(fc.date({ noInvalidDate: true }), fc.constant(null), fc.constant('x'));
    fc.assert(
      fc.property(
        fc.array(input),
        fc.constantFrom('asc' as const, 'desc' as const),
        (list, dir) => {
          const sorted = [...list].sort((a, b) => compareDates(a, b, dir));
          const firstInvalid = sorted.findIndex((d) => !(d instanceof Date));
          const valid = (firstInvalid < 0 ? sorted : sorted.slice(0, firstInvalid)) as Date[];
          expect(sorted.slice(valid.length).every((d) => !(d instanceof Date))).toBe(true);
          for (let i = 1; i < valid.length; i++) {
            const [prev, next] = [valid[i - 1]!.getTime(), valid[i]!.getTime()];
            expect(dir === 'asc' ? prev <= next : prev >= next).toBe(true);
          }
        },
      ),
    );
  });
});
