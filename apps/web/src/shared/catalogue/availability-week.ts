import {
  daysOfWeek,
  hoursIntervalIssue,
  validationIssue,
  validationMessage,
  type AvailabilityEntry,
  type DayOfWeek,
  type Locale,
} from '@app/domain';

/** One opening interval as edited (`HH:mm`, empty while not chosen yet). */
export interface OpeningInterval {
  start: string;
  end: string;
}

export type WeekIntervals = Record<DayOfWeek, OpeningInterval[]>;

/** The intervals of each day, in start order (days without hours get an empty list). */
export function intervalsByDay(entries: readonly AvailabilityEntry[]): WeekIntervals {
  const week = Object.fromEntries(daysOfWeek.map((day) => [day, []])) as unknown as WeekIntervals;
  for (const entry of entries) {
    const day = entry.day_of_week as DayOfWeek;
    week[day]?.push({ start: entry.start_time, end: entry.end_time });
  }
  for (const day of daysOfWeek) week[day].sort((a, b) => a.start.localeCompare(b.start));
  return week;
}

/** True when all seven days have the same, non-empty hours ("same every day"). */
export function isSameEveryDay(week: WeekIntervals): boolean {
  const key = (intervals: OpeningInterval[]) =>
    intervals.map((interval) => `${interval.start}-${interval.end}`).join(',');
  const monday = key(week[1]);
  return monday !== '' && daysOfWeek.every((day) => key(week[day]) === monday);
}

/**
 * The entries of a week, as `POST /menus/{id}/availability` takes them. An interval ending at
 * 00:00 closes at midnight, which the API writes `24:00`.
 */
export function weekToEntries(week: WeekIntervals): AvailabilityEntry[] {
  return daysOfWeek.flatMap((day) =>
    week[day].map((interval) => ({
      day_of_week: day,
      start_time: interval.start,
      end_time: interval.end === '00:00' ? '24:00' : interval.end,
    })),
  );
}

/** The same intervals on every day. */
export function sameWeek(intervals: OpeningInterval[]): WeekIntervals {
  return Object.fromEntries(
    daysOfWeek.map((day) => [day, intervals.map((interval) => ({ ...interval }))]),
  ) as unknown as WeekIntervals;
}

/**
 * What is wrong with an interval, in the user's language: a missing time, or the domain's rule of
 * hours (`hoursIntervalIssue`: an end equal to the start). An end before the start is the next
 * day (22:00–02:00); an end of 00:00 is midnight.
 */
export function intervalProblem(interval: OpeningInterval, locale: Locale): string | null {
  if (!interval.start || !interval.end)
    return validationMessage(validationIssue('required'), locale);
  const problem = hoursIntervalIssue(
    interval.start,
    interval.end === '00:00' ? '24:00' : interval.end,
  );
  return problem && validationMessage(problem.issue, locale);
}

/** True when every interval of the week is complete and passes the rule of hours. */
export function isWeekValid(week: WeekIntervals, locale: Locale): boolean {
  return daysOfWeek.every((day) =>
    week[day].every((interval) => intervalProblem(interval, locale) === null),
  );
}
