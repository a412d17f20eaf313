import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  eventPreOrderStatus,
  preOrderLockStart,
  upcomingPreOrderStatuses,
  type PreOrderFacts,
} from './event-pre-order-status.ts';

const TORONTO = 'America/Toronto';
const ready = { has_owner: true, menu_count: 1 };

/** A game at 19:00 Toronto time on 2026-12-10 (UTC−5), two suites set up, locked 3 days before. */
const game: PreOrderFacts = {
  start_date: '2026-12-11T00:00:00.000Z',
  status: 'upcoming',
  order_lock_period_days: 3,
  suites: [ready, { has_owner: true, menu_count: 2 }],
};
const at = (iso: string) => new Date(iso);

describe('eventPreOrderStatus', () => {
  it('is pre-ordering before the lock period, locked once it starts, past once the event starts', () => {
    expect(eventPreOrderStatus(game, at('2026-12-01T12:00:00Z'), TORONTO)).toBe('pre_ordering');
    // 19:00 on 2026-12-07, three days before, is the first locked minute.
    expect(eventPreOrderStatus(game, at('2026-12-07T23:59:00Z'), TORONTO)).toBe('pre_ordering');
    expect(eventPreOrderStatus(game, at('2026-12-08T00:00:00Z'), TORONTO)).toBe(
      'pre_ordering_locked',
    );
    expect(eventPreOrderStatus(game, at('2026-12-10T23:59:59Z'), TORONTO)).toBe(
      'pre_ordering_locked',
    );
    expect(eventPreOrderStatus(game, at('2026-12-11T00:00:00Z'), TORONTO)).toBe('past_event');
  });

  it('is past when marked past, whatever its date', () => {
    const marked = { ...game, status: 'past_event' };
    expect(eventPreOrderStatus(marked, at('2026-01-01T00:00:00Z'), TORONTO)).toBe('past_event');
  });

  it('needs a suite, each with an owner and a pre-order menu, before pre-ordering', () => {
    const now = at('2026-12-01T12:00:00Z');
    const without = (suites: PreOrderFacts['suites']) =>
      eventPreOrderStatus({ ...game, suites }, now, TORONTO);
    expect(without([])).toBe('setup_incomplete');
    expect(without([ready, { has_owner: false, menu_count: 1 }])).toBe('setup_incomplete');
    expect(without([ready, { has_owner: true, menu_count: 0 }])).toBe('setup_incomplete');
    // Set-up comes before the lock: an unfinished event inside its lock period still says so.
    expect(eventPreOrderStatus({ ...game, suites: [] }, at('2026-12-09T12:00:00Z'), TORONTO)).toBe(
      'setup_incomplete',
    );
  });

  it('without a lock period stays open until the start', () => {
    const open = { ...game, order_lock_period_days: null };
    expect(eventPreOrderStatus(open, at('2026-12-10T23:59:00Z'), TORONTO)).toBe('pre_ordering');
    const zero = { ...game, order_lock_period_days: 0 };
    expect(eventPreOrderStatus(zero, at('2026-12-10T23:59:00Z'), TORONTO)).toBe('pre_ordering');
  });

  it('answers an upcoming status exactly while the start is ahead and it is not marked past', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -400, max: 400 }),
        fc.option(fc.integer({ min: 0, max: 365 })),
        fc.array(fc.record({ has_owner: fc.boolean(), menu_count: fc.nat(3) }), {
          maxLength: 4,
        }),
        (hoursAhead, lock, suites) => {
          const now = at('2026-06-15T12:00:00Z');
          const start = new Date(now.getTime() + hoursAhead * 3_600_000);
          const facts = {
            start_date: start,
            status: 'upcoming',
            order_lock_period_days: lock,
            suites,
          };
          const status = eventPreOrderStatus(facts, now, TORONTO);
          const upcoming: readonly string[] = upcomingPreOrderStatuses;
          expect(upcoming.includes(status)).toBe(hoursAhead > 0);
        },
      ),
    );
  });
});

describe('preOrderLockStart', () => {
  it('keeps the event’s time of day across a daylight-saving change', () => {
    // 19:00 on Monday 2026-11-02 (EST, UTC−5); three days before is 19:00 EDT (UTC−4) on the 30th.
    expect(preOrderLockStart('2026-11-03T00:00:00.000Z', 3, TORONTO).toISOString()).toBe(
      '2026-10-30T23:00:00.000Z',
    );
  });

  it('is the start itself without a lock period', () => {
    expect(preOrderLockStart('2026-11-03T00:00:00.000Z', null, TORONTO).toISOString()).toBe(
      '2026-11-03T00:00:00.000Z',
    );
  });
});
