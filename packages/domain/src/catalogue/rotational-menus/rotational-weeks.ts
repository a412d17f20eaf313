import { addCalendarDays, dayOfWeekOfDate } from '../../dates/calendar-days.ts';
import { parseIsoDate } from '../../dates/date-parse.ts';

/**
 * Week arithmetic of the daily (rotational) menus calendar. Weeks start on Monday (day 1 of the
 * domain's days of the week). Dates are calendar dates (`YYYY-MM-DD`), never instants.
 */

/** The longest range `GET /rotational-menus` answers: 12 weeks, both ends included. */
export const ROTATIONAL_RANGE_MAX_DAYS = 84;

/** Days from `start` to `end` (negative when `end` is before); `null` when either is not a date. */
export function calendarDaysBetween(start: string, end: string): number | null {
  const a = parseIsoDate(start);
  const b = parseIsoDate(end);
  if (!a || !b) return null;
  const utc = (d: { year: number; month: number; day: number }) =>
    Date.UTC(d.year, d.month - 1, d.day);
  return Math.round((utc(b) - utc(a)) / 86_400_000);
}

/** The last date a range starting on `start` may end on. */
export function lastDayOfRange(start: string): string {
  return addCalendarDays(start, ROTATIONAL_RANGE_MAX_DAYS - 1);
}

/** The Monday of the week holding `date`. */
export function startOfWeek(date: string): string {
  return addCalendarDays(date, 1 - dayOfWeekOfDate(date));
}

/** The 7 dates of the week starting on `monday`, Monday to Sunday. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addCalendarDays(monday, index));
}

/** A planned daily menu as the copy rules read it. */
export interface PlannedDailyMenu {
  menu_id: number;
  date: string;
  item_ids: number[];
}

/** The same daily menus `days` later (a week: 7), items unchanged. */
export function shiftDailyMenus<T extends PlannedDailyMenu>(
  entries: readonly T[],
  days: number,
): PlannedDailyMenu[] {
  return entries.map((entry) => ({
    menu_id: entry.menu_id,
    date: addCalendarDays(entry.date, days),
    item_ids: [...entry.item_ids],
  }));
}

/**
 * Copying the week starting on `monday` to the next week: its daily menus 7 days later, except
 * those whose menu is already planned on the target date (`existing`, the next week's daily
 * menus), which are kept as they are and counted in `skipped`. Daily menus outside the source
 * week are ignored.
 */
export function copyWeekToNext(
  monday: string,
  source: readonly PlannedDailyMenu[],
  existing: readonly Pick<PlannedDailyMenu, 'menu_id' | 'date'>[],
): { entries: PlannedDailyMenu[]; skipped: number } {
  const days = new Set(weekDates(monday));
  const taken = new Set(existing.map((entry) => `${entry.menu_id}@${entry.date}`));
  const shifted = shiftDailyMenus(
    source.filter((entry) => days.has(entry.date)),
    7,
  );
  const entries = shifted.filter((entry) => !taken.has(`${entry.menu_id}@${entry.date}`));
  return { entries, skipped: shifted.length - entries.length };
}
