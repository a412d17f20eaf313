import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatMoney,
  formatPriceInput,
  parseIntegerInput,
  parsePriceInput,
} from './money-format.ts';

describe('formatMoney', () => {
  it('shows CAD the Canadian way in each language', () => {
    expect(formatMoney(1250, 'en-CA')).toBe('$12.50');
    expect(formatMoney(1250, 'fr-CA')).toBe('12,50\u00a0$');
    expect(formatMoney(123456750, 'en-CA')).toBe('$1,234,567.50');
    expect(formatMoney(123456750, 'fr-CA')).toBe('1\u00a0234\u00a0567,50\u00a0$');
  });

  it('shows negative amounts with a minus and zero without one', () => {
    expect(formatMoney(-1250, 'en-CA')).toBe('-$12.50');
    expect(formatMoney(-1250, 'fr-CA')).toBe('-12,50\u00a0$');
    expect(formatMoney(-0, 'en-CA')).toBe('$0.00');
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(12.5, 'en-CA')).toThrow(RangeError);
  });

  it('always shows exactly the cents it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        const en = formatMoney(cents, 'en-CA');
        const fr = formatMoney(cents, 'fr-CA');
        expect(Math.round(Number(en.replace(/[$,]/g, '')) * 100)).toBe(cents);
        expect(fr).toMatch(/^-?\d{1,3}(\u00a0\d{3})*,\d{2}\u00a0\$$/);
        expect(fr.replace(/\D/g, '')).toBe(en.replace(/\D/g, ''));
      }),
    );
  });
});

describe('parsePriceInput', () => {
  it('reads prices rounded to the cent', () => {
    expect(parsePriceInput('12.5')).toBe(12.5);
    expect(parsePriceInput('12,499')).toBe(12.5);
    expect(parsePriceInput(3.14159)).toBe(3.14);
    expect(parsePriceInput('0')).toBe(0);
  });

  it('uses the fallback for empty, invalid or negative prices', () => {
    expect(parsePriceInput('', 5)).toBe(5);
    expect(parsePriceInput('abc', 5)).toBe(5);
    expect(parsePriceInput('-1', 5)).toBe(5);
    expect(parsePriceInput(null)).toBe(0);
    expect(parsePriceInput(Number.NaN, 2)).toBe(2);
  });

  it('always answers a non-negative price with at most 2 decimals, or the fallback', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.constant(null)), (input) => {
        const price = parsePriceInput(input, -1);
        if (price !== -1) {
          expect(price).toBeGreaterThanOrEqual(0);
          expect(Number(price.toFixed(2))).toBe(price);
        }
      }),
    );
  });
});

describe('formatPriceInput and parseIntegerInput', () => {
  it('write prices with two decimals', () => {
    expect(formatPriceInput(12.5)).toBe('12.50');
    expect(formatPriceInput(1.005)).toBe('1.01');
    expect(formatPriceInput(0)).toBe('0.00');
  });

  it('round whole numbers', () => {
    expect(parseIntegerInput('2.5')).toBe(3);
    expect(parseIntegerInput('7')).toBe(7);
    expect(parseIntegerInput('x', 1)).toBe(1);
  });
});
