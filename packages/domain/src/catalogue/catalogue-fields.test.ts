import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { validationErrorMap } from '../validation/zod-issues.ts';
import { CATALOGUE_NAME_MAX_LENGTH, CATALOGUE_PRICE_MAX } from './catalogue-constants.ts';
import {
  ZLocalizationInput,
  ZTimeOfDay,
  normalizePrice,
  normalizeWholeNumber,
  zCatalogueName,
  zPrice,
  zWholeNumber,
} from './catalogue-fields.ts';

function messageOf(schema: z.ZodType, value: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const result = schema.safeParse(value, { error: validationErrorMap(locale) });
  return result.success ? null : result.error.issues.map((issue) => issue.message);
}

describe('normalizePrice', () => {
  it('writes prices with two decimals, rounding half a cent away from zero', () => {
    expect(normalizePrice(4.5, 0)).toBe(4.5);
    expect(normalizePrice(1.005, 0)).toBe(1.01);
    expect(normalizePrice('2.675', 0)).toBe(2.68);
    expect(normalizePrice(0.004, 0)).toBe(0);
    expect(normalizePrice(0.005, 0)).toBe(0.01);
    expect(normalizePrice(12, 0)).toBe(12);
  });

  it('reads French decimal text and surrounding spaces', () => {
    expect(normalizePrice('4,5', 0)).toBe(4.5);
    expect(normalizePrice(' 4,555 ', 0)).toBe(4.56);
    expect(normalizePrice('12.50', null)).toBe(12.5);
  });

  it('rounds text from its digits as written, not from the nearest binary number', () => {
    // As a double this text is 1.005, which would round up; its digits say 1.00499…
    expect(normalizePrice('1.00499999999999999999', 0)).toBe(1);
  });

  it('uses the fallback for empty, negative, too large or non-numeric values', () => {
    for (const value of [null, undefined, '', '   ', -0.01, '-3', 'abc', Number.NaN, {}]) {
      expect(normalizePrice(value, 7)).toBe(7);
      expect(normalizePrice(value, null)).toBeNull();
    }
    expect(normalizePrice(CATALOGUE_PRICE_MAX + 1, 0)).toBe(0);
    expect(normalizePrice(1e13, 0)).toBe(0);
    expect(normalizePrice(CATALOGUE_PRICE_MAX, 0)).toBe(CATALOGUE_PRICE_MAX);
  });

  it('gives a non-negative amount of whole cents for any number in range', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: CATALOGUE_PRICE_MAX, noNaN: true }), (amount) => {
        const price = normalizePrice(amount, -1);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(Math.round(price * 100))).toBe(true);
        expect(Math.abs(Math.round(price * 100) - price * 100)).toBeLessThan(1e-6);
        expect(Math.abs(price - amount)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('is the same for a 2-decimal amount and its French text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
        expect(normalizePrice(text, null)).toBe(cents / 100);
        expect(normalizePrice(cents / 100, null)).toBe(cents / 100);
      }),
    );
  });
});

describe('zPrice', () => {
  it('normalises like normalizePrice', () => {
    expect(zPrice(0).parse('4,5')).toBe(4.5);
    expect(zPrice(0).parse('12.505')).toBe(12.51);
    expect(zPrice(0).parse(12.505)).toBe(12.51);
    expect(zPrice(null).parse('')).toBeNull();
    expect(zPrice(0).parse(null)).toBe(0);
    expect(zPrice(3).parse(undefined)).toBe(3);
  });

  it('gives the fallback to a field left out of an object', () => {
    expect(z.object({ price: zPrice(0) }).parse({})).toEqual({ price: 0 });
    expect(z.object({ price: zPrice(0).optional() }).parse({})).toEqual({});
  });

  it('refuses what is not a number with the numeric rule, in English and French', () => {
    for (const value of ['abc', '4.5$', '1e3', true, [], { amount: 4 }]) {
      expect(messageOf(zPrice(0), value)).toEqual(['Must be a number.']);
      expect(messageOf(zPrice(0), value, 'fr-CA')).toEqual(['Doit être un nombre.']);
    }
  });

  it('refuses a negative price instead of replacing it, in English and French', () => {
    for (const value of [-2, '-4.5', '-4,50', -0.001]) {
      expect(messageOf(zPrice(0), value)).toEqual(['Price cannot be negative.']);
      expect(messageOf(zPrice(null), value, 'fr-CA')).toEqual([
        'Le prix ne peut pas être négatif.',
      ]);
    }
    expect(zPrice(0).parse('-0')).toBe(0);
  });

  it('refuses an amount above the highest price instead of failing on it', () => {
    expect(messageOf(zPrice(0), 1e13)).toEqual(['must be 999999.99 or lower']);
    expect(messageOf(zPrice(0), '1000000', 'fr-CA')).toEqual(['doit être 999999.99 ou moins']);
  });
});

describe('normalizeWholeNumber and zWholeNumber', () => {
  it('round decimals half away from zero', () => {
    expect(normalizeWholeNumber(2.5, null)).toBe(3);
    expect(normalizeWholeNumber(2.49, null)).toBe(2);
    expect(normalizeWholeNumber('2,5', null)).toBe(3);
    expect(normalizeWholeNumber('0.5', null)).toBe(1);
    expect(zWholeNumber(null).parse(540.4)).toBe(540);
  });

  it('use the fallback for empty and negative values', () => {
    for (const value of [null, undefined, '', ' ', -1, '-0.6']) {
      expect(normalizeWholeNumber(value, 1)).toBe(1);
    }
    expect(zWholeNumber(0).parse('')).toBe(0);
    expect(z.object({ quantity: zWholeNumber(1) }).parse({})).toEqual({ quantity: 1 });
  });

  it('refuse a number beyond the 32-bit integer column instead of clamping it', () => {
    for (const value of [2 ** 63, 1e15, '2147483648', 2_147_483_647.5]) {
      expect(messageOf(zWholeNumber(0), value)).toEqual(['must be 2147483647 or lower']);
      expect(messageOf(zWholeNumber(null), value, 'fr-CA')).toEqual([
        'doit être 2147483647 ou moins',
      ]);
      expect(normalizeWholeNumber(value, null)).toBeNull();
    }
    expect(zWholeNumber(0).parse(2_147_483_647)).toBe(2_147_483_647);
  });

  it('refuse a negative number instead of replacing it', () => {
    for (const value of [-1, '-0.6', '-12']) {
      expect(messageOf(zWholeNumber(0), value)).toEqual(['must be 0 or higher']);
    }
    expect(zWholeNumber(0).parse('-0.4')).toBe(0);
  });

  it('refuse text that is not a number', () => {
    expect(messageOf(zWholeNumber(null), 'twelve')).toEqual(['Must be a number.']);
    expect(messageOf(zWholeNumber(null), 'douze', 'fr-CA')).toEqual(['Doit être un nombre.']);
  });

  it('always give a whole number at most half away from the input', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (value) => {
        const whole = normalizeWholeNumber(value, null);
        expect(Number.isInteger(whole)).toBe(true);
        expect(Math.abs(whole! - value)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('zCatalogueName', () => {
  it('is required, in English and French', () => {
    for (const value of [undefined, null, '', '    ']) {
      expect(messageOf(zCatalogueName(), value)).toEqual(['This field is required.']);
      expect(messageOf(zCatalogueName(), value, 'fr-CA')).toEqual(['Ce champ est requis.']);
    }
  });

  it('is trimmed and limited in length', () => {
    expect(zCatalogueName().parse('  Déjeuner ')).toBe('Déjeuner');
    expect(zCatalogueName().parse('é'.repeat(CATALOGUE_NAME_MAX_LENGTH))).toHaveLength(200);
    expect(messageOf(zCatalogueName(), 'a'.repeat(CATALOGUE_NAME_MAX_LENGTH + 1))).toEqual([
      `Must be ${CATALOGUE_NAME_MAX_LENGTH} characters or fewer.`,
    ]);
  });
});

describe('ZTimeOfDay', () => {
  it('accepts 24-hour HH:mm and the closing 24:00 only', () => {
    for (const time of ['00:00', '09:15', '23:59', '24:00']) {
      expect(ZTimeOfDay.safeParse(time).success).toBe(true);
    }
    for (const time of ['9:15', '24:01', '25:00', '12:60', '12:00:00', 'noon']) {
      expect(ZTimeOfDay.safeParse(time).success).toBe(false);
    }
  });
});

describe('ZLocalizationInput', () => {
  it('holds a secondary name to the primary name rules and refuses control characters', () => {
    const long = 'é'.repeat(CATALOGUE_NAME_MAX_LENGTH + 1);
    expect(messageOf(ZLocalizationInput, { fr: { name: long } })).toEqual([
      `Must be ${CATALOGUE_NAME_MAX_LENGTH} characters or fewer.`,
    ]);
    expect(messageOf(ZLocalizationInput, { fr: { name: 'Pâtes\u202E' } }, 'fr-CA')).toEqual([
      'Retirez le caractère de contrôle invisible (U+202E) : il peut masquer ou réordonner le texte.',
    ]);
    const result = ZLocalizationInput.safeParse({ fr: { name: 'a\u0000' } });
    expect(result.error?.issues[0]?.path).toEqual(['fr', 'name']);
  });

  it('lets a description span lines', () => {
    const value = { fr: { name: 'Pâtes', description: 'Ligne 1\nLigne 2', note: null } };
    expect(ZLocalizationInput.parse(value)).toEqual(value);
  });
});
