import type { DayOfWeek } from './days-of-week.ts';
import { formatIsoDate, parseIsoDate } from './date-parse.ts';

/**
 * Arithmetic on calendar dates (`YYYY-MM-DD`) without a time zone: a date is a day of the
 * calendar, not an instant, so adding a day never meets a daylight-saving change.
 */

function utcDayOf(date: string): Date {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${JSON.stringify(date)}`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
}

/** The date `days` calendar days after `date` (negative = before). Throws `RangeError` for a non-date. */
export function addCalendarDays(date: string, days: number): string {
  const day = utcDayOf(date);
  day.setUTCDate(day.getUTCDate() + days);
  return formatIsoDate({
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
  });
}

/** The day of the week of a date: 1 Monday … 7 Sunday. Throws `RangeError` for a non-date. */
export function dayOfWeekOfDate(date: string): DayOfWeek {
  const weekday = utcDayOf(date).getUTCDay();
  return (weekday === 0 ? 7 : weekday) as DayOfWeek;
}

/** Saturday or Sunday. */
export function isWeekendDay(day: DayOfWeek): boolean {
  return day >= 6;
}
