import { z } from 'zod';
import { addCalendarDays } from '../dates/calendar-days.ts';
import { parseIsoDate } from '../dates/date-parse.ts';
import type { Instant } from '../dates/date-format.ts';
import type { ErrorCode } from '../errors/error-catalogue.ts';
import type { Locale } from '../i18n/locale.ts';
import type { OrderStatus } from './order-constants.ts';
import { isBeforeScheduledDate, orderStatusAction } from './order-status-rules.ts';

/**
 * Bulk complete and bulk cancel (spec part 2 §4 "Bulk complete or bulk cancel: irreversible; each
 * needs its location flag", §5 "Bulk actions need a valid date or date range"):
 * `POST /orders/bulk-actions`. The orders concerned are the open ones (pending, in progress) due
 * on the chosen days in the location's time zone; each is moved by the same rule as a single
 * status change, so an order that may not move is skipped with the reason a single change gives.
 */
export const bulkActions = ['complete', 'cancel'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** Runs over this many orders go to a tracked background job whose result is also emailed. */
export const BULK_JOB_THRESHOLD = 200;
/** A range may cover at most this many days (a year, leap day included). */
export const BULK_RANGE_MAX_DAYS = 366;
/** The statuses a bulk action looks at: the others are final for the order manager. */
export const BULK_CANDIDATE_STATUSES = ['pending', 'in_progress'] as const;

/** The word to type before a run, per interface language (like the spec's CONFIRM / CONFIRMER). */
export const BULK_CONFIRMATION_WORDS = { 'en-CA': 'CONFIRM', 'fr-CA': 'CONFIRMER' } as const;

export function bulkConfirmationWordFor(locale: Locale): string {
  return BULK_CONFIRMATION_WORDS[locale];
}

/**
 * Whether `typed` confirms a run: one of the two words exactly, in capitals, spaces around
 * ignored; either word whatever the language (a bilingual user may type the other one).
 */
export function isBulkConfirmed(typed: string | null | undefined): boolean {
  const word = typed?.trim() ?? '';
  return Object.values(BULK_CONFIRMATION_WORDS).some((expected) => expected === word);
}

/**
 * The request body. Dates are plain text here: a missing or unreadable date is answered with the
 * spec's own bulk errors (`bulk_date_required`, `date_range_required`), see `bulkDays`.
 */
export const ZBulkActionRequest = z.object({
  action: z.enum(bulkActions),
  date: z.string().max(20).optional(),
  dateRange: z.object({ start: z.string().max(20), end: z.string().max(20) }).optional(),
  dryRun: z.boolean(),
  confirmation: z.string().max(50).optional(),
  /** Why the orders are cancelled (required to cancel, like a decline); kept on each order. */
  reason: z.string().trim().max(500).optional(),
});
export type BulkActionRequest = z.infer<typeof ZBulkActionRequest>;

/** The first and last calendar day (inclusive, `YYYY-MM-DD`) a request covers. */
export interface BulkDays {
  start: string;
  end: string;
}

/**
 * The days of a request, or the error to answer: a range when `dateRange` is sent (real dates,
 * start ≤ end, at most `BULK_RANGE_MAX_DAYS` days) → else `date_range_required`; otherwise one
 * real `date` → else `bulk_date_required`.
 */
export function bulkDays(
  request: Pick<BulkActionRequest, 'date' | 'dateRange'>,
): BulkDays | { error: ErrorCode } {
  if (request.dateRange) {
    const { start, end } = request.dateRange;
    if (!parseIsoDate(start) || !parseIsoDate(end) || start > end) {
      return { error: 'date_range_required' };
    }
    if (addCalendarDays(start, BULK_RANGE_MAX_DAYS - 1) < end) {
      return { error: 'date_range_required' };
    }
    return { start, end };
  }
  if (request.date && parseIsoDate(request.date)) return { start: request.date, end: request.date };
  return { error: 'bulk_date_required' };
}

/** The status an action moves an order to. */
export function bulkTargetStatus(action: BulkAction): OrderStatus {
  return action === 'complete' ? 'completed' : 'cancelled';
}

/**
 * Why an order is skipped, or null when the action applies to it: the single status change's
 * rules (`orderStatusAction`: a cancel is a decline, only of a pending order) and, to complete,
 * not before its scheduled date (2308).
 */
export function bulkSkipReason(
  action: BulkAction,
  order: { status: OrderStatus; pickup_time: Instant | null },
  now: Instant,
  timeZone: string,
): ErrorCode | null {
  if (!orderStatusAction(order.status, bulkTargetStatus(action))) {
    return 'order_status_change_invalid';
  }
  if (action === 'complete' && isBeforeScheduledDate(order.pickup_time, now, timeZone)) {
    return 'order_before_scheduled_date';
  }
  return null;
}

const ZBulkOrderRef = z.object({ id: z.int(), order_number: z.int().nullable() });
const ZBulkRefusal = ZBulkOrderRef.extend({ code: z.string(), message: z.string() });

/** A dry run: the orders that would change, those skipped and why. */
export const ZBulkDryRunAnswer = z.object({
  changes: z.array(ZBulkOrderRef),
  skipped: z.array(ZBulkRefusal),
});
/** A run: what was done, what was refused (skipped beforehand, or refused while changing). */
export const ZBulkRunAnswer = z.object({
  done: z.array(ZBulkOrderRef),
  refused: z.array(ZBulkRefusal),
});
/** A large run: its tracked job (`GET /jobs/{id}`), whose result is a `ZBulkRunAnswer`. */
export const ZBulkJobAnswer = z.object({ job_id: z.int() });
export const ZBulkActionAnswer = z.union([ZBulkDryRunAnswer, ZBulkRunAnswer, ZBulkJobAnswer]);
export type BulkDryRunAnswer = z.infer<typeof ZBulkDryRunAnswer>;
export type BulkRunAnswer = z.infer<typeof ZBulkRunAnswer>;
export type BulkActionAnswer = z.infer<typeof ZBulkActionAnswer>;
export type BulkOrderRef = z.infer<typeof ZBulkOrderRef>;
export type BulkRefusal = z.infer<typeof ZBulkRefusal>;
