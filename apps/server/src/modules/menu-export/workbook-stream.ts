import type { Readable } from 'node:stream';
import { spreadsheetText, type ExportColumn, type ExportSheet, type Locale } from '@app/domain';
import type ExcelJS from 'exceljs';
import { MONEY_FORMAT, streamedWorkbook } from '../../lib/streamed-workbook.ts';

function cellValue(column: ExportColumn, value: string | number | null): string | number | null {
  if (value === null) return null;
  // Text columns may hold text only, made safe; amount columns numbers only.
  if (column.kind === 'text') return spreadsheetText(String(value));
  return typeof value === 'number' ? value : null;
}

async function writeSheets(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheets: ExportSheet[],
  locale: Locale,
): Promise<void> {
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    worksheet.columns = sheet.columns.map((column) => ({ width: column.width }));
    const header = worksheet.addRow(sheet.columns.map((column) => spreadsheetText(column.header)));
    header.font = { bold: true };
    header.commit();
    for (const values of sheet.rows) {
      const row = worksheet.addRow(
        sheet.columns.map((column, index) => cellValue(column, values[index] ?? null)),
      );
      sheet.columns.forEach((column, index) => {
        if (column.kind === 'text') return;
        row.getCell(index + 1).numFmt = column.kind === 'money' ? MONEY_FORMAT[locale] : '0';
      });
      // Each row leaves memory as soon as it is written to the answer.
      row.commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/**
 * The menu's sheets as an .xlsx file, streamed (lib/streamed-workbook.ts): texts as shared
 * strings, amounts number cells with a currency format, calories whole numbers.
 */
export function workbookStream(sheets: ExportSheet[], locale: Locale): Readable {
  return streamedWorkbook((workbook) => writeSheets(workbook, sheets, locale));
}
