import { PassThrough, type Readable } from 'node:stream';
import type { Locale } from '@app/domain';
import ExcelJS from 'exceljs';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Canadian dollars as Excel and LibreOffice show them in each language. */
export const MONEY_FORMAT: Record<Locale, string> = {
  'en-CA': '"$"#,##0.00',
  'fr-CA': '#,##0.00" $"',
};

/**
 * An .xlsx file written by `write` and streamed as it is written: exceljs' streaming writer zips
 * each row as it is committed, so the answer starts before the workbook is complete and a large
 * one is never held whole in memory. Texts are shared strings unless `sharedStrings` is false
 * (the shared-string table is kept in memory until the workbook is committed: an export of
 * 100,000 rows of mostly distinct texts writes them inline instead); styles are on. A failure while
 * writing ends the stream with the error (the client sees a broken download, never a truncated
 * file that looks whole). `write` commits its rows, sheets and the workbook.
 */
export function streamedWorkbook(
  write: (workbook: ExcelJS.stream.xlsx.WorkbookWriter) => Promise<void>,
  options: { sharedStrings?: boolean } = {},
): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: options.sharedStrings ?? true,
  });
  write(workbook).catch((error: unknown) =>
    stream.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return stream;
}
