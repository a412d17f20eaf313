import { CSV_IMPORT_MAX_ROWS } from '@app/domain';
import { parse, CsvError } from 'csv-parse/sync';
import { AppError } from '../../errors/app-error.ts';

/** Longest single row, in characters: beyond it, a quote is surely missing. */
const MAX_RECORD_CHARACTERS = 100_000;

/**
 * The rows of CSV text, each a list of cells (the header first). The separator is the one the
 * header row uses most: a comma, or the semicolon that Excel writes where the decimal separator
 * is a comma (French Canada), or a tab. Line ends may be CRLF, LF or CR. Blank lines are kept as
 * rows, so that row numbers match what a spreadsheet shows. Broken quoting and files of more
 * than `CSV_IMPORT_MAX_ROWS` data rows are refused with the line to look at.
 */
export function parseCsvRecords(text: string): string[][] {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: false,
      bom: true,
      max_record_size: MAX_RECORD_CHARACTERS,
      // One more than allowed: enough to tell that the file is too long without reading it all.
      to: CSV_IMPORT_MAX_ROWS + 2,
    });
  } catch (error) {
    throw asCsvError(error, text);
  }
  if (records.length > CSV_IMPORT_MAX_ROWS + 1) {
    throw new AppError('csv_too_many_rows', { max: CSV_IMPORT_MAX_ROWS });
  }
  return records;
}

/** The separator the header row (the text up to its first line end) uses most. */
function separatorOf(text: string): string {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const character of header) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && counts.has(character)) counts.set(character, counts.get(character)! + 1);
  }
  let best = ',';
  for (const [separator, count] of counts) if (count > counts.get(best)!) best = separator;
  return best;
}

function asCsvError(error: unknown, text: string): Error {
  if (!(error instanceof CsvError)) return error as Error;
  const line = (error as CsvError & { lines?: number }).lines ?? 1;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new AppError('csv_quote_not_closed', { line: lineOfUnclosedQuote(text) });
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_INVALID_CLOSING_QUOTE':
      return new AppError('csv_quote_invalid', { line });
    default:
      return new AppError('csv_malformed', { line });
  }
}

/** The line where the last quoted cell that is never closed opens (`""` inside it is a quote). */
function lineOfUnclosedQuote(text: string): number {
  let line = 1;
  let opened = 1;
  let quoted = false;
  for (const character of text) {
    if (character === '\n') line += 1;
    else if (character === '"') {
      quoted = !quoted;
      if (quoted) opened = line;
    }
  }
  return opened;
}
