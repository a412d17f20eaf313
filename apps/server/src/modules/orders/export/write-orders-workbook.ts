import type { Readable } from 'node:stream';
import {
  fromCents,
  ordersExportLayout,
  ordersExportStatus,
  ordersExportSummaryLabels,
  ordersExportType,
  reportStatuses,
  toCents,
  ZCartItem,
  type OrdersExportSelection,
  zonedDaysSpan,
} from '@app/domain';
import type ExcelJS from 'exceljs';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { streamedWorkbook } from '../../../lib/streamed-workbook.ts';
import { hasPrivateRowAmounts } from '../pay-what-you-can-privacy.ts';
import { ordersExportRepository, type ExportOrderRow } from './orders-export.repository.ts';
import type { ExportLocation } from './orders-export-locations.ts';
import {
  openSheet,
  writeCheckRow,
  writeRow,
  writeTotalRow,
  type Cell,
  type SheetCheck,
} from './orders-sheet.ts';

/** Orders read per statement: one keyset page (by id) of one location. */
export const ORDERS_EXPORT_BATCH_SIZE = 1_000;

export interface OrdersWorkbookOptions {
  db: Db;
  selection: OrdersExportSelection;
  /** The locations of `selection.locations`, in that order, as `exportLocations` read them. */
  locations: readonly ExportLocation[];
  /** Orders per batch (default `ORDERS_EXPORT_BATCH_SIZE`). */
  batchSize?: number;
  /**
   * Called after each batch: `done` of `total` steps, where each order is one step when its row
   * is written and one when its lines are (the two sheets are written one after the other).
   */
  onProgress?: (done: number, total: number) => Promise<void>;
}

export interface OrdersWorkbookCounts {
  orders: number;
  lines: number;
}

const dollars = (text: string | null): number | null =>
  text === null || text === '' || Number.isNaN(Number(text)) ? null : fromCents(toCents(text));

/** Whether an order's amounts are withheld: no prices asked, or a private pay-what-you-can amount. */
const amountsHidden = (row: ExportOrderRow, prices: boolean): boolean =>
  !prices || hasPrivateRowAmounts(row);

function orderCells(row: ExportOrderRow, where: ExportLocation, s: OrdersExportSelection): Cell[] {
  const hidden = amountsHidden(row, s.includePrices);
  const money = (text: string | null) => (hidden ? null : dollars(text));
  return [
    where.name,
    row.order_number,
    row.reference,
    ordersExportType(row.type, s.locale),
    ordersExportStatus(row.status, s.locale),
    row.due,
    row.customer_name,
    row.student_name,
    row.school,
    row.grade,
    row.classroom,
    row.teacher,
    money(row.subtotal),
    money(row.taxes),
    money(row.total),
    money(row.refunded),
  ];
}

function lineCells(row: ExportOrderRow, where: ExportLocation, s: OrdersExportSelection): Cell[][] {
  const hidden = amountsHidden(row, s.includePrices);
  const lines = Array.isArray(row.items) ? row.items : [];
  return lines.flatMap((value) => {
    const line = ZCartItem.safeParse(value);
    if (!line.success) return [];
    const modifiers = line.data.orderOptions
      .map((option) => `${option.name ?? ''} ×${option.quantity}`)
      .join(', ');
    return [
      [
        where.name,
        row.order_number,
        line.data.name,
        line.data.price_option,
        line.data.quantity,
        modifiers,
        line.data.special_instructions,
        hidden ? null : fromCents(toCents(line.data.orderPrice)),
      ],
    ];
  });
}

/** What the export reads at `where`: the report's orders of the selection's days in its zone. */
function locationSelection(s: OrdersExportSelection, where: ExportLocation) {
  return {
    restaurantId: where.id,
    timeZone: where.timeZone,
    ...zonedDaysSpan(s.startDate, s.endDate, where.timeZone),
    statuses: reportStatuses(undefined),
  };
}

/** Every order of the selection at `where`, one keyset batch at a time. */
async function* batches(
  options: OrdersWorkbookOptions,
  where: ExportLocation,
): AsyncGenerator<ExportOrderRow[]> {
  const base = {
    ...locationSelection(options.selection, where),
    limit: options.batchSize ?? ORDERS_EXPORT_BATCH_SIZE,
  };
  let afterId = 0;
  for (;;) {
    // Each batch is its own short transaction: other requests (and, on PGlite, the one
    // connection) are served between batches however long the export is.
    const rows = await withTenant(options.db, where.id, (tx) =>
      ordersExportRepository.batch(tx, { ...base, afterId }),
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < base.limit) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

async function totalOrders(options: OrdersWorkbookOptions): Promise<number> {
  let total = 0;
  for (const where of options.locations) {
    total += await withTenant(options.db, where.id, (tx) =>
      ordersExportRepository.count(tx, locationSelection(options.selection, where)),
    );
  }
  return total;
}

/**
 * The Check row's figures: the database's count and sums of the selection, location by location,
 * read after the rows are written. A pay-what-you-can order's amounts are left out, as its row
 * leaves them empty.
 */
async function databaseCheck(options: OrdersWorkbookOptions): Promise<SheetCheck> {
  const check: SheetCheck = { rows: 0, sums: {}, privateRows: 0 };
  for (const where of options.locations) {
    const groups = await withTenant(options.db, where.id, (tx) =>
      ordersExportRepository.summary(tx, locationSelection(options.selection, where)),
    );
    for (const group of groups) {
      check.rows += group.orders;
      if (!options.selection.includePrices) continue;
      const pricing = { payWhatYouCan: group.chose_amount ? 0 : null };
      if (hasPrivateRowAmounts({ pricing, subsidy_type: group.subsidy_type })) {
        check.privateRows += group.orders;
        continue;
      }
      for (const key of ['subtotal', 'taxes', 'total', 'refunded'] as const) {
        check.sums[key] = (check.sums[key] ?? 0) + toCents(group[key]);
      }
    }
  }
  return check;
}

async function writeSheets(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  options: OrdersWorkbookOptions,
): Promise<OrdersWorkbookCounts> {
  const { selection: s } = options;
  const layout = ordersExportLayout(s.locale, s.includePrices);
  const labels = ordersExportSummaryLabels(s.locale);
  const total = 2 * (options.onProgress ? await totalOrders(options) : 0);
  let done = 0;
  await options.onProgress?.(0, total);
  // One sheet after the other: a zip entry is written whole before the next, so rows of a second
  // sheet written meanwhile would wait in memory.
  const orders = openSheet(workbook, layout.orders.name, layout.orders.columns);
  for (const where of options.locations) {
    for await (const rows of batches(options, where)) {
      for (const row of rows) {
        const cells = orderCells(row, where, s);
        writeRow(orders.sheet, orders.sums, layout.orders.columns, cells, s.locale);
      }
      done += rows.length;
      await options.onProgress?.(done, total);
    }
  }
  writeTotalRow(orders.sheet, orders.sums, layout.orders.columns, labels.total, s.locale);
  writeCheckRow(orders.sheet, orders.sums, await databaseCheck(options), {
    columns: layout.orders.columns,
    label: labels.check,
    verdict: 'reference',
    locale: s.locale,
  });
  orders.sheet.commit();
  const lines = openSheet(workbook, layout.lines.name, layout.lines.columns);
  for (const where of options.locations) {
    for await (const rows of batches(options, where)) {
      for (const row of rows) {
        for (const cells of lineCells(row, where, s))
          writeRow(lines.sheet, lines.sums, layout.lines.columns, cells, s.locale);
      }
      done += rows.length;
      await options.onProgress?.(done, total);
    }
  }
  writeTotalRow(lines.sheet, lines.sums, layout.lines.columns, labels.total, s.locale);
  lines.sheet.commit();
  await workbook.commit();
  return { orders: orders.sums.rows, lines: lines.sums.rows };
}

/**
 * The orders export as an .xlsx stream (lib/streamed-workbook.ts): sheet Orders (one row per
 * order) then Lines (one row per order line), the amount columns only with prices, a
 * pay-what-you-can order's amounts left empty. Read in keyset batches of `batchSize` orders, so
 * neither the orders nor the file are ever held whole. The one writer of the mailed file, the
 * mailed link's download and the direct download. `counts` settles once the file is written.
 */
export function ordersWorkbook(options: OrdersWorkbookOptions): {
  stream: Readable;
  counts: Promise<OrdersWorkbookCounts>;
} {
  let settle: (counts: OrdersWorkbookCounts) => void = () => undefined;
  const counts = new Promise<OrdersWorkbookCounts>((resolve) => (settle = resolve));
  // Inline texts: references, names and notes are mostly distinct, and a shared-string table of
  // them would stay in memory until the end (docs/decisions/orders-report.md "Export").
  const stream = streamedWorkbook(
    async (workbook) => settle(await writeSheets(workbook, options)),
    { sharedStrings: false },
  );
  return { stream, counts };
}
