import {
  checkEmail,
  checkMaxLength,
  checkPlainText,
  checkRequired,
} from '../validation/text-rules.ts';
import { EMAIL_MAX_LENGTH } from '../validation/zod-fields.ts';
import type { ValidationIssue } from '../validation/validation-messages.ts';

/**
 * A customer list as CSV (`POST /customers/import`): a header naming `email` (or `courriel`)
 * and optionally `name` (or `nom`), in any order and case; a file whose first line already holds
 * an email has no header and is read as email, name. Blank lines are skipped; every other line
 * must hold a valid email.
 */

export const CUSTOMER_NAME_MAX_LENGTH = 80;

export interface CustomerCsvLine {
  /** The line as a spreadsheet numbers it (the header is line 1). */
  line: number;
  email: string;
  name: string | null;
}

export interface CustomerCsvProblem {
  line: number;
  field: 'email' | 'name';
  issue: ValidationIssue;
}

export type CustomerCsvReading =
  | { ok: true; lines: CustomerCsvLine[]; problems: CustomerCsvProblem[] }
  | { ok: false; reason: 'empty' | 'email_column_missing' };

const emailHeaders = ['email', 'courriel', 'e-mail', 'adresse courriel'];
const nameHeaders = ['name', 'nom', 'full name', 'nom complet'];

function columnOf(header: string[], names: string[]): number {
  return header.findIndex((cell) => names.includes(cell.trim().toLowerCase()));
}

/** Reads the records of a customer CSV (the header first, as the CSV parser answers them). */
export function readCustomerCsv(records: string[][]): CustomerCsvReading {
  const first = records.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (first === -1) return { ok: false, reason: 'empty' };
  const header = records[first]!;
  const headless = checkEmail(header[0]?.trim()) === null && (header[0] ?? '').includes('@');
  const columns = headless
    ? { email: 0, name: 1 }
    : { email: columnOf(header, emailHeaders), name: columnOf(header, nameHeaders) };
  if (columns.email === -1) return { ok: false, reason: 'email_column_missing' };
  const lines: CustomerCsvLine[] = [];
  const problems: CustomerCsvProblem[] = [];
  records.forEach((cells, index) => {
    if (index < first || (index === first && !headless)) return;
    if (cells.every((cell) => cell.trim() === '')) return;
    const line = index + 1;
    const email = (cells[columns.email] ?? '').trim();
    const name = columns.name === -1 ? '' : (cells[columns.name] ?? '').trim();
    const emailIssue =
      checkRequired(email) ?? checkEmail(email) ?? checkMaxLength(email, EMAIL_MAX_LENGTH);
    if (emailIssue) problems.push({ line, field: 'email', issue: emailIssue });
    const nameIssue = checkPlainText(name) ?? checkMaxLength(name, CUSTOMER_NAME_MAX_LENGTH);
    if (nameIssue) problems.push({ line, field: 'name', issue: nameIssue });
    lines.push({ line, email, name: name === '' ? null : name });
  });
  if (lines.length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, lines, problems };
}
