import type { Readable } from 'node:stream';
import {
  spreadsheetText,
  type DocumentCell,
  type DocumentRowStyle,
  type DocumentSheet,
  type Locale,
} from '@app/domain';
import type ExcelJS from 'exceljs';
import { MONEY_FORMAT, streamedWorkbook } from '../../../lib/streamed-workbook.ts';

/** How each row style looks: a title, a part's heading, a table's header, a total. */
const FONTS: Partial<Record<DocumentRowStyle, Partial<ExcelJS.Font>>> = {
  title: { bold: true, size: 14 },
  heading: { bold: true, size: 12 },
  header: { bold: true },
  strong: { bold: true },
};

/** Letter paper (Excel's paper size 1; exceljs' enum names only the others). */
const LETTER = 1 as ExcelJS.PaperSize;

const THIN: Partial<ExcelJS.Border> = { style: 'thin' };

function cellValue(cell: DocumentCell): ExcelJS.CellValue {
  if (cell === null) return null;
  // Every text is made safe at this one place: no cell is ever read as a formula.
  if (typeof cell === 'string') return spreadsheetText(cell);
  return typeof cell === 'number' ? cell : cell.money;
}

function styleRow(
  row: ExcelJS.Row,
  style: DocumentRowStyle,
  cells: DocumentCell[],
  locale: Locale,
) {
  const font = FONTS[style];
  if (font) row.font = font;
  cells.forEach((cell, index) => {
    const target = row.getCell(index + 1);
    if (typeof cell === 'number') target.numFmt = '0';
    if (cell !== null && typeof cell === 'object') target.numFmt = MONEY_FORMAT[locale];
    if (style === 'header') target.border = { bottom: THIN };
    // A line to sign on: the empty cells after the label and after "Date".
    if (style === 'signature' && cell === '') target.border = { bottom: THIN };
  });
  if (style === 'signature') row.height = 30;
}

async function writeSheets(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheets: DocumentSheet[],
  locale: Locale,
): Promise<void> {
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, {
      pageSetup: {
        paperSize: LETTER,
        orientation: 'portrait',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
      },
    });
    worksheet.columns = sheet.widths.map((width) => ({ width }));
    for (const entry of sheet.rows) {
      const row = worksheet.addRow(entry.cells.map(cellValue));
      styleRow(row, entry.style, entry.cells, locale);
      row.commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
}

/**
 * A document's sheets as an .xlsx file, streamed (lib/streamed-workbook.ts): texts made safe by
 * `spreadsheetText`, amounts as numbers with the caller's currency format, whole numbers as such;
 * Letter paper, one page wide.
 */
export function documentWorkbookStream(sheets: DocumentSheet[], locale: Locale): Readable {
  return streamedWorkbook((workbook) => writeSheets(workbook, sheets, locale));
}
