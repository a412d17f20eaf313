import { formatTimeOfDay, minutesOfDay } from '../dates/date-parse.ts';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';

/**
 * The one rule of menu hours (docs/decisions/scheduling.md "Hours across midnight"). An
 * interval `start`–`end` of a weekday (1 = Monday … 7 = Sunday, `HH:mm` on the location's wall
 * clock) opens at its start and closes before its end. An end of `24:00`, or `23:59` (the latest
 * a time input writes), closes at midnight ending that day. An end before the start runs past
 * midnight: 22:00–02:00 on Friday is open from Friday 22:00 to Saturday 02:00 (Sunday's runs
 * into Monday). An end equal to the start means nothing and is refused. Every reader of hours
 * (open now, due times, last call, the public menu, overlaps) goes through `dayOpenings`.
 */

export const MINUTES_PER_DAY = 24 * 60;

/** The fields of an availability entry these rules read. */
export interface HoursInterval {
  day_of_week: number;
  start_time: string;
  end_time: string;
}

/** A stretch of one weekday in minutes, [start, end); `entry` is the index of its interval. */
export interface DayOpening {
  start: number;
  end: number;
  entry: number;
}

const endOfDayTimes = new Set(['23:59', '24:00']);

function endMinutes(end: string): number | null {
  return endOfDayTimes.has(end) ? MINUTES_PER_DAY : minutesOfDay(end);
}

/** Whether `start`–`end` closes the next day (its end is before its start: 22:00–02:00). */
export function crossesMidnight(start: string, end: string): boolean {
  const from = minutesOfDay(start);
  const to = endMinutes(end);
  return from !== null && to !== null && to < from;
}

/**
 * What is wrong with hours `start`–`end` (valid `HH:mm` times), or null: an end equal to the
 * start is "Must be different from 09:00" on the end; a start of `24:00` (the end of the day)
 * opens nothing and is "must be 23:59 or lower" on the start.
 */
export function hoursIntervalIssue(
  start: string,
  end: string,
): { field: 'start_time' | 'end_time'; issue: ValidationIssue } | null {
  if (start === '24:00') {
    return { field: 'start_time', issue: validationIssue('maxValue', { max: '23:59' }) };
  }
  if (endMinutes(end) === minutesOfDay(start)) {
    return { field: 'end_time', issue: validationIssue('differentFrom', { other: start }) };
  }
  return null;
}

/** The weekday after `day` (Sunday is followed by Monday). */
function nextDay(day: number): number {
  return (day % 7) + 1;
}

/**
 * What the hours open on weekday `day`: its own intervals (to midnight when they run past it)
 * and the morning part of the previous day's intervals that run past midnight, in minutes of
 * `day`, earliest first (a previous day's part first among equal starts). Intervals whose times
 * cannot be read, or that open nothing, are left out.
 */
export function dayOpenings(hours: readonly HoursInterval[], day: number): DayOpening[] {
  const openings: DayOpening[] = [];
  hours.forEach((interval, entry) => {
    const start = minutesOfDay(interval.start_time);
    const end = endMinutes(interval.end_time);
    if (start === null || end === null || start === end) return;
    const overnight = end < start;
    if (interval.day_of_week === day) {
      openings.push({ start, end: overnight ? MINUTES_PER_DAY : end, entry });
    }
    if (overnight && end > 0 && nextDay(interval.day_of_week) === day) {
      openings.push({ start: 0, end, entry: -1 - entry });
    }
  });
  return openings
    .sort((a, b) => a.start - b.start || a.entry - b.entry)
    .map((opening) => (opening.entry < 0 ? { ...opening, entry: -1 - opening.entry } : opening));
}

/** Whether weekday `day` is open at `minute` (0–1439) of it. */
export function isOpenAtMinute(hours: readonly HoursInterval[], day: number, minute: number) {
  return dayOpenings(hours, day).some((open) => open.start <= minute && minute < open.end);
}

/**
 * Intervals that start before an earlier one has ended on the same day, counting the part of
 * the previous day's hours that runs past midnight (an exact repeat included): for each, its
 * index in `hours` and the end it must not start before. Touching intervals (10:00–12:00,
 * 12:00–14:00) do not overlap.
 */
export function overlappingIntervals(
  hours: readonly HoursInterval[],
): { index: number; notBefore: string }[] {
  const found = new Map<number, string>();
  for (let day = 1; day <= 7; day += 1) {
    let latestEnd = -1;
    for (const open of dayOpenings(hours, day)) {
      if (open.start < latestEnd && !found.has(open.entry)) {
        found.set(open.entry, timeOfMinutes(latestEnd));
      }
      latestEnd = Math.max(latestEnd, open.end);
    }
  }
  return [...found]
    .map(([index, notBefore]) => ({ index, notBefore }))
    .sort((a, b) => a.index - b.index);
}

function timeOfMinutes(minutes: number): string {
  return formatTimeOfDay({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
