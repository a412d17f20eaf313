import {
  isBlankCsvRow,
  otherLanguage,
  readCsvImportHeader,
  readCsvImportRow,
  type ContentLanguage,
  type CsvImportLayout,
  type CsvImportRowReading,
} from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { parseCsvRecords } from './parse-csv-records.ts';

export interface CsvImportFile {
  layout: CsvImportLayout;
  /** Every data row but blank ones, read for the location's content languages. */
  readings: CsvImportRowReading[];
}

/**
 * Reads the text of a menu CSV for a location whose primary content language is `primary`: the header must name the mandatory columns once each, and at
 * least one row must follow. What is wrong with the file as a whole is an `AppError` (400);
 * what is wrong with a row is in that row's reading.
 */
export function readCsvImportFile(text: string, primary: ContentLanguage): CsvImportFile {
  const languages = { primary, secondary: otherLanguage(primary) };
  const [header, ...rows] = parseCsvRecords(text);
  if (!header || isBlankCsvRow(header)) throw new AppError('csv_empty');
  const layout = readCsvImportHeader(header);
  if (layout.repeated.length > 0) {
    throw new AppError('csv_columns_repeated', { columns: layout.repeated.join(', ') });
  }
  if (layout.missing.length > 0) {
    throw new AppError('csv_columns_missing', { columns: layout.missing.join(', ') });
  }
  const readings: CsvImportRowReading[] = [];
  rows.forEach((cells, index) => {
    // Row 1 is the header, as a spreadsheet numbers it.
    if (!isBlankCsvRow(cells)) readings.push(readCsvImportRow(cells, index + 2, layout, languages));
  });
  if (readings.length === 0) throw new AppError('csv_empty');
  return { layout, readings };
}
