import { z } from 'zod';
import { calendarDaysBetween } from '../../catalogue/rotational-menus/rotational-weeks.ts';
import { ZId } from '../../catalogue/catalogue-fields.ts';
import { parseIsoDate } from '../../dates/date-parse.ts';
import { zJsonArrayParam } from '../../validation/json-query-params.ts';
import { addValidationIssue } from '../../validation/zod-issues.ts';
import { validationIssue } from '../../validation/validation-messages.ts';
import { ZOrderStatus, ZOrderType } from '../order-schemas.ts';

/**
 * `GET /orders/report` (spec part 2 §2 "Orders report", §7; docs/api.md "Orders report";
 * what counts: docs/decisions/orders-report.md).
 */

/** A report covers at most this many days, both ends included (a year, leap day included). */
export const ORDERS_REPORT_MAX_DAYS = 366;

/** A day of a report's range, `YYYY-MM-DD`. */
export const ZReportDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { abort: true })
  .refine((text) => parseIsoDate(text) !== null, { params: validationIssue('invalid') });

const ZFilterText = z.string().trim().min(1).max(200).optional();

/** `includePrices=true|false` in a query, `true` when absent. */
export const ZIncludePricesParam = z
  .enum(['true', 'false'])
  .default('true')
  .transform((text) => text === 'true');

/** A report's range rule: `endDate` not before `startDate`, at most `ORDERS_REPORT_MAX_DAYS`. */
export function refineReportRange(
  query: { startDate: string; endDate: string },
  ctx: z.RefinementCtx,
): void {
  const days = calendarDaysBetween(query.startDate, query.endDate);
  if (days === null) return;
  if (days < 0) {
    addValidationIssue(ctx, validationIssue('endAfterStart'), ['endDate']);
  } else if (days >= ORDERS_REPORT_MAX_DAYS) {
    addValidationIssue(ctx, validationIssue('maxRangeDays', { days: ORDERS_REPORT_MAX_DAYS }), [
      'endDate',
    ]);
  }
}

/**
 * The query: `startDate` and `endDate` (`YYYY-MM-DD`, both included) are days of the location's
 * time zone; `endDate` may not be before `startDate` nor make the range longer than
 * `ORDERS_REPORT_MAX_DAYS`. Filters: `type`, `status` and `category` as JSON arrays (like
 * `GET /orders`), the K-12 `school`, `grade`, `classroom`, `teacher` (exact, any case), and
 * `includePrices` (`false` answers no amount of any order; the totals keep theirs).
 */
export const ZOrdersReportQuery = z
  .object({
    startDate: ZReportDate,
    endDate: ZReportDate,
    type: zJsonArrayParam(ZOrderType),
    status: zJsonArrayParam(ZOrderStatus),
    /** Reporting categories: the items' `accounting_category`. */
    category: zJsonArrayParam(z.string().trim().min(1).max(100)),
    school: ZFilterText,
    grade: ZFilterText,
    classroom: ZFilterText,
    teacher: ZFilterText,
    includePrices: ZIncludePricesParam,
  })
  .superRefine(refineReportRange);
export type OrdersReportQuery = z.infer<typeof ZOrdersReportQuery>;

/** One modifier of a grouped item: how many times it was chosen over the item's quantity. */
export const ZReportModifier = z.object({
  group_id: ZId,
  value_id: ZId,
  name: z.string(),
  quantity: z.int(),
});

/**
 * Production totals of one item at one price option, on one day (location's zone), at one
 * station (the item's section, in the reader's language; null = no section).
 */
export const ZReportGroupedItem = z.object({
  date: z.string(),
  station_id: ZId.nullable(),
  station: z.string().nullable(),
  item_id: ZId,
  name: z.string(),
  price_option: z.string().nullable(),
  category: z.string().nullable(),
  quantity: z.int(),
  /** The lines' amounts in dollars (null when `includePrices` is false). */
  amount: z.number().nullable(),
  modifiers: z.array(ZReportModifier),
});
export type ReportGroupedItem = z.infer<typeof ZReportGroupedItem>;

/** One line of a report order, as the chit, label and order-per-page prints need it. */
export const ZReportOrderLine = z.object({
  item_id: ZId,
  name: z.string(),
  quantity: z.int(),
  price_option: z.string().nullable(),
  modifiers: z.array(z.object({ name: z.string(), quantity: z.int() })),
  special_instructions: z.string(),
});

/** One order of the list: what the prints show and the sorts (date/time, grade, student, teacher) read. */
export const ZReportOrder = z.object({
  id: ZId,
  order_number: z.int().nullable(),
  reference: z.string().nullable(),
  type: ZOrderType,
  status: ZOrderStatus,
  /** Day (location's zone) and instant the order is due: its pickup time, else when it was taken. */
  date: z.string(),
  due_at: z.string(),
  customer_name: z.string().nullable(),
  student_name: z.string().nullable(),
  school: z.string().nullable(),
  grade: z.string().nullable(),
  classroom: z.string().nullable(),
  teacher: z.string().nullable(),
  items: z.array(ZReportOrderLine),
  /** Dollars; null when `includePrices` is false or a pay-what-you-can amount is private. */
  total: z.number().nullable(),
  refunded: z.number().nullable(),
});
export type ReportOrder = z.infer<typeof ZReportOrder>;

/** Revenue of one tax bracket: what it taxed and the tax, in dollars. */
export const ZReportTaxBracket = z.object({
  code: z.string(),
  rate: z.number(),
  taxable: z.number(),
  tax: z.number(),
});

/** Totals over the report's orders (docs/decisions/orders-report.md). Dollars. */
export const ZReportTotals = z.object({
  orders: z.int(),
  items: z.int(),
  revenue: z.number(),
  taxBrackets: z.array(ZReportTaxBracket),
  refunds: z.number(),
  net: z.number(),
});
export type ReportTotals = z.infer<typeof ZReportTotals>;

export const ZOrdersReport = z.object({
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  groupedItems: z.array(ZReportGroupedItem),
  orders: z.array(ZReportOrder),
  totals: ZReportTotals,
});
export type OrdersReport = z.infer<typeof ZOrdersReport>;
