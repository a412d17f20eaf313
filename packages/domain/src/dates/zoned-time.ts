import { DEFAULT_TIME_ZONE, zonedParts } from './date-format.ts';
import { addCalendarDays } from './calendar-days.ts';
import { parseIsoDate, parseTimeOfDay } from './date-parse.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** The wall-clock reading of a minute-aligned instant in a zone, written as if it were UTC. */
function wallClockMs(epochMs: number, timeZone: string): number {
  const parts = zonedParts(new Date(epochMs), timeZone);
  if (!parts) throw new RangeError(`Not an instant: ${epochMs}`);
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (Toronto in winter: −5 h). */
function offsetMs(epochMs: number, timeZone: string): number {
  return wallClockMs(epochMs, timeZone) - epochMs;
}

/**
 * The instant at which the wall clock of `timeZone` reads `date` (`YYYY-MM-DD`) `time` (`HH:mm`).
 *
 * Daylight-saving changes are resolved as calendars and `Temporal` ("compatible") do:
 * - a time that happens twice (Toronto, first Sunday of November, 01:00–01:59) is the first
 *   one, still on summer time;
 * - a time that never happens (Toronto, second Sunday of March, 02:00–02:59) moves forward by
 *   the length of the gap: 02:30 is 03:30 summer time.
 *
 * Throws `RangeError` for a date or time that does not exist on the calendar (`2023-02-29`,
 * `24:00`) and for an unknown time zone.
 */
export function zonedTimeToInstant(
  date: string,
  time: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const day = parseIsoDate(date);
  const clock = parseTimeOfDay(time);
  if (!day || !clock) throw new RangeError(`Not a date and time: ${date} ${time}`);
  const wall = Date.UTC(day.year, day.month - 1, day.day, clock.hours, clock.minutes);
  // Offsets a day either side straddle any change of that day (zones change at most once a day).
  const before = wall - offsetMs(wall - DAY_MS, timeZone);
  const after = wall - offsetMs(wall + DAY_MS, timeZone);
  const readsRight = (epochMs: number) => wallClockMs(epochMs, timeZone) === wall;
  const candidates = [before, after].filter(readsRight);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap: the offset in force before the change carries the time past the gap.
  return new Date(before);
}

/** The instant a calendar day starts in a zone (its local midnight; 23 or 25 hours may follow). */
export function startOfZonedDay(date: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  return zonedTimeToInstant(date, '00:00', timeZone);
}

/**
 * The instants of the calendar days `startDate`…`endDate` (both included) in a zone: from the
 * first day's local midnight to the midnight after the last, `to` excluded.
 */
export function zonedDaysSpan(
  startDate: string,
  endDate: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): { from: Date; to: Date } {
  return {
    from: startOfZonedDay(startDate, timeZone),
    to: startOfZonedDay(addCalendarDays(endDate, 1), timeZone),
  };
}
