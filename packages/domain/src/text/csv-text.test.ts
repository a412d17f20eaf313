import { describe, expect, it } from 'vitest';
import { csvText } from './csv-text.ts';

describe('csvText', () => {
  it('quotes only the cells that need it', () => {
    expect(
      csvText([
        ['Menu', 'Note'],
        ['Lunch', 'Salt, pepper'],
        ['Say "hi"', 'two\nlines'],
      ]),
    ).toBe('Menu,Note\r\nLunch,"Salt, pepper"\r\n"Say ""hi""","two\nlines"');
    expect(csvText([['a;b', 'c,d']], ';')).toBe('"a;b";c,d');
  });
});
