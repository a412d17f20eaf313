import type { AvailabilityEntry } from '../catalogue/menu-schemas.ts';
import { isOpenAtMinute, MINUTES_PER_DAY } from '../catalogue/opening-hours.ts';
import { formatTime, toIsoDate, type Instant } from '../dates/date-format.ts';
import { formatTimeOfDay, minutesOfDay } from '../dates/date-parse.ts';
import { addCalendarDays, dayOfWeekOfDate, isWeekendDay } from '../dates/calendar-days.ts';
import { zonedTimeToInstant } from '../dates/zoned-time.ts';
import { DEFAULT_PICKUP_HOUR, K12_CUTOFF_HOUR } from './order-constants.ts';

/**
 * Scheduling rules (spec part 2 §4, §9): due date and time, required notice, cut-off in days or
 * hours, a window of maximum days ahead, weekends, the K-12 noon cut-off and the capacity per
 * ordering interval. Dates, times and days are read on the wall clock of the location's time
 * zone (`timeZone`), so every rule holds across daylight-saving changes.
 */

export interface SchedulingRules {
  timeZone: string;
  /** Minutes of notice the menu needs between now and the due time (null = none). */
  requiredNoticeMinutes: number | null;
  /**
   * Location cut-off (null = none). `days`: orders close at local midnight starting the day
   * `value` days before the due date (1 day: an order due Thursday is taken until Tuesday
   * 23:59; 0 days: until the due date begins). `hours`: orders close `value` hours before the
   * due time.
   */
  cutoff: { value: number; unit: 'days' | 'hours' } | null;
  /** How many calendar days after today (in the zone) may be chosen (null = no limit). */
  windowMaxDays: number | null;
  /** No due date on Saturday or Sunday. */
  excludeWeekends: boolean;
  /**
   * K-12: orders close at noon (`K12_CUTOFF_HOUR`) of the due date, less the cut-off: `days`
   * moves to noon of the day that many days earlier, `hours` closes that many hours before
   * noon. Replaces the location cut-off above.
   */
  k12: boolean;
  /**
   * The menu's opening hours. A week without hours is closed every day, as the availability
   * editor tells managers ("No hours: the menu is closed every day.").
   */
  availability: readonly AvailabilityEntry[];
}

export type SchedulingProblemCode =
  | 'scheduling_unavailable'
  | 'scheduling_too_soon'
  | 'scheduling_past_cutoff'
  | 'scheduling_too_far'
  | 'scheduling_weekend'
  | 'scheduling_closed';

export interface SchedulingProblem {
  code: SchedulingProblemCode;
  params: Record<string, string | number>;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return date;
}

/** Minutes since local midnight on the zone's wall clock. */
function wallMinutes(instant: Date, timeZone: string): number {
  return minutesOfDay(formatTime(instant, timeZone)) ?? 0;
}

/**
 * The instant of a due date and time in the zone; no time = `DEFAULT_PICKUP_HOUR`:00 (spec
 * part 2 §9). Daylight-saving changes resolve as `zonedTimeToInstant` documents (a time that
 * does not exist moves forward, a time that happens twice is the first). `24:00`, which the
 * time-of-day field accepts, is the midnight ending the date. Throws `RangeError` for a date or
 * time that does not exist (`2023-02-29`, `25:00`).
 */
export function dueInstant(date: string, time: string | null, timeZone: string): Date {
  if (time === '24:00') return zonedTimeToInstant(addCalendarDays(date, 1), '00:00', timeZone);
  return zonedTimeToInstant(
    date,
    time ?? formatTimeOfDay({ hours: DEFAULT_PICKUP_HOUR, minutes: 0 }),
    timeZone,
  );
}

/**
 * When orders for `due` close under the cut-off rules, or null when nothing closes them (no
 * cut-off and not K-12). An order is taken only strictly before this instant.
 */
export function orderCutoffInstant(due: Instant, rules: SchedulingRules): Date | null {
  const dueAt = toDate(due);
  const { cutoff, timeZone } = rules;
  const date = toIsoDate(dueAt, timeZone);
  if (rules.k12) {
    const noon = formatTimeOfDay({ hours: K12_CUTOFF_HOUR, minutes: 0 });
    if (cutoff?.unit === 'days') {
      return zonedTimeToInstant(addCalendarDays(date, -cutoff.value), noon, timeZone);
    }
    const noonOfDate = zonedTimeToInstant(date, noon, timeZone);
    if (cutoff?.unit === 'hours') return new Date(noonOfDate.getTime() - cutoff.value * HOUR_MS);
    return noonOfDate;
  }
  if (!cutoff) return null;
  if (cutoff.unit === 'hours') return new Date(dueAt.getTime() - cutoff.value * HOUR_MS);
  return zonedTimeToInstant(addCalendarDays(date, -cutoff.value), '00:00', timeZone);
}

/**
 * Whether the menu is open at `at`: the hours of that weekday, with the part of the previous
 * day's hours that runs past midnight, hold the local time (`isOpenAtMinute`, the one rule of
 * hours in opening-hours.ts). A week without hours is closed (see `SchedulingRules`).
 */
export function isMenuOpenAt(
  availability: readonly AvailabilityEntry[],
  at: Instant,
  timeZone: string,
): boolean {
  const instant = toDate(at);
  const day = dayOfWeekOfDate(toIsoDate(instant, timeZone));
  return isOpenAtMinute(availability, day, wallMinutes(instant, timeZone));
}

/**
 * Why `due` cannot be chosen at `now`, or null. Checked in this order, the first found answered:
 * 1. `scheduling_too_soon` {minutes}: sooner than the required notice; a time already past when
 *    the menu needs no notice is `scheduling_unavailable` ("This pickup time is not available."
 *    reads better than "needs 0 minutes of notice");
 * 2. `scheduling_past_cutoff` {cutoff}: orders for it have closed (`orderCutoffInstant`);
 *    `cutoff` is the closing time as `YYYY-MM-DD HH:mm` in the zone, `cutoffAt` the instant;
 * 3. `scheduling_weekend`: due on Saturday or Sunday while weekends are excluded;
 * 4. `scheduling_too_far` {days}: its date is more than `windowMaxDays` calendar days after
 *    today (in the zone);
 * 5. `scheduling_closed`: the menu is closed at that time.
 */
export function schedulingProblem(
  due: Instant,
  now: Instant,
  rules: SchedulingRules,
): SchedulingProblem | null {
  const dueAt = toDate(due);
  const nowAt = toDate(now);
  const { timeZone } = rules;
  const notice = Math.max(0, rules.requiredNoticeMinutes ?? 0);
  if (dueAt.getTime() < nowAt.getTime() + notice * MINUTE_MS) {
    if (notice === 0) return { code: 'scheduling_unavailable', params: {} };
    return { code: 'scheduling_too_soon', params: { minutes: notice } };
  }
  const closesAt = orderCutoffInstant(dueAt, rules);
  if (closesAt && nowAt.getTime() >= closesAt.getTime()) {
    return {
      code: 'scheduling_past_cutoff',
      params: {
        cutoff: `${toIsoDate(closesAt, timeZone)} ${formatTime(closesAt, timeZone)}`,
        cutoffAt: closesAt.toISOString(),
      },
    };
  }
  const dueDate = toIsoDate(dueAt, timeZone);
  if (rules.excludeWeekends && isWeekendDay(dayOfWeekOfDate(dueDate))) {
    return { code: 'scheduling_weekend', params: {} };
  }
  if (rules.windowMaxDays !== null) {
    const lastDate = addCalendarDays(toIsoDate(nowAt, timeZone), rules.windowMaxDays);
    if (dueDate > lastDate)
      return { code: 'scheduling_too_far', params: { days: rules.windowMaxDays } };
  }
  if (!isMenuOpenAt(rules.availability, dueAt, timeZone)) {
    return { code: 'scheduling_closed', params: {} };
  }
  return null;
}

/**
 * The ordering interval an instant falls in: its start as an ISO instant (UTC), counted on the
 * wall clock from local midnight in steps of `intervalMinutes` (the last interval of a day may be
 * shorter). Orders whose due times share a start share the capacity. On daylight-saving days each
 * start is taken on the offset of the instant itself, so the hour that happens twice in November
 * gives two intervals, never one of two hours. Throws `RangeError` when `intervalMinutes` is not
 * a whole number of minutes above 0.
 */
export function orderingIntervalStart(
  at: Instant,
  intervalMinutes: number,
  timeZone: string,
): string {
  if (!Number.isInteger(intervalMinutes) || intervalMinutes < 1) {
    throw new RangeError(`Not an ordering interval: ${intervalMinutes}`);
  }
  const instant = toDate(at);
  const intoInterval = wallMinutes(instant, timeZone) % intervalMinutes;
  // Zone offsets are whole minutes, so seconds are the same on the wall clock and in UTC.
  const intoMinute = instant.getTime() - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(instant.getTime() - intoInterval * MINUTE_MS - intoMinute).toISOString();
}

/**
 * The times `HH:mm` of one date a menu can be due at: from 00:00 every `stepMinutes`, those that
 * pass `schedulingProblem` at `now` (so within its hours, after the notice, before the cut-off…).
 * Times that do not exist that day (the hour skipped in March) are left out. Throws `RangeError`
 * for a date that does not exist or a step that is not a whole number of minutes above 0.
 */
export function dueTimesOf(
  date: string,
  stepMinutes: number,
  rules: SchedulingRules,
  now: Instant,
): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1) {
    throw new RangeError(`Not a step of minutes: ${stepMinutes}`);
  }
  const times: string[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += stepMinutes) {
    const time = formatTimeOfDay({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    const due = dueInstant(date, time, rules.timeZone);
    if (formatTime(due, rules.timeZone) !== time) continue;
    if (schedulingProblem(due, now, rules) === null) times.push(time);
  }
  return times;
}

/**
 * First and last dates (`YYYY-MM-DD`, in the zone) that can be chosen from `now`. The first is
 * the earliest date from today on whose latest time (23:59) is still far enough ahead for the
 * required notice and still before its cut-off, and that is not a weekend day when weekends are
 * excluded. The last is today plus `windowMaxDays` (brought back to Friday when weekends are
 * excluded), or null without a window. Menu hours are not looked at: a date in between may offer
 * no time (`dueTimesOf` is then empty). When the rules leave no date, `firstDate` is after
 * `lastDate`.
 */
export function schedulingWindow(
  now: Instant,
  rules: SchedulingRules,
): { firstDate: string; lastDate: string | null } {
  const nowAt = toDate(now);
  const { timeZone } = rules;
  const today = toIsoDate(nowAt, timeZone);
  const earliestDue = nowAt.getTime() + Math.max(0, rules.requiredNoticeMinutes ?? 0) * MINUTE_MS;
  const lastDate =
    rules.windowMaxDays === null
      ? null
      : lastWeekday(addCalendarDays(today, rules.windowMaxDays), rules);
  // No date before these can pass: the notice, and the cut-off's own length, count from now.
  // Each later date has a later last time and a later cut-off, and weekends last two days, so
  // the search below ends within a few steps (bounded all the same: a server must never spin).
  const cutoff = rules.cutoff;
  const candidates = [
    today,
    toIsoDate(new Date(earliestDue), timeZone),
    cutoff?.unit === 'days'
      ? addCalendarDays(today, cutoff.value)
      : toIsoDate(new Date(nowAt.getTime() + (cutoff?.value ?? 0) * HOUR_MS), timeZone),
  ];
  let firstDate = candidates.reduce((latest, date) => (date > latest ? date : latest));
  for (let step = 0; step < 400; step += 1) {
    const latestDue = zonedTimeToInstant(firstDate, '23:59', timeZone);
    const closesAt = orderCutoffInstant(latestDue, rules);
    const usable =
      latestDue.getTime() >= earliestDue &&
      (closesAt === null || nowAt.getTime() < closesAt.getTime()) &&
      !(rules.excludeWeekends && isWeekendDay(dayOfWeekOfDate(firstDate)));
    if (usable) return { firstDate, lastDate };
    firstDate = addCalendarDays(firstDate, 1);
  }
  return { firstDate, lastDate };
}

function lastWeekday(date: string, rules: SchedulingRules): string {
  let last = date;
  while (rules.excludeWeekends && isWeekendDay(dayOfWeekOfDate(last))) {
    last = addCalendarDays(last, -1);
  }
  return last;
}
