import { describe, expect, it } from 'vitest';
import { hasPrivateRowAmounts } from '../../src/modules/orders/pay-what-you-can-privacy.ts';

describe('hasPrivateRowAmounts (the report list and the export leave these amounts empty)', () => {
  it('keeps an order private when the family chose an amount or the subsidy is pay what you can', () => {
    expect(hasPrivateRowAmounts({ pricing: { payWhatYouCan: 4 }, subsidy_type: null })).toBe(true);
    expect(hasPrivateRowAmounts({ pricing: null, subsidy_type: 'pay_what_you_can' })).toBe(true);
    expect(
      hasPrivateRowAmounts({ pricing: { payWhatYouCan: null }, subsidy_type: 'discount' }),
    ).toBe(false);
    expect(hasPrivateRowAmounts({ pricing: null, subsidy_type: null })).toBe(false);
  });

  it('still keeps it private when another pricing field breaks its rule', () => {
    const pricing = { payWhatYouCan: 4, subsidyCode: 12345, tip: 'lots' };
    expect(hasPrivateRowAmounts({ pricing, subsidy_type: null })).toBe(true);
  });
});
