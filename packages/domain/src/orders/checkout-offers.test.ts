import { describe, expect, it } from 'vitest';
import { orderTypes } from './order-constants.ts';
import { minimumOrderShortfall, tipOffered } from './checkout-offers.ts';

describe('tipOffered', () => {
  it('offers a tip on every order type but school orders', () => {
    const offered = orderTypes.filter(tipOffered);
    expect(offered).toEqual(orderTypes.filter((type) => type !== 'school'));
  });
});

describe('minimumOrderShortfall', () => {
  it('answers the minimum in cents while the subtotal is under it', () => {
    expect(minimumOrderShortfall(9_999, 100)).toEqual({ minimumCents: 10_000 });
    expect(minimumOrderShortfall(10_000, 100)).toBeNull();
    expect(minimumOrderShortfall(0, 12.5)).toEqual({ minimumCents: 1_250 });
  });

  it('has nothing to say without a minimum', () => {
    expect(minimumOrderShortfall(0, null)).toBeNull();
  });
});
