import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../orders/order-constants.ts';
import { eventSuiteInvoiceStatus, eventSuiteStatusFromOrders } from './event-suite-status.ts';

const orders = (...statuses: OrderStatus[]) => statuses.map((status) => ({ status }));

describe('an event suite’s status from its orders', () => {
  it('keeps the pre-order stage while the suite has no order', () => {
    expect(eventSuiteStatusFromOrders('email_sent', [])).toBe('email_sent');
    expect(eventSuiteStatusFromOrders('not_configured', [])).toBe('not_configured');
  });

  it('says what most needs doing: pending, then accepted, then completed', () => {
    expect(eventSuiteStatusFromOrders('email_sent', orders('pending'))).toBe('pending');
    expect(eventSuiteStatusFromOrders('pending', orders('in_progress', 'pending'))).toBe('pending');
    expect(eventSuiteStatusFromOrders('pending', orders('in_progress', 'cancelled'))).toBe(
      'accepted',
    );
    expect(eventSuiteStatusFromOrders('accepted', orders('completed', 'in_progress'))).toBe(
      'accepted',
    );
    expect(eventSuiteStatusFromOrders('accepted', orders('completed', 'cancelled'))).toBe(
      'completed',
    );
  });

  it('counts a completed order with a refund asked or given in part as completed', () => {
    for (const status of [
      'refund_requested',
      'partially_refunded',
      'partial_refund_requested',
    ] as const) {
      expect(eventSuiteStatusFromOrders('completed', orders(status))).toBe('completed');
    }
    expect(eventSuiteStatusFromOrders('completed', orders('refunded', 'completed'))).toBe(
      'completed',
    );
  });

  it('is refunded when every order kept was refunded, cancelled when every one was cancelled', () => {
    expect(eventSuiteStatusFromOrders('completed', orders('refunded', 'cancelled'))).toBe(
      'refunded',
    );
    expect(eventSuiteStatusFromOrders('completed', orders('full_refund'))).toBe('refunded');
    expect(eventSuiteStatusFromOrders('pending', orders('cancelled', 'cancelled'))).toBe(
      'cancelled',
    );
  });
});

describe('an event suite’s invoice status', () => {
  it('is none without an order that counts', () => {
    expect(eventSuiteInvoiceStatus({ finalized: false, orders: [] })).toBe('none');
    expect(eventSuiteInvoiceStatus({ finalized: true, orders: orders('cancelled') })).toBe('none');
  });

  it('is not ready until the suite is finalized and nothing is left open', () => {
    expect(eventSuiteInvoiceStatus({ finalized: false, orders: orders('in_progress') })).toBe(
      'not_ready',
    );
    expect(eventSuiteInvoiceStatus({ finalized: false, orders: orders('completed') })).toBe(
      'not_ready',
    );
    expect(
      eventSuiteInvoiceStatus({ finalized: true, orders: orders('completed', 'pending') }),
    ).toBe('not_ready');
    expect(
      eventSuiteInvoiceStatus({ finalized: true, orders: orders('completed', 'cancelled') }),
    ).toBe('ready');
  });
});
