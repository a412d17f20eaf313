import type { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import {
  fromCents,
  ordersExportLayout,
  ordersExportStatus,
  ordersExportSummaryLabels,
  ordersExportType,
  toCents,
  ZListedCartLine,
  type OrdersExportSelection,
} from '@app/domain';
import type ExcelJS from 'exceljs';
import { streamedWorkbook } from '../../../lib/streamed-workbook.ts';
import { hasPrivateRowAmounts } from '../pay-what-you-can-privacy.ts';
import { ordersExportRepository, type ExportOrderRow } from './orders-export.repository.ts';
import type { ExportLocation } from './orders-export-locations.ts';
import { openSheet, writeCheckRow, writeRow, writeTotalRow, type Cell } from './orders-sheet.ts';
import {
  databaseCheck,
  exportPages,
  selectedIds,
  type ExportReadOptions,
} from './read-orders-export.ts';

export interface OrdersWorkbookOptions extends ExportReadOptions {
  /**
   * Called after each page: `done` of `total` steps, where each order is one step when its row
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
    const line = ZListedCartLine.safeParse(value);
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

/** Rows written between two turns of the event loop (≈ 10 ms of work), so requests get in. */
const ROWS_PER_TURN = 200;

/** Runs `write` over `rows`, giving the event loop a turn every `ROWS_PER_TURN` rows. */
async function writeEach<T>(rows: readonly T[], write: (row: T) => void): Promise<void> {
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await setImmediate();
    write(row);
  }
}

async function writeSheets(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  options: OrdersWorkbookOptions,
): Promise<OrdersWorkbookCounts> {
  const { selection: s } = options;
  const layout = ordersExportLayout(s.locale, s.includePrices);
  const labels = ordersExportSummaryLabels(s.locale);
  const ids = await selectedIds(options);
  const pages = (where: ExportLocation) =>
    exportPages(options, where, ids.get(where.id) ?? [], (tx, page) =>
      ordersExportRepository.batch(tx, page),
    );
  const total = 2 * [...ids.values()].reduce((sum, list) => sum + list.length, 0);
  let done = 0;
  await options.onProgress?.(0, total);
  /** `write` over every order of every location, page by page, reporting progress after each. */
  const eachOrder = async (write: (row: ExportOrderRow, where: ExportLocation) => void) => {
    for (const where of options.locations) {
      for await (const rows of pages(where)) {
        await writeEach(rows, (row) => write(row, where));
        done += rows.length;
        await options.onProgress?.(done, total);
      }
    }
  };
  // One sheet after the other: a zip entry is written whole before the next, so rows of a second
  // sheet written meanwhile would wait in memory.
  const orders = openSheet(workbook, layout.orders.name, layout.orders.columns);
  await eachOrder((row, where) =>
    writeRow(orders.sheet, orders.sums, layout.orders.columns, orderCells(row, where, s), s.locale),
  );
  writeTotalRow(orders.sheet, orders.sums, layout.orders.columns, labels.total, s.locale);
  writeCheckRow(orders.sheet, orders.sums, await databaseCheck(options, ids), {
    columns: layout.orders.columns,
    label: labels.check,
    verdict: 'reference',
    locale: s.locale,
  });
  orders.sheet.commit();
  const lines = openSheet(workbook, layout.lines.name, layout.lines.columns);
  await eachOrder((row, where) => {
    for (const cells of lineCells(row, where, s))
      writeRow(lines.sheet, lines.sums, layout.lines.columns, cells, s.locale);
  });
  writeTotalRow(lines.sheet, lines.sums, layout.lines.columns, labels.total, s.locale);
  lines.sheet.commit();
  await workbook.commit();
  return { orders: orders.sums.rows, lines: lines.sums.rows };
}

/**
 * The orders export as an .xlsx stream (lib/streamed-workbook.ts): sheet Orders (one row per
 * order) then Lines (one row per order line), the amount columns only with prices, a
 * pay-what-you-can order's amounts left empty, each sheet ending with its Total row and Orders
 * with the database's Check row. The selection's ids are read first; the orders are then read in
 * pages of `batchSize` by id, so neither the orders nor the file are ever held whole. The one
 * writer of the mailed file, the mailed link's download and the direct download. `counts` settles once the file is written.
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
