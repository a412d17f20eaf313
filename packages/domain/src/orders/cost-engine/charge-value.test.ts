import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_MONEY_CENTS } from '../../money/cents.ts';
import { chargeOf, formatChargeValue, parseChargeValue, percentOf } from './charge-value.ts';
import type { ChargeValue } from './costs.ts';

const chargeValues: fc.Arbitrary<ChargeValue> = fc.oneof(
  fc.record({
    type: fc.constant('dollar' as const),
    cents: fc.integer({ min: 0, max: MAX_MONEY_CENTS }),
  }),
  fc.record({
    type: fc.constant('percentage' as const),
    milliPercent: fc.integer({ min: 0, max: 100_000 }),
  }),
);

describe('parseChargeValue', () => {
  it('reads a value ending in $ as a fixed amount in dollars', () => {
    expect(parseChargeValue('5$')).toEqual({ type: 'dollar', cents: 500 });
    expect(parseChargeValue('5.50 $')).toEqual({ type: 'dollar', cents: 550 });
    expect(parseChargeValue('5,50 $')).toEqual({ type: 'dollar', cents: 550 });
    // As fr-CA writes money: a no-break space before the sign.
    expect(parseChargeValue('4,99\u00a0$')).toEqual({ type: 'dollar', cents: 499 });
    expect(parseChargeValue(' 0$ ')).toEqual({ type: 'dollar', cents: 0 });
    // Half a cent rounds away from zero, from the digits as written.
    expect(parseChargeValue('5.005$')).toEqual({ type: 'dollar', cents: 501 });
  });

  it('reads anything else as a percentage in thousandths', () => {
    expect(parseChargeValue('10')).toEqual({ type: 'percentage', milliPercent: 10_000 });
    expect(parseChargeValue('9.975')).toEqual({ type: 'percentage', milliPercent: 9975 });
    expect(parseChargeValue('7,5')).toEqual({ type: 'percentage', milliPercent: 7500 });
    expect(parseChargeValue('10 %')).toEqual({ type: 'percentage', milliPercent: 10_000 });
    expect(parseChargeValue(' 12.5 ')).toEqual({ type: 'percentage', milliPercent: 12_500 });
    expect(parseChargeValue('0')).toEqual({ type: 'percentage', milliPercent: 0 });
    expect(parseChargeValue('100')).toEqual({ type: 'percentage', milliPercent: 100_000 });
    // A fourth decimal rounds half away from zero: 9.9755 % → 9.976 %.
    expect(parseChargeValue('9.9755')).toEqual({ type: 'percentage', milliPercent: 9976 });
    expect(parseChargeValue('9.9754')).toEqual({ type: 'percentage', milliPercent: 9975 });
    expect(parseChargeValue('100.0004')).toEqual({ type: 'percentage', milliPercent: 100_000 });
  });

  it('reads a number as a percentage', () => {
    expect(parseChargeValue(15)).toEqual({ type: 'percentage', milliPercent: 15_000 });
    expect(parseChargeValue(9.975)).toEqual({ type: 'percentage', milliPercent: 9975 });
    expect(parseChargeValue(0.1 + 0.2)).toEqual({ type: 'percentage', milliPercent: 300 });
    expect(parseChargeValue(1e-9)).toEqual({ type: 'percentage', milliPercent: 0 });
  });

  it('refuses empty, negative, unreadable values and percentages above 100', () => {
    const refused = [
      null,
      undefined,
      '',
      '   ',
      '$',
      ' %',
      '-5',
      '-5$',
      '-0',
      'abc',
      '$5',
      '5$$',
      '1e3',
      '1 000$',
      '10%%',
      '100.001',
      '101',
      '99999999999999$',
      Number.NaN,
      Infinity,
      -1,
      100.001,
    ];
    for (const value of refused) expect(parseChargeValue(value), String(value)).toBeNull();
  });

  it('reads back what formatChargeValue writes', () => {
    expect(formatChargeValue({ type: 'dollar', cents: 500 })).toBe('5$');
    expect(formatChargeValue({ type: 'dollar', cents: 550 })).toBe('5.50$');
    expect(formatChargeValue({ type: 'percentage', milliPercent: 9975 })).toBe('9.975');
    expect(formatChargeValue({ type: 'percentage', milliPercent: 10_000 })).toBe('10');
    fc.assert(
      fc.property(chargeValues, (value) => {
        expect(parseChargeValue(formatChargeValue(value))).toEqual(value);
      }),
    );
  });

  it('reads every percentage with up to three decimals exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.boolean(), (milli, comma) => {
        const text = `${Math.floor(milli / 1000)}${comma ? ',' : '.'}${String(milli % 1000).padStart(3, '0')}`;
        expect(parseChargeValue(text)).toEqual({ type: 'percentage', milliPercent: milli });
      }),
    );
  });
});

describe('percentOf', () => {
  it('rounds half a cent away from zero', () => {
    expect(percentOf(50, 13_000)).toBe(7); // 6.5 cents
    expect(percentOf(150, 5000)).toBe(8); // 7.5 cents
    expect(percentOf(-50, 13_000)).toBe(-7); // -6.5 cents
    expect(percentOf(1, 50_000)).toBe(1); // 0.5 cent
    expect(percentOf(1, 49_999)).toBe(0); // 0.49999 cent
    expect(percentOf(1599, 9975)).toBe(160); // 159.50025 cents
    expect(percentOf(1005, 10_000)).toBe(101); // 100.5 cents
    expect(percentOf(1000, 0)).toBe(0);
  });

  it('stays exact where floats would not: 13 % of $123,456,789,012.35', () => {
    // 12 345 678 901 235 × 13 / 100 = 1 604 938 257 160.55 cents → …161.
    expect(percentOf(12_345_678_901_235, 13_000)).toBe(1_604_938_257_161);
  });

  it('is within half a cent of the exact amount and symmetric around zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (base, milli) => {
          const cents = percentOf(base, milli);
          expect(Number.isInteger(cents)).toBe(true);
          // Integer arithmetic: |cents × 100 000 − base × milli| ≤ 50 000 (half a cent).
          expect(Math.abs(cents * 100_000 - base * milli)).toBeLessThanOrEqual(50_000);
          expect(percentOf(-base, milli) + 0).toBe(-cents + 0);
        },
      ),
    );
  });

  it('keeps the whole base at 100 % and grows with the base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_MONEY_CENTS }),
        fc.integer({ min: 0, max: MAX_MONEY_CENTS }),
        fc.integer({ min: 0, max: 100_000 }),
        (a, b, milli) => {
          expect(percentOf(a, 100_000)).toBe(a);
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(percentOf(low, milli)).toBeLessThanOrEqual(percentOf(high, milli));
        },
      ),
    );
  });

  it('throws RangeError for what is not cents or not a rate', () => {
    expect(() => percentOf(1.5, 13_000)).toThrow(RangeError);
    expect(() => percentOf(Number.NaN, 13_000)).toThrow(RangeError);
    expect(() => percentOf(MAX_MONEY_CENTS + 1, 13_000)).toThrow(RangeError);
    expect(() => percentOf(100, 1.5)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(MAX_MONEY_CENTS, 200_000)).toThrow(RangeError);
  });
});

describe('chargeOf', () => {
  it('takes the fixed amount whatever the base, or the percentage of the base', () => {
    expect(chargeOf({ type: 'dollar', cents: 500 }, 2000)).toBe(500);
    expect(chargeOf({ type: 'dollar', cents: 500 }, 0)).toBe(500);
    expect(chargeOf({ type: 'percentage', milliPercent: 15_000 }, 2000)).toBe(300);
    expect(chargeOf({ type: 'percentage', milliPercent: 12_500 }, 1004)).toBe(126); // 125.5
  });

  it('never goes below zero', () => {
    expect(chargeOf({ type: 'percentage', milliPercent: 10_000 }, -2000)).toBe(0);
    expect(chargeOf({ type: 'percentage', milliPercent: -10_000 }, 2000)).toBe(0);
    expect(chargeOf({ type: 'dollar', cents: -500 }, 2000)).toBe(0);
    fc.assert(
      fc.property(
        chargeValues,
        fc.integer({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS }),
        (v, b) => {
          expect(chargeOf(v, b)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('throws RangeError for cents that are not integers', () => {
    expect(() => chargeOf({ type: 'dollar', cents: 1.5 }, 100)).toThrow(RangeError);
    expect(() => chargeOf({ type: 'percentage', milliPercent: 1000 }, 1.5)).toThrow(RangeError);
  });
});
