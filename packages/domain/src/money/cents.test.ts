import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromCents, MAX_MONEY_DOLLARS, roundMoney, toCents } from './cents.ts';

const safeCents = fc.integer({ min: -MAX_MONEY_DOLLARS * 100, max: MAX_MONEY_DOLLARS * 100 });

describe('toCents', () => {
  it('reads numbers and decimal text', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('12.50')).toBe(1250);
    expect(toCents('12,5')).toBe(1250);
    expect(toCents(' 7 ')).toBe(700);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds half a cent away from zero, from the digits as written', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents('2.675')).toBe(268);
    expect(toCents(0.004)).toBe(0);
    expect(toCents(-0.004)).toBe(0);
    expect(Object.is(toCents('-0.001'), 0)).toBe(true);
    expect(toCents('1.0049999')).toBe(100);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['abc', '', '1e3', '$5', '1 000']) {
      expect(() => toCents(bad)).toThrow(RangeError);
    }
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Infinity)).toThrow(RangeError);
    expect(() => toCents(1e20)).toThrow(RangeError);
    expect(() => toCents('99999999999999999999')).toThrow(RangeError);
  });

  it('is symmetric around zero', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(toCents(-amount) + 0).toBe(-toCents(amount) + 0);
      }),
    );
  });

  it('stays within half a cent of the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        expect(Math.abs(toCents(amount) / 100 - amount)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('reads any 2-decimal text exactly', () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        const abs = Math.abs(cents);
        const text = `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
        expect(toCents(text)).toBe(cents);
      }),
    );
  });
});

describe('fromCents and roundMoney', () => {
  it('round-trips every safe amount of cents', () => {
    fc.assert(
      fc.property(safeCents, (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('gives numbers with at most 2 decimals', () => {
    expect(fromCents(1250)).toBe(12.5);
    expect(fromCents(-5)).toBe(-0.05);
    expect(() => fromCents(1.5)).toThrow(RangeError);
  });

  it('rounds to the cent and is idempotent', () => {
    expect(roundMoney(10.005)).toBe(10.01);
    expect(roundMoney(-10.005)).toBe(-10.01);
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const once = roundMoney(amount);
        expect(roundMoney(once)).toBe(once);
        expect(Number.isInteger(Math.round(once * 100))).toBe(true);
        expect(Math.abs(once * 100 - Math.round(once * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});
