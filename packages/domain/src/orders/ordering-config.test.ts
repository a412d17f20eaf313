import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseChargeValue } from './cost-engine/index.ts';
import {
  cartItemLimit,
  chargeText,
  locationCartItemLimit,
  storedChargeValue,
} from './ordering-config.ts';

describe('cartItemLimit', () => {
  it('is the smallest limit set, ignoring unset ones', () => {
    expect(cartItemLimit(30, null, 12)).toBe(12);
    expect(cartItemLimit(null, undefined, 5)).toBe(5);
    expect(cartItemLimit(8)).toBe(8);
  });

  it('is no limit when none is set', () => {
    expect(cartItemLimit()).toBeNull();
    expect(cartItemLimit(null, undefined, null)).toBeNull();
    // 0 in a stored row means "no limit", never "nothing may be ordered".
    expect(cartItemLimit(0, null)).toBeNull();
  });

  it('never exceeds any limit that is set', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 1, max: 1000 }))), (limits) => {
        const limit = cartItemLimit(...limits);
        for (const one of limits) if (one !== null) expect(limit).toBeLessThanOrEqual(one);
        expect(limit === null).toBe(limits.every((one) => one === null));
      }),
    );
  });
});

describe('locationCartItemLimit', () => {
  const location = (max: number | null) => ({ order_options: { max_items_per_cart: max } });

  it('counts the order options and both ordering parameters', () => {
    expect(
      locationCartItemLimit(location(30), { max_items_per_cart: 20, max_items_per_order: 12 }),
    ).toBe(12);
    expect(locationCartItemLimit(location(5), null)).toBe(5);
    expect(locationCartItemLimit(location(null), { max_items_per_cart: 8 })).toBe(8);
    expect(locationCartItemLimit(location(null), undefined)).toBeNull();
  });
});

describe('storedChargeValue', () => {
  it('reads a stored charge as its text reads back', () => {
    expect(storedChargeValue('dollar', 4.99)).toEqual({ type: 'dollar', cents: 499 });
    expect(storedChargeValue('percentage', 9.975)).toEqual({
      type: 'percentage',
      milliPercent: 9975,
    });
    // Any type other than dollar is a percentage, as chargeText writes it.
    expect(storedChargeValue('percent', 10)).toEqual({ type: 'percentage', milliPercent: 10000 });
  });

  it('is nothing for zero, negative or over 100 % amounts', () => {
    expect(storedChargeValue('dollar', 0)).toBeNull();
    expect(storedChargeValue('dollar', -5)).toBeNull();
    expect(storedChargeValue('percentage', null)).toBeNull();
    expect(storedChargeValue('percentage', 150)).toBeNull();
  });
});

describe('chargeText', () => {
  it('writes a fixed amount in dollars with two decimals and a trailing $', () => {
    expect(chargeText('dollar', 4.99)).toBe('4.99$');
    expect(chargeText('dollar', 5)).toBe('5.00$');
  });

  it('writes a percentage as the bare number', () => {
    expect(chargeText('percentage', 15)).toBe('15');
    expect(chargeText('percentage', 9.975)).toBe('9.975');
  });

  it('answers null for nothing to charge', () => {
    expect(chargeText('dollar', 0)).toBeNull();
    expect(chargeText('percentage', null)).toBeNull();
  });

  it('is read back by parseChargeValue as the same charge', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        expect(parseChargeValue(chargeText('dollar', cents / 100))).toEqual({
          type: 'dollar',
          cents,
        });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (milliPercent) => {
        expect(parseChargeValue(chargeText('percentage', milliPercent / 1000))).toEqual({
          type: 'percentage',
          milliPercent,
        });
      }),
    );
  });
});
