import { describe, expect, it } from 'vitest';
import { invoiceStatus } from './invoice-status.ts';

describe('invoiceStatus', () => {
  it('is ready once an invoice is issued, whatever the preference', () => {
    expect(
      invoiceStatus({ type: 'take_out', paymentPreference: 'credit_card', invoiceCount: 1 }),
    ).toBe('ready');
  });
  it('is not ready while an invoiced order or a pre-order waits for completion', () => {
    expect(invoiceStatus({ type: 'catering', paymentPreference: 'invoice', invoiceCount: 0 })).toBe(
      'not_ready',
    );
    expect(invoiceStatus({ type: 'event', paymentPreference: null, invoiceCount: 0 })).toBe(
      'not_ready',
    );
  });
  it('is none when no invoice is expected', () => {
    for (const paymentPreference of [
      'credit_card',
      'cost_center',
      'purchase_order',
      null,
    ] as const) {
      expect(invoiceStatus({ type: 'take_out', paymentPreference, invoiceCount: 0 })).toBe('none');
    }
  });
});
