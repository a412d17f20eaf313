import { describe, expect, it } from 'vitest';
import { matchesEveryWord, searchWords } from './text-search.ts';

describe('matchesEveryWord', () => {
  it('finds accented names without accents and in any case', () => {
    expect(matchesEveryWord(['Crème brûlée'], 'CREME brul')).toBe(true);
    expect(matchesEveryWord(['Crème brûlée'], 'crème tarte')).toBe(false);
  });

  it('reads every text given, in any order of the words', () => {
    expect(matchesEveryWord(['Soup', null, 'Lunch · Starters'], 'starters soup')).toBe(true);
  });

  it('matches everything for a blank term', () => {
    expect(searchWords('   ')).toEqual([]);
    expect(matchesEveryWord(['Anything'], '  ')).toBe(true);
  });
});
