import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  copyWeekToNext,
  lastDayOfRange,
  shiftDailyMenus,
  startOfWeek,
  weekDates,
} from './rotational-weeks.ts';
import { addCalendarDays, dayOfWeekOfDate } from '../../dates/calendar-days.ts';

const isoDate = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2999-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('rotational weeks', () => {
  it('starts weeks on Monday, across months and years', () => {
    expect(startOfWeek('2025-01-01')).toBe('2024-12-30');
    expect(startOfWeek('2024-12-30')).toBe('2024-12-30');
    expect(startOfWeek('2025-03-09')).toBe('2025-03-03');
    expect(weekDates('2024-02-26')).toEqual([
      '2024-02-26',
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
    ]);
  });

  it('the start of the week is a Monday at most 6 days before', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const monday = startOfWeek(date);
        expect(dayOfWeekOfDate(monday)).toBe(1);
        const gap = calendarDaysBetween(monday, date)!;
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('counts days between dates, over a daylight-saving change too', () => {
    expect(calendarDaysBetween('2025-03-08', '2025-03-10')).toBe(2);
    expect(calendarDaysBetween('2025-03-10', '2025-03-08')).toBe(-2);
    expect(calendarDaysBetween('2025-02-30', '2025-03-08')).toBeNull();
    expect(lastDayOfRange('2025-01-06')).toBe('2025-03-30');
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -400, max: 400 }), (date, days) => {
        expect(calendarDaysBetween(date, addCalendarDays(date, days))).toBe(days);
      }),
    );
  });

  it('shifting by a week keeps menus and items and moves each date 7 days', () => {
    expect(shiftDailyMenus([{ menu_id: 3, date: '2024-12-28', item_ids: [5, 4] }], 7)).toEqual([
      { menu_id: 3, date: '2025-01-04', item_ids: [5, 4] },
    ]);
  });

  it('copies one week to the next, leaving dates already planned and other weeks alone', () => {
    const source = [
      { menu_id: 1, date: '2025-03-03', item_ids: [10] },
      { menu_id: 2, date: '2025-03-09', item_ids: [] },
      { menu_id: 1, date: '2025-03-05', item_ids: [11, 12] },
      // the week before and the week after are not copied
      { menu_id: 1, date: '2025-03-02', item_ids: [] },
      { menu_id: 1, date: '2025-03-10', item_ids: [] },
    ];
    const existing = [
      { menu_id: 1, date: '2025-03-12' },
      { menu_id: 2, date: '2025-03-10' }, // another menu that day: no clash with menu 1
    ];
    expect(copyWeekToNext('2025-03-03', source, existing)).toEqual({
      entries: [
        { menu_id: 1, date: '2025-03-10', item_ids: [10] },
        { menu_id: 2, date: '2025-03-16', item_ids: [] },
      ],
      skipped: 1,
    });
  });
});
