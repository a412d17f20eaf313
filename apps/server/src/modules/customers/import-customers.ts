import {
  readCustomerCsv,
  validationIssue,
  validationMessage,
  type CustomerCsvLine,
  type CustomerCsvProblem,
  type CustomerImportResult,
  type Locale,
} from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { parseCsvRecords } from '../csv-import/parse-csv-records.ts';
import { recordChange } from '../change-history/record-change.ts';
import { customersRepository } from './customers.repository.ts';

/**
 * `POST /customers/import`: a CSV of emails and names (text already decoded) becomes customer
 * accounts, so a school can load its families before they order. All or nothing: any line that
 * is wrong refuses the whole file with 400 `validation_failed`, one localised message per line
 * and field ("Line 3: This email isn't valid."). Emails already known keep their account (a
 * missing name is filled in). One change-history row says how many came in.
 */
export function importCustomers(ctx: TenantContext, text: string): Promise<CustomerImportResult> {
  const reading = readCustomerCsv(parseCsvRecords(text));
  if (!reading.ok) {
    throw reading.reason === 'empty'
      ? new AppError('csv_empty')
      : new AppError('csv_columns_missing', { columns: 'email' });
  }
  if (reading.problems.length > 0) throw lineErrors(reading.problems, ctx.locale);
  const list = distinctByEmail(reading.lines);
  return ctx.tenantTx(async (tx) => {
    const created = await customersRepository.upsertMany(tx, ctx.restaurantId, list, 'import');
    const result = { lines: reading.lines.length, created, existing: list.length - created };
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'customers',
      entityId: null,
      action: 'import',
      before: null,
      after: result,
      user: ctx.user,
    });
    return result;
  });
}

/** One account per email (any case): the first line's, with the first name any line gives. */
function distinctByEmail(lines: CustomerCsvLine[]): { email: string; name: string | null }[] {
  const byEmail = new Map<string, { email: string; name: string | null }>();
  for (const { email, name } of lines) {
    const known = byEmail.get(email.toLowerCase());
    if (!known) byEmail.set(email.toLowerCase(), { email, name });
    else known.name ??= name;
  }
  return [...byEmail.values()];
}

function lineErrors(problems: CustomerCsvProblem[], locale: Locale): AppError {
  const fields: Record<string, string> = {};
  for (const { line, field, issue } of problems) {
    const message = validationMessage(issue, locale);
    fields[`lines.${line}.${field}`] ??= validationMessage(
      validationIssue('csvLine', { line, message }),
      locale,
    );
  }
  // The messages name the line themselves, so they are not prefixed with the field's path.
  return new AppError('validation_failed', {}, { fields, messages: Object.values(fields) });
}
