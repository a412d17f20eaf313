import { PassThrough, type Readable } from 'node:stream';
import { spreadsheetText, type ExportColumn, type ExportSheet, type Locale } from '@app/domain';
import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Canadian dollars as Excel and LibreOffice show them in each language. */
export const MONEY_FORMAT: Record<Locale, string> = {
  'en-CA': '"$"#,##0.00',
  'fr-CA': '#,##0.00" $"',
};

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
 * The sheets as an .xlsx file, streamed: exceljs' streaming writer zips each row as it is
 * committed, so the answer starts before the workbook is complete and a large menu is never
 * held whole in memory as a workbook. Texts are shared strings (`t="s"`), amounts number cells
 * with a currency format, calories whole numbers. A failure while writing ends the stream with
 * the error (the client sees a broken download, never a truncated file that looks whole).
 */
export function workbookStream(sheets: ExportSheet[], locale: Locale): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: true,
  });
  writeSheets(workbook, sheets, locale).catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}
