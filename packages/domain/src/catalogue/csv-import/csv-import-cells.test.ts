import { describe, expect, it } from 'vitest';
import {
  readAllergensCell,
  readNumberCell,
  readPriceCell,
  readYesNoCell,
} from './csv-import-cells.ts';

describe('CSV import cells', () => {
  it('reads yes/no as the spec says, and refuses anything else', () => {
    for (const yes of ['Yes', 'TRUE', 'true', 'y', '1', 'Oui', 'VRAI']) {
      expect(readYesNoCell(yes)).toBe(true);
    }
    for (const no of ['', '  ', 'No', 'FALSE', '0', 'non', 'Faux']) {
      expect(readYesNoCell(no)).toBe(false);
    }
    expect(readYesNoCell('Yse')).toBeUndefined();
    expect(readYesNoCell('maybe')).toBeUndefined();
  });

  it('reads prices as English and French sheets write them', () => {
    expect(readPriceCell('4.50')).toBe(4.5);
    expect(readPriceCell('4,50')).toBe(4.5);
    expect(readPriceCell('$4.50')).toBe(4.5);
    expect(readPriceCell('4,50 $')).toBe(4.5);
    expect(readPriceCell('4,50\u00a0$')).toBe(4.5);
    expect(readPriceCell('1,234.50')).toBe(1234.5);
    // Excel's thousands format: never a price with three decimals.
    expect(readPriceCell('1,200')).toBe(1200);
    expect(readPriceCell('$12,345,678')).toBe(12345678);
    expect(readPriceCell('1\u202f234,50 $')).toBe(1234.5);
    expect(readPriceCell('CAD 12')).toBe(12);
    expect(readPriceCell('-2.00')).toBe(-2);
    expect(readPriceCell('')).toBeNull();
    expect(readPriceCell(' ')).toBeNull();
    expect(readPriceCell('four')).toBeUndefined();
    expect(readPriceCell('4.5.0')).toBeUndefined();
    expect(readPriceCell('=1+1')).toBeUndefined();
  });

  it('reads whole numbers', () => {
    expect(readNumberCell('520')).toBe(520);
    expect(readNumberCell('1,450')).toBe(1450);
    expect(readNumberCell('1 450')).toBe(1450);
    expect(readNumberCell('')).toBeNull();
    expect(readNumberCell('lots')).toBeUndefined();
  });

  it('reads allergens in either language and keeps unknown names apart', () => {
    expect(readAllergensCell('Peanuts, Tree nuts; milk')).toEqual({
      allergens: ['Peanuts', 'Treenuts', 'Dairy'],
      unknown: [],
    });
    expect(readAllergensCell('arachides | Œufs / sésame / Soya')).toEqual({
      allergens: ['Peanuts', 'Egg', 'Soy', 'Sesame'],
      unknown: [],
    });
    expect(readAllergensCell('Gluten, Gluten, eggs')).toEqual({
      allergens: ['Gluten', 'Egg'],
      unknown: [],
    });
    expect(readAllergensCell('Celery, Fish')).toEqual({ allergens: ['Fish'], unknown: ['Celery'] });
    expect(readAllergensCell('')).toEqual({ allergens: [], unknown: [] });
  });
});
