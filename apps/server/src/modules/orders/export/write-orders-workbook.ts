import type { Readable } from 'node:stream';
import {
  fromCents,
  ordersExportLayout,
  ordersExportStatus,
  ordersExportType,
  reportStatuses,
  spreadsheetText,
  toCents,
  ZCartItem,
  type Locale,
  type OrdersExportColumn,
  type OrdersExportSelection,
  zonedDaysSpan,
} from '@app/domain';
import type ExcelJS from 'exceljs';
import type { Db } from '../../../db/client.ts';
import { withTenant } from '../../../db/tenant.ts';
import { MONEY_FORMAT, streamedWorkbook } from '../../../lib/streamed-workbook.ts';
import { hasPrivateRowAmounts } from '../pay-what-you-can-privacy.ts';
import { ordersExportRepository, type ExportOrderRow } from './orders-export.repository.ts';
import type { ExportLocation } from './orders-export-locations.ts';

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

type Cell = string | number | null;

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

function addSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: OrdersExportColumn[],
) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const header = sheet.addRow(columns.map((column) => spreadsheetText(column.header)));
  header.font = { bold: true };
  header.commit();
  return sheet;
}

function writeRow(
  sheet: ExcelJS.Worksheet,
  columns: OrdersExportColumn[],
  values: Cell[],
  locale: Locale,
): void {
  const row = sheet.addRow(
    columns.map((column, index) => {
      const value = values[index] ?? null;
      if (value === null || value === '') return null;
      if (column.kind === 'text') return spreadsheetText(String(value));
      return typeof value === 'number' ? value : null;
    }),
  );
  columns.forEach((column, index) => {
    if (column.kind !== 'text') {
      row.getCell(index + 1).numFmt = column.kind === 'money' ? MONEY_FORMAT[locale] : '0';
    }
  });
  // The row leaves memory as soon as it is zipped into the stream.
  row.commit();
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

async function writeSheets(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  options: OrdersWorkbookOptions,
): Promise<OrdersWorkbookCounts> {
  const { selection: s } = options;
  const layout = ordersExportLayout(s.locale, s.includePrices);
  const total = 2 * (options.onProgress ? await totalOrders(options) : 0);
  let done = 0;
  await options.onProgress?.(0, total);
  const counts: OrdersWorkbookCounts = { orders: 0, lines: 0 };
  // One sheet after the other: a zip entry is written whole before the next, so rows of a second
  // sheet written meanwhile would wait in memory.
  const orders = addSheet(workbook, layout.orders.name, layout.orders.columns);
  for (const where of options.locations) {
    for await (const rows of batches(options, where)) {
      for (const row of rows)
        writeRow(orders, layout.orders.columns, orderCells(row, where, s), s.locale);
      counts.orders += rows.length;
      done += rows.length;
      await options.onProgress?.(done, total);
    }
  }
  orders.commit();
  const lines = addSheet(workbook, layout.lines.name, layout.lines.columns);
  for (const where of options.locations) {
    for await (const rows of batches(options, where)) {
      for (const row of rows) {
        for (const cells of lineCells(row, where, s)) {
          writeRow(lines, layout.lines.columns, cells, s.locale);
          counts.lines += 1;
        }
      }
      done += rows.length;
      await options.onProgress?.(done, total);
    }
  }
  lines.commit();
  await workbook.commit();
  return counts;
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
