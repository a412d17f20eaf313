import {
  addValidationIssue,
  validationIssue,
  ZAvailabilityWeek,
  type AvailabilityEntry,
} from '@app/domain';
import type { z } from 'zod';

/**
 * Intervals of one day that start before an earlier interval of that day has ended (an exact
 * repeat included): for each, its index in `week` and the end it must not start before.
 * Intervals that touch (10:00–12:00, 12:00–14:00) do not overlap.
 */
export function overlappingIntervals(
  week: readonly AvailabilityEntry[],
): { index: number; notBefore: string }[] {
  const sorted = week
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        a.entry.day_of_week - b.entry.day_of_week ||
        a.entry.start_time.localeCompare(b.entry.start_time) ||
        a.index - b.index,
    );
  const found: { index: number; notBefore: string }[] = [];
  let day = 0;
  let latestEnd = '';
  for (const { entry, index } of sorted) {
    if (entry.day_of_week !== day) {
      day = entry.day_of_week;
      latestEnd = '';
    }
    if (latestEnd !== '' && entry.start_time < latestEnd)
      found.push({ index, notBefore: latestEnd });
    if (entry.end_time > latestEnd) latestEnd = entry.end_time;
  }
  return found;
}

function refuseOverlaps(week: AvailabilityEntry[], ctx: z.RefinementCtx): void {
  for (const { index, notBefore } of overlappingIntervals(week)) {
    addValidationIssue(ctx, validationIssue('minValue', { min: notBefore }), [index, 'start_time']);
  }
}

/**
 * A menu's week as the routes take it: the contract's week, and no two intervals of one day
 * overlapping (the same hours twice would be listed twice and mean nothing more). An overlap is
 * reported on the later interval's start: "must be {end of the earlier one} or higher".
 */
export const ZAvailabilityWeekBody = ZAvailabilityWeek.superRefine(refuseOverlaps);
