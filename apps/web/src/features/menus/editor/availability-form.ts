import { z } from 'zod';
import {
  addValidationIssue,
  ZAvailabilityEntry,
  zodIssueToValidationIssue,
  type AvailabilityEntry,
} from '@app/domain';

/** One opening interval as the form holds it (`HH:mm`; an end of 00:00 means midnight). */
export interface HoursInterval {
  start_time: string;
  end_time: string;
}

/** The week as edited: the same intervals every day, or intervals per day (index 0 = Monday). */
export interface HoursForm {
  same_every_day: boolean;
  every_day: HoursInterval[];
  week: HoursInterval[][];
}

export const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DEFAULT_INTERVAL: HoursInterval = { start_time: '08:00', end_time: '20:00' };

/** A new menu opens 08:00–20:00 every day; the manager changes it before saving if needed. */
export function defaultHours(): HoursForm {
  return {
    same_every_day: true,
    every_day: [{ ...DEFAULT_INTERVAL }],
    week: DAYS.map(() => [{ ...DEFAULT_INTERVAL }]),
  };
}

/** A time input cannot show 24:00: a stored midnight close is shown as 00:00 and read back. */
const toInput = (time: string) => (time === '24:00' ? '00:00' : time);
const fromInput = (time: string) => (time === '00:00' ? '24:00' : time);

function sameIntervals(a: HoursInterval[], b: HoursInterval[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => x.start_time === b[i]?.start_time && x.end_time === b[i]?.end_time)
  );
}

/** The form's week from stored entries; identical days on all seven days read as "same hours". */
export function hoursFromAvailability(entries: readonly AvailabilityEntry[]): HoursForm {
  const week = DAYS.map((day) =>
    entries
      .filter((entry) => entry.day_of_week === day)
      .sort((a, b) => a.start_time.localeCompare(b.start_time))
      .map((entry) => ({
        start_time: toInput(entry.start_time),
        end_time: toInput(entry.end_time),
      })),
  );
  const monday = week[0] ?? [];
  const same = monday.length > 0 && week.every((day) => sameIntervals(day, monday));
  return { same_every_day: same, every_day: same ? monday : [{ ...DEFAULT_INTERVAL }], week };
}

/** The entries to send (`availability`), one per interval and day. */
export function availabilityFromHours(hours: HoursForm): AvailabilityEntry[] {
  const perDay = hours.same_every_day ? DAYS.map(() => hours.every_day) : hours.week;
  return perDay.flatMap((intervals, index) =>
    intervals.map((interval) => ({
      day_of_week: index + 1,
      start_time: interval.start_time,
      end_time: fromInput(interval.end_time),
    })),
  );
}

const ZInterval = z.object({ start_time: z.string(), end_time: z.string() });

/**
 * The hours of the form, checked with the domain's rule for an availability entry (a valid time,
 * an end different from the start: "Must be different from 09:00"; an end before the start is
 * the next day). Only the intervals of the mode in use
 * are checked, so hidden per-day intervals never block a save.
 */
export const ZHoursForm = z
  .object({
    same_every_day: z.boolean(),
    every_day: z.array(ZInterval),
    week: z.array(z.array(ZInterval)).length(7),
  })
  .superRefine((hours, ctx) => {
    const check = (interval: HoursInterval, path: (string | number)[]) => {
      const result = ZAvailabilityEntry.safeParse({
        day_of_week: 1,
        start_time: interval.start_time,
        end_time: fromInput(interval.end_time),
      });
      if (result.success) return;
      const issue = result.error.issues[0];
      if (!issue) return;
      // A blank time reads as "required"; anything else keeps the domain rule's message.
      const field = issue.path[0] === 'start_time' ? 'start_time' : 'end_time';
      const blank = interval[field].trim() === '';
      addValidationIssue(
        ctx,
        blank ? { rule: 'required', params: {} } : zodIssueToValidationIssue(issue),
        [...path, field],
      );
    };
    if (hours.same_every_day) {
      hours.every_day.forEach((interval, i) => check(interval, ['every_day', i]));
    } else {
      hours.week.forEach((day, d) => day.forEach((interval, i) => check(interval, ['week', d, i])));
    }
  });
