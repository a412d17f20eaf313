import { describe, expect, it } from 'vitest';
import { ZUpdateOrderRequest } from './order-schemas.ts';

describe('ZUpdateOrderRequest', () => {
  it('keeps only the checkout keys sent: no defaults for the others', () => {
    const request = ZUpdateOrderRequest.parse({ checkout: { paymentPreference: 'invoice' } });
    expect(request.checkout).toEqual({ paymentPreference: 'invoice' });
  });

  it('checks and completes each key sent as the whole checkout does', () => {
    const request = ZUpdateOrderRequest.parse({ checkout: { contact: { full_name: ' Ada ' } } });
    expect(request.checkout).toEqual({
      contact: { full_name: 'Ada', email: '', phone_number: '', other: '' },
    });
    expect(
      ZUpdateOrderRequest.safeParse({ checkout: { contact: { full_name: 'A'.repeat(41) } } })
        .success,
    ).toBe(false);
    expect(ZUpdateOrderRequest.parse({ checkout: { delivery: null } }).checkout).toEqual({
      delivery: null,
    });
  });
});
