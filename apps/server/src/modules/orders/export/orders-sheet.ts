import {
  fromCents,
  ordersExportVerdict,
  spreadsheetText,
  toCents,
  type Locale,
  type OrdersExportColumn,
} from '@app/domain';
import type ExcelJS from 'exceljs';
import { MONEY_FORMAT } from '../../../lib/streamed-workbook.ts';

/**
 * The rows of one sheet of the orders export: its header, its rows as they are written, and the
 * Total and Check rows under them. Each row is committed (zipped into the stream) as soon as it is
 * written, so only the running sums stay in memory.
 */

export type Cell = string | number | null;

/** A sheet's written rows: how many, and the sum of each `sum` column (cents for money). */
export interface SheetSums {
  rows: number;
  sums: Record<string, number>;
}

/** What the database counts for the same selection, in the sheet's terms (cents for money). */
export interface SheetCheck {
  rows: number;
  sums: Record<string, number>;
  /** Orders whose amounts stay private (pay what you can): in `rows`, not in `sums`. */
  privateRows: number;
}

export function openSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: OrdersExportColumn[],
): { sheet: ExcelJS.Worksheet; sums: SheetSums } {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const header = sheet.addRow(columns.map((column) => spreadsheetText(column.header)));
  header.font = { bold: true };
  header.commit();
  return { sheet, sums: { rows: 0, sums: {} } };
}

/** A money figure in cents, an integer as it is. */
const inUnits = (column: OrdersExportColumn, value: number) =>
  column.kind === 'money' ? toCents(value) : value;
const fromUnits = (column: OrdersExportColumn, units: number) =>
  column.kind === 'money' ? fromCents(units) : units;

function commit(
  sheet: ExcelJS.Worksheet,
  columns: OrdersExportColumn[],
  values: (Cell | ExcelJS.CellFormulaValue)[],
  locale: Locale,
  bold = false,
): void {
  const row = sheet.addRow(values);
  columns.forEach((column, index) => {
    if (column.kind !== 'text') {
      row.getCell(index + 1).numFmt = column.kind === 'money' ? MONEY_FORMAT[locale] : '0';
    }
  });
  if (bold) row.font = { bold: true };
  // The row leaves memory as soon as it is zipped into the stream.
  row.commit();
}

/** Writes one row of `values` (texts made safe, numbers formatted) and adds it to the sums. */
export function writeRow(
  sheet: ExcelJS.Worksheet,
  sums: SheetSums,
  columns: OrdersExportColumn[],
  values: Cell[],
  locale: Locale,
): void {
  const cells = columns.map((column, index) => {
    const value = values[index] ?? null;
    if (value === null || value === '') return null;
    if (column.kind === 'text') return spreadsheetText(String(value));
    return typeof value === 'number' ? value : null;
  });
  sums.rows += 1;
  columns.forEach((column, index) => {
    const value = cells[index];
    if (column.total === 'sum' && typeof value === 'number') {
      sums.sums[column.key] = (sums.sums[column.key] ?? 0) + inUnits(column, value);
    }
  });
  commit(sheet, columns, cells, locale);
}

/** The spreadsheet letter of the 0-based column `index` (the export has fewer than 27). */
const letter = (index: number) => String.fromCharCode(65 + index);

/**
 * The Total row under the written rows: `label` first, the row count under a `count` column and
 * the sum under each `sum` column, as formulas over the rows above with their results written
 * too (a reader without recalculation sees the figures).
 */
export function writeTotalRow(
  sheet: ExcelJS.Worksheet,
  sums: SheetSums,
  columns: OrdersExportColumn[],
  label: string,
  locale: Locale,
): void {
  const range = (index: number) => `${letter(index)}2:${letter(index)}${sums.rows + 1}`;
  const values = columns.map((column, index): Cell | ExcelJS.CellFormulaValue => {
    if (index === 0) return spreadsheetText(label);
    if (column.total === 'count') {
      return sums.rows === 0 ? 0 : { formula: `ROWS(${range(index)})`, result: sums.rows };
    }
    if (column.total !== 'sum') return null;
    const result = fromUnits(column, sums.sums[column.key] ?? 0);
    return sums.rows === 0 ? result : { formula: `SUM(${range(index)})`, result };
  });
  commit(sheet, columns, values, locale, true);
}

/** Whether the database's figures are the Total row's, column by column. */
export function checkAgrees(
  sums: SheetSums,
  check: SheetCheck,
  columns: OrdersExportColumn[],
): boolean {
  return (
    sums.rows === check.rows &&
    columns.every(
      (column) =>
        column.total !== 'sum' || (sums.sums[column.key] ?? 0) === (check.sums[column.key] ?? 0),
    )
  );
}

/**
 * The Check row under the Total row: the database's count and sums for the same selection,
 * and in the `verdict` column whether they match the Total row (and how many pay-what-you-can
 * orders both leave out of the amounts).
 */
export function writeCheckRow(
  sheet: ExcelJS.Worksheet,
  sums: SheetSums,
  check: SheetCheck,
  options: { columns: OrdersExportColumn[]; label: string; verdict: string; locale: Locale },
): void {
  const { columns, locale } = options;
  const verdict = ordersExportVerdict(locale, checkAgrees(sums, check, columns), check.privateRows);
  const values = columns.map((column, index): Cell => {
    if (index === 0) return spreadsheetText(options.label);
    if (column.key === options.verdict) return spreadsheetText(verdict);
    if (column.total === 'count') return check.rows;
    if (column.total === 'sum') return fromUnits(column, check.sums[column.key] ?? 0);
    return null;
  });
  commit(sheet, columns, values, locale, true);
}
