import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addCalendarDays, dayOfWeekOfDate, isWeekendDay } from './calendar-days.ts';

describe('addCalendarDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addCalendarDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addCalendarDays('2024-03-09', 2)).toBe('2024-03-11');
    expect(addCalendarDays('2024-03-09', 0)).toBe('2024-03-09');
  });

  it('refuses a date that does not exist', () => {
    expect(() => addCalendarDays('2023-02-29', 1)).toThrow(RangeError);
  });

  it('adding then subtracting gives the date back (property)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, days) => {
          const start = date.toISOString().slice(0, 10);
          expect(addCalendarDays(addCalendarDays(start, days), -days)).toBe(start);
        },
      ),
    );
  });
});

describe('dayOfWeekOfDate', () => {
  it('numbers Monday 1 … Sunday 7', () => {
    expect(dayOfWeekOfDate('2024-06-03')).toBe(1);
    expect(dayOfWeekOfDate('2024-06-08')).toBe(6);
    expect(dayOfWeekOfDate('2024-06-09')).toBe(7);
    expect(isWeekendDay(dayOfWeekOfDate('2024-06-08'))).toBe(true);
    expect(isWeekendDay(dayOfWeekOfDate('2024-06-07'))).toBe(false);
  });
});
