import { z } from 'zod';
import { ZId } from '../../catalogue/catalogue-fields.ts';
import { locales } from '../../i18n/locale.ts';
import { zJsonArrayParam } from '../../validation/json-query-params.ts';
import { zEmailAddress } from '../../validation/zod-fields.ts';
import {
  refineReportRange,
  ZIncludePricesParam,
  ZReportDate,
} from '../report/orders-report-schemas.ts';

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

const rangeFields = {
  startDate: ZReportDate,
  endDate: ZReportDate,
  /** Location ids as JSON (`[3,7]`); absent: the active location. */
  locations: zJsonArrayParam(ZId),
  includePrices: ZIncludePricesParam,
};

/** `GET /orders/export/file`: the workbook as the answer. */
export const ZOrdersExportFileQuery = z.object(rangeFields).superRefine(refineReportRange);
export type OrdersExportFileQuery = z.infer<typeof ZOrdersExportFileQuery>;

/** `GET /orders/export`: the same, mailed to `email` by a background run. */
export const ZOrdersExportQuery = z
  .object({ ...rangeFields, email: zEmailAddress() })
  .superRefine(refineReportRange);
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
