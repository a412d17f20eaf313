import { z } from 'zod';
import { calendarDaysBetween } from '../catalogue/rotational-menus/rotational-weeks.ts';
import { parseIsoDate } from '../dates/date-parse.ts';

/**
 * Query parameters that hold JSON, as the spec's list calls send them (`status=["pending"]`,
 * `dateRange=["2026-11-01","2026-11-30"]`). Empty or missing means "no filter"; text that is not
 * the expected JSON answers the `invalid` rule ("This value isn't valid.").
 */

/** A query parameter holding a JSON array of at least one `item` value (e.g. `status=["pending"]`). */
export function zJsonArrayParam<T extends z.ZodType>(item: T) {
  return z
    .string()
    .optional()
    .transform((text, ctx): z.infer<T>[] | undefined => {
      if (text === undefined || text === '') return undefined;
      try {
        return z.array(item).min(1).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', params: { rule: 'invalid' } });
        return z.NEVER;
      }
    });
}

/** Two calendar days, both included. */
export interface DateRange {
  from: string;
  to: string;
}

/**
 * A JSON date range `["YYYY-MM-DD","YYYY-MM-DD"]`: two real dates, the first not after the
 * second; null for anything else.
 */
export function parseJsonDateRange(text: string): DateRange | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [from, to] = value as unknown[];
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return null;
  if (!parseIsoDate(from) || !parseIsoDate(to)) return null;
  const days = calendarDaysBetween(from, to);
  return days === null || days < 0 ? null : { from, to };
}

/** A query parameter holding `parseJsonDateRange`'s JSON. */
export function zJsonDateRangeParam() {
  return z
    .string()
    .max(100)
    .optional()
    .transform((text, ctx): DateRange | undefined => {
      if (text === undefined || text === '') return undefined;
      const range = parseJsonDateRange(text);
      if (range) return range;
      ctx.addIssue({ code: 'custom', params: { rule: 'invalid' } });
      return z.NEVER;
    });
}
