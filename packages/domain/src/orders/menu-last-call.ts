import type { AvailabilityEntry } from '../catalogue/menu-schemas.ts';
import { addCalendarDays, dayOfWeekOfDate } from '../dates/calendar-days.ts';
import { formatTime, toIsoDate, type Instant } from '../dates/date-format.ts';
import { formatTimeOfDay, minutesOfDay } from '../dates/date-parse.ts';
import { zonedTimeToInstant } from '../dates/zoned-time.ts';
import { dayOpenings, MINUTES_PER_DAY } from '../catalogue/opening-hours.ts';
import { isMenuOpenAt } from './scheduling.ts';

/**
 * A menu's last call (spec part 1 §2: "last call before close", the menu's `last_call_time`):
 * the menu takes no orders during the last `last_call_time` minutes before it closes. Closing is
 * the end of the run of opening hours that holds the instant, read on the wall clock of the
 * location's time zone: hours that follow on without a gap (11:00–14:00 then 14:00–21:00, or a
 * day open to midnight and the next one from 00:00, or hours past midnight: 22:00–02:00 closes
 * at 02:00 the next day) are one run.
 */

/** What the last call reads of a menu: its weekly hours and minutes of last call. */
export interface LastCallMenu {
  availability: readonly AvailabilityEntry[];
  /** Minutes before closing when orders stop; null or 0 = none. */
  last_call_time?: number | null | undefined;
}

/** A week and a day: hours open around the clock every day never close. */
const MAX_DAYS_AHEAD = 8;

function openingsOf(availability: readonly AvailabilityEntry[], date: string) {
  return dayOpenings(availability, dayOfWeekOfDate(date));
}

/** How far the openings of `date` run from `minute` on without a gap (`minute` when closed then). */
function runEnd(openings: readonly { start: number; end: number }[], minute: number): number {
  let end = minute;
  for (let extended = true; extended;) {
    extended = false;
    for (const open of openings) {
      if (open.start <= end && end < open.end) {
        end = open.end;
        extended = true;
      }
    }
  }
  return end;
}

function instantOf(date: string, minute: number, timeZone: string): Date {
  const time = formatTimeOfDay({ hours: Math.floor(minute / 60), minutes: minute % 60 });
  return zonedTimeToInstant(date, time, timeZone);
}

/**
 * When the menu closes after `at`: the end of the run of opening hours holding `at` (see the
 * file comment), as an instant. Null when the menu is closed at `at`, or open around the clock
 * for more than a week (it never closes).
 */
export function menuClosesAt(
  availability: readonly AvailabilityEntry[],
  at: Instant,
  timeZone: string,
): Date | null {
  if (!isMenuOpenAt(availability, at, timeZone)) return null;
  let date = toIsoDate(at, timeZone);
  let minute = minutesOfDay(formatTime(at, timeZone)) ?? 0;
  for (let day = 0; day < MAX_DAYS_AHEAD; day += 1) {
    const end = runEnd(openingsOf(availability, date), minute);
    if (end < MINUTES_PER_DAY) return instantOf(date, end, timeZone);
    date = addCalendarDays(date, 1);
    minute = 0;
    if (runEnd(openingsOf(availability, date), 0) === 0) return instantOf(date, 0, timeZone);
  }
  return null;
}

/**
 * Whether `at` falls in the menu's last call: the menu is open then, but closes (`menuClosesAt`)
 * in `last_call_time` minutes or less. A menu without a last call never is.
 */
export function isPastLastCall(menu: LastCallMenu, at: Instant, timeZone: string): boolean {
  const minutes = menu.last_call_time ?? 0;
  if (minutes <= 0) return false;
  const closesAt = menuClosesAt(menu.availability, at, timeZone);
  if (!closesAt) return false;
  return new Date(at).getTime() >= closesAt.getTime() - minutes * 60_000;
}

/**
 * Whether the menu takes orders for `at`: open then (`isMenuOpenAt`) and not in its last call.
 * Pricing judges every line with it at the instant the order is for (now for an order as soon as
 * possible, else its due time), and the item browser the same way.
 */
export function menuTakesOrdersAt(menu: LastCallMenu, at: Instant, timeZone: string): boolean {
  return isMenuOpenAt(menu.availability, at, timeZone) && !isPastLastCall(menu, at, timeZone);
}
