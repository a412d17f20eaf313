import { z } from 'zod';
import { calendarDaysBetween } from '../../catalogue/rotational-menus/rotational-weeks.ts';
import { ZId } from '../../catalogue/catalogue-fields.ts';
import { parseIsoDate } from '../../dates/date-parse.ts';
import { locales } from '../../i18n/locale.ts';
import { zJsonArrayParam } from '../../validation/json-query-params.ts';
import { addValidationIssue } from '../../validation/zod-issues.ts';
import { validationIssue } from '../../validation/validation-messages.ts';
import { zEmailAddress } from '../../validation/zod-fields.ts';
import { ORDERS_REPORT_MAX_DAYS } from '../report/orders-report-schemas.ts';

/**
 * The orders export (issue 16 part 3; docs/api.md "Orders export"; why it is built so:
 * docs/decisions/orders-report.md "Export"). The same orders as the report (days of each
 * location's zone, served statuses, at most `ORDERS_REPORT_MAX_DAYS`), as an .xlsx file.
 */

/** `job_runs.kind` of an export run. */
export const ORDERS_EXPORT_JOB_KIND = 'orders-export';

/** The signed download link's purpose (lib/signed-links.ts). */
export const ORDERS_EXPORT_LINK_PURPOSE = 'orders-export';

/** How long the mailed download link opens the file. */
export const ORDERS_EXPORT_LINK_DAYS = 7;

/** Files up to this size are attached to the mail; larger ones are sent as a link. */
export const ORDERS_EXPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

const ZExportDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { abort: true })
  .refine((text) => parseIsoDate(text) !== null, { params: validationIssue('invalid') });

const rangeFields = {
  startDate: ZExportDate,
  endDate: ZExportDate,
  /** Location ids as JSON (`[3,7]`); absent: the active location. */
  locations: zJsonArrayParam(ZId),
  includePrices: z
    .enum(['true', 'false'])
    .default('true')
    .transform((text) => text === 'true'),
};

/** The report's range rule: `endDate` not before `startDate`, at most a year. */
function refineRange(query: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
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

/** `GET /orders/export/file`: the workbook as the answer. */
export const ZOrdersExportFileQuery = z.object(rangeFields).superRefine(refineRange);
export type OrdersExportFileQuery = z.infer<typeof ZOrdersExportFileQuery>;

/** `GET /orders/export`: the same, mailed to `email` by a background run. */
export const ZOrdersExportQuery = z
  .object({ ...rangeFields, email: zEmailAddress() })
  .superRefine(refineRange);
export type OrdersExportQuery = z.infer<typeof ZOrdersExportQuery>;

/** What a run exports, kept in its result so the mailed link can write the same file again. */
export const ZOrdersExportSelection = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Every location exported, in the order of the file. */
  locations: z.array(ZId),
  includePrices: z.boolean(),
  /** The language of the request: headers and the mail. */
  locale: z.enum(locales),
});
export type OrdersExportSelection = z.infer<typeof ZOrdersExportSelection>;

/** The run's result (`GET /jobs/{id}` → `result`). */
export const ZOrdersExportResult = z.object({
  /** Rows of the Orders and Lines sheets. */
  orders: z.int(),
  lines: z.int(),
  file_name: z.string(),
  delivery: z.enum(['attachment', 'link']),
  email: z.string(),
  selection: ZOrdersExportSelection,
});
export type OrdersExportResult = z.infer<typeof ZOrdersExportResult>;

/** `Orders-{startDate}-{endDate}.xlsx`. */
export function ordersExportFileName(startDate: string, endDate: string): string {
  return `Orders-${startDate}-${endDate}.xlsx`;
}
