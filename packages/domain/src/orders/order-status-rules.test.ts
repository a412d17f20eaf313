import { describe, expect, it } from 'vitest';
import { orderStatuses } from './order-constants.ts';
import { isBeforeScheduledDate, orderStatusAction } from './order-status-rules.ts';

describe('orderStatusAction', () => {
  it('accepts, declines and completes a pending order', () => {
    expect(orderStatusAction('pending', 'in_progress')).toBe('accept');
    expect(orderStatusAction('pending', 'cancelled')).toBe('decline');
    expect(orderStatusAction('pending', 'completed')).toBe('complete');
  });

  it('only completes an order in progress', () => {
    expect(orderStatusAction('in_progress', 'completed')).toBe('complete');
    expect(orderStatusAction('in_progress', 'cancelled')).toBeNull();
    expect(orderStatusAction('in_progress', 'pending')).toBeNull();
  });

  it('changes nothing else: finished orders stay, refunds have their own call', () => {
    for (const from of orderStatuses) {
      for (const to of ['refunded', 'refund_requested', 'full_refund', 'pending'] as const) {
        expect(orderStatusAction(from, to)).toBeNull();
      }
    }
    for (const to of orderStatuses) {
      expect(orderStatusAction('completed', to)).toBeNull();
      expect(orderStatusAction('cancelled', to)).toBeNull();
    }
  });
});

describe('isBeforeScheduledDate', () => {
  const zone = 'America/Toronto';

  it('refuses before the due date and allows the whole due day, in the location zone', () => {
    const due = '2025-03-10T20:00:00.000Z'; // 16:00 in Toronto, 10 March
    expect(isBeforeScheduledDate(due, '2025-03-10T03:59:00.000Z', zone)).toBe(true); // 9 March 23:59
    expect(isBeforeScheduledDate(due, '2025-03-10T04:00:00.000Z', zone)).toBe(false); // 10 March 00:00
    expect(isBeforeScheduledDate(due, '2025-03-10T23:00:00.000Z', zone)).toBe(false);
    expect(isBeforeScheduledDate(due, '2025-03-12T12:00:00.000Z', zone)).toBe(false);
  });

  it('reads the calendar of the location, not UTC', () => {
    const due = '2025-03-11T02:00:00.000Z'; // 22:00 in Toronto on 10 March, already the 11th in UTC
    expect(isBeforeScheduledDate(due, '2025-03-10T15:00:00.000Z', zone)).toBe(false);
    expect(isBeforeScheduledDate(due, '2025-03-10T15:00:00.000Z', 'UTC')).toBe(true);
  });

  it('lets an order without a due time be completed at once', () => {
    expect(isBeforeScheduledDate(null, new Date(), zone)).toBe(false);
  });
});
