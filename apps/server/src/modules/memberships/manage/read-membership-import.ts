import {
  isBlankCsvRow,
  membershipImportLineMessage,
  readMembershipImportHeader,
  readMembershipImportRow,
  type Locale,
  type MembershipImportLineError,
  type MembershipRequest,
} from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { parseCsvRecords } from '../../csv-import/parse-csv-records.ts';

/** How many refused lines an answer lists (the count covers them all). */
const LINE_ERRORS_SHOWN = 200;

export interface MembershipImportRow {
  line: number;
  membership: MembershipRequest;
}

/**
 * The memberships of a members CSV's text, every row checked by the form's rules. A file that
 * cannot be read is refused as the menu import refuses it (`csv_*`, 400/413); any row with a
 * problem refuses the whole file: 400 `membership_import_invalid` with `lines` (`{line,
 * messages}`, line as a spreadsheet numbers it, the header being 1) and `messages` ("Line 3:
 * email: This email isn't valid.").
 */
export function readMembershipImport(text: string, locale: Locale): MembershipImportRow[] {
  const [header, ...records] = parseCsvRecords(text);
  if (!header || isBlankCsvRow(header)) throw new AppError('csv_empty');
  const layout = readMembershipImportHeader(header);
  if (layout.repeated.length > 0) {
    throw new AppError('csv_columns_repeated', { columns: layout.repeated.join(', ') });
  }
  if (layout.missing.length > 0) {
    throw new AppError('csv_columns_missing', { columns: layout.missing.join(', ') });
  }
  const rows: MembershipImportRow[] = [];
  const errors: MembershipImportLineError[] = [];
  const seen = new Map<string, number>();
  records.forEach((cells, index) => {
    if (isBlankCsvRow(cells)) return;
    const reading = readMembershipImportRow(cells, index + 2, layout, seen, locale);
    if (reading.membership) rows.push({ line: reading.line, membership: reading.membership });
    else errors.push({ line: reading.line, messages: reading.messages });
  });
  if (errors.length > 0) throw importInvalid(errors, locale);
  if (rows.length === 0) throw new AppError('csv_empty');
  return rows;
}

function importInvalid(errors: MembershipImportLineError[], locale: Locale): AppError {
  const lines = errors.slice(0, LINE_ERRORS_SHOWN);
  const messages = lines.flatMap((error) =>
    error.messages.map((message) => membershipImportLineMessage(error.line, message, locale)),
  );
  return new AppError('membership_import_invalid', { count: errors.length }, { lines, messages });
}
