import { describe, expect, it } from 'vitest';
import { ZPricingChoices, ZSetCostsRequest } from './order-schemas.ts';

describe('ZPricingChoices', () => {
  it('has no staff overrides unless sent', () => {
    expect(ZPricingChoices.parse({}).overrides).toEqual({
      serviceCharge: null,
      deliveryCharge: null,
      discount: null,
    });
  });

  it('takes charges, discounts and tips as the spec writes them', () => {
    const pricing = ZPricingChoices.parse({
      tip: ' 15 % ',
      overrides: { serviceCharge: '2$', discount: '0', deliveryCharge: '' },
    });
    expect(pricing.tip).toBe('15 %');
    expect(pricing.overrides).toEqual({ serviceCharge: '2$', deliveryCharge: '', discount: '0' });
  });

  it('refuses negative, unreadable and above 100 % values instead of dropping them', () => {
    for (const value of ['-5$', 'lots', '150', '-10']) {
      expect(ZPricingChoices.safeParse({ tip: value }).success, value).toBe(false);
      expect(ZPricingChoices.safeParse({ overrides: { discount: value } }).success, value).toBe(
        false,
      );
    }
  });
});

describe('ZSetCostsRequest', () => {
  it('keeps absent overrides absent and null ones null', () => {
    const request = ZSetCostsRequest.parse({
      type: 'take_out',
      data: { config: { menuId: 1 }, items: [] },
      overrides: { serviceCharge: null },
    });
    expect(request.overrides).toEqual({ serviceCharge: null });
  });
});
