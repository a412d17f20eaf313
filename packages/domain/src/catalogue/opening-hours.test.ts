import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTimeOfDay } from '../dates/date-parse.ts';
import {
  crossesMidnight,
  dayOpenings,
  hoursIntervalIssue,
  isOpenAtMinute,
  MINUTES_PER_DAY,
} from './opening-hours.ts';

const time = (minutes: number) =>
  formatTimeOfDay({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
const minuteOfDay = fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 });
const weekday = fc.integer({ min: 1, max: 7 });

describe('hours past midnight', () => {
  it('reads an end before the start as the next day, and 24:00 or 23:59 as midnight', () => {
    expect(crossesMidnight('22:00', '02:00')).toBe(true);
    expect(crossesMidnight('22:00', '00:00')).toBe(true);
    expect(crossesMidnight('22:00', '24:00')).toBe(false);
    expect(crossesMidnight('22:00', '23:59')).toBe(false);
    expect(crossesMidnight('11:00', '14:00')).toBe(false);
    expect(hoursIntervalIssue('22:00', '02:00')).toBeNull();
    expect(hoursIntervalIssue('09:00', '09:00')).toEqual({
      field: 'end_time',
      issue: { rule: 'differentFrom', params: { other: '09:00' } },
    });
  });

  it('opens Friday 22:00–02:00 on Friday night and Saturday morning only', () => {
    const friday = [{ day_of_week: 5, start_time: '22:00', end_time: '02:00' }];
    expect(dayOpenings(friday, 5)).toEqual([{ start: 22 * 60, end: MINUTES_PER_DAY, entry: 0 }]);
    expect(dayOpenings(friday, 6)).toEqual([{ start: 0, end: 120, entry: 0 }]);
    expect(dayOpenings(friday, 4)).toEqual([]);
    expect(isOpenAtMinute(friday, 5, 23 * 60)).toBe(true);
    expect(isOpenAtMinute(friday, 6, 90)).toBe(true);
    expect(isOpenAtMinute(friday, 6, 180)).toBe(false);
  });

  it('is open at a minute exactly when the minute is inside the interval, wrapping past midnight', () => {
    fc.assert(
      fc.property(weekday, minuteOfDay, minuteOfDay, weekday, minuteOfDay, (day, s, e, d, m) => {
        fc.pre(s !== e);
        const hours = [{ day_of_week: day, start_time: time(s), end_time: time(e) }];
        // Minutes from the interval's start (its weekday's midnight + s) to the minute asked.
        const week = 7 * MINUTES_PER_DAY;
        const since = ((((d - day) * MINUTES_PER_DAY + m - s) % week) + week) % week;
        const length = (e - s + MINUTES_PER_DAY) % MINUTES_PER_DAY;
        expect(isOpenAtMinute(hours, d, m)).toBe(since < length);
      }),
    );
  });

  it('covers each day with openings inside 0–1440 that never reach past the day', () => {
    fc.assert(
      fc.property(weekday, minuteOfDay, minuteOfDay, weekday, (day, s, e, d) => {
        fc.pre(s !== e);
        const hours = [{ day_of_week: day, start_time: time(s), end_time: time(e) }];
        for (const open of dayOpenings(hours, d)) {
          expect(open.start).toBeGreaterThanOrEqual(0);
          expect(open.end).toBeLessThanOrEqual(MINUTES_PER_DAY);
          expect(open.start).toBeLessThan(open.end);
        }
      }),
    );
  });
});
