import type { Locale } from '../i18n/locale.ts';
import { DEFAULT_TIME_ZONE, zonedParts, type Instant } from './date-format.ts';

/** Days of the week as the spec numbers them: 1 is Monday … 7 is Sunday (ISO 8601). */
export const daysOfWeek = [1, 2, 3, 4, 5, 6, 7] as const;
export type DayOfWeek = (typeof daysOfWeek)[number];

export function isDayOfWeek(value: unknown): value is DayOfWeek {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 7;
}

/**
 * The localised name of a day (`1` → "Monday" / "lundi"). French names keep Intl's lower case,
 * which is the French convention; capitalise at the start of a sentence or label if needed.
 */
export function dayOfWeekName(
  day: DayOfWeek,
  locale: Locale,
  width: 'long' | 'short' = 'long',
): string {
  // 2024-01-01 was a Monday; noon UTC keeps the same calendar day in the formatter's zone.
  const date = new Date(Date.UTC(2024, 0, day, 12));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** The day of the week (1 Monday … 7 Sunday) of an instant as seen in a time zone. */
export function dayOfWeekOf(
  instant: Instant,
  timeZone: string = DEFAULT_TIME_ZONE,
): DayOfWeek | null {
  const parts = zonedParts(instant, timeZone);
  if (!parts) return null;
  const weekday = new Date(Date.UTC(+parts.year, +parts.month - 1, +parts.day)).getUTCDay();
  return (weekday === 0 ? 7 : weekday) as DayOfWeek;
}
