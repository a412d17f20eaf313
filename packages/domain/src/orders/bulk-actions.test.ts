import { describe, expect, it } from 'vitest';
import { bulkDays, bulkSkipReason, isBulkConfirmed } from './bulk-actions.ts';

describe('bulk action rules', () => {
  it('reads a date or a range, refusing the unreadable with the spec’s codes', () => {
    expect(bulkDays({ date: '2026-03-01' })).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(bulkDays({})).toEqual({ error: 'bulk_date_required' });
    expect(bulkDays({ date: '2026-02-29' })).toEqual({ error: 'bulk_date_required' });
    expect(bulkDays({ dateRange: { start: '2026-03-02', end: '2026-03-01' } })).toEqual({
      error: 'date_range_required',
    });
    expect(bulkDays({ dateRange: { start: '2026-01-01', end: '2027-01-02' } })).toEqual({
      error: 'date_range_required',
    });
    expect(bulkDays({ dateRange: { start: '2026-01-01', end: '2026-12-31' } })).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
  });

  it('skips what a single status change refuses', () => {
    const now = new Date('2026-03-01T15:00:00Z');
    const zone = 'America/Toronto';
    const tomorrow = new Date('2026-03-02T17:00:00Z');
    expect(bulkSkipReason('complete', { status: 'pending', pickup_time: null }, now, zone)).toBe(
      null,
    );
    expect(
      bulkSkipReason('complete', { status: 'in_progress', pickup_time: tomorrow }, now, zone),
    ).toBe('order_before_scheduled_date');
    expect(bulkSkipReason('cancel', { status: 'in_progress', pickup_time: null }, now, zone)).toBe(
      'order_status_change_invalid',
    );
    expect(bulkSkipReason('cancel', { status: 'pending', pickup_time: tomorrow }, now, zone)).toBe(
      null,
    );
  });

  it('is confirmed by either word exactly', () => {
    expect(isBulkConfirmed(' CONFIRM ')).toBe(true);
    expect(isBulkConfirmed('CONFIRMER')).toBe(true);
    expect(isBulkConfirmed('confirm')).toBe(false);
    expect(isBulkConfirmed(undefined)).toBe(false);
  });
});
