import { describe, expect, it } from 'vitest';
import { foldSearchTerm, searchPattern } from '../../src/modules/menu-search/search-pattern.ts';

/** PostgreSQL's ARE and JavaScript (non-unicode mode) read these patterns alike: classes, `\x` escapes, `(?:)`. */
const finds = (term: string, text: string) => new RegExp(searchPattern(term)).test(text);

describe('the search term as an accent- and case-insensitive pattern', () => {
  it('folds the term to plain lower-case letters', () => {
    expect(foldSearchTerm('Crème BRÛLÉE')).toBe('creme brulee');
    expect(foldSearchTerm('Œufs à la coque')).toBe('oeufs a la coque');
    expect(foldSearchTerm('Smørrebrød')).toBe('smorrebrod');
  });

  it('finds any accented or cased spelling of each letter', () => {
    expect(finds('creme brulee', 'Crème Brûlée')).toBe(true);
    expect(finds('CRÈME', 'creme')).toBe(true);
    expect(finds('oeuf', 'Œuf poché')).toBe(true);
    expect(finds('strasse', 'Straße')).toBe(true);
    expect(finds('creme', 'cream')).toBe(false);
  });

  it('keeps every other character literal', () => {
    expect(finds('100%', '100% juice')).toBe(true);
    expect(finds('a.b', 'axb')).toBe(false);
    expect(finds('(x)*', 'pasta (x)* 2')).toBe(true);
    expect(finds('c++', 'c++ roll')).toBe(true);
    expect(finds('\\', 'back\\slash')).toBe(true);
  });
});
