import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkDecimal,
  checkGreaterThan,
  checkHigherThanZero,
  checkInt32,
  checkInteger,
  checkMaxValue,
  checkMinValue,
  checkNumeric,
} from './number-rules.ts';

const rule = (issue: { rule: string } | null) => issue?.rule ?? null;

describe('number rules', () => {
  it('let empty values pass', () => {
    for (const value of [undefined, null, '', ' ']) {
      expect(checkNumeric(value)).toBeNull();
      expect(checkMinValue(value, 1)).toBeNull();
      expect(checkHigherThanZero(value)).toBeNull();
    }
  });

  it('read numbers and decimal text with either separator', () => {
    for (const value of [12, '12', '12.5', '12,5', '-3', ' 4 ']) {
      expect(checkNumeric(value)).toBeNull();
    }
    for (const value of ['abc', '1e3', '12.', '1 000', '12.5.1', Number.NaN, Infinity]) {
      expect(rule(checkNumeric(value))).toBe('numeric');
    }
  });

  it('answer numeric before their own issue when the value is not a number', () => {
    expect(rule(checkMinValue('abc', 0))).toBe('numeric');
    expect(rule(checkInteger('x'))).toBe('numeric');
  });

  it('limit decimals when asked', () => {
    expect(checkDecimal('12.50', 2)).toBeNull();
    expect(checkDecimal('12.505')).toBeNull();
    expect(checkDecimal('12,505', 2)).toEqual({ rule: 'maxDecimals', params: { decimals: 2 } });
    expect(checkDecimal(0.125, 2)).toEqual({ rule: 'maxDecimals', params: { decimals: 2 } });
  });

  it('refuse any decimals for integers', () => {
    expect(checkInteger('12')).toBeNull();
    expect(checkInteger(12)).toBeNull();
    expect(rule(checkInteger('12.0'))).toBe('integer');
    expect(rule(checkInteger(1.5))).toBe('integer');
  });

  it('include the bounds of min and max values', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (value, bound) => {
        expect(checkMinValue(value, bound) === null).toBe(value >= bound);
        expect(checkMaxValue(String(value), bound) === null).toBe(value <= bound);
      }),
    );
    expect(checkMinValue(-1, 0)).toEqual({ rule: 'minValue', params: { min: 0 } });
    expect(checkMaxValue(16, 15)).toEqual({ rule: 'maxValue', params: { max: 15 } });
  });

  it('require strictly more than zero', () => {
    expect(checkHigherThanZero('0.01')).toBeNull();
    expect(rule(checkHigherThanZero(0))).toBe('higherThanZero');
    expect(rule(checkHigherThanZero('-1'))).toBe('higherThanZero');
  });

  it('compare with another field strictly, naming it when a label is given', () => {
    expect(checkGreaterThan(10, 5)).toBeNull();
    expect(checkGreaterThan(5, 5)).toEqual({ rule: 'greaterThan', params: { other: '5' } });
    expect(checkGreaterThan('4', '5', 'Start')).toEqual({
      rule: 'greaterThan',
      params: { other: 'Start' },
    });
    expect(checkGreaterThan(4, '')).toBeNull();
    expect(checkGreaterThan(4, 'abc')).toBeNull();
  });
});

describe('checkInt32', () => {
  it('accepts the int4 range and refuses beyond it', () => {
    expect(checkInt32(2_147_483_647)).toBeNull();
    expect(checkInt32('-2147483648')).toBeNull();
    expect(checkInt32(2 ** 63)).toEqual({ rule: 'maxValue', params: { max: 2_147_483_647 } });
    expect(checkInt32(-(2 ** 31) - 1)).toEqual({
      rule: 'minValue',
      params: { min: -2_147_483_648 },
    });
    expect(checkInt32('')).toBeNull();
  });
});
