import { validationMessage, type Locale, type ValidationIssue } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';

/** 400 `validation_failed` naming each field, like the route's own validation. */
export function fieldsError(issues: Record<string, ValidationIssue>, locale: Locale): AppError {
  const fields: Record<string, string> = {};
  for (const [field, issue] of Object.entries(issues)) {
    fields[field] = validationMessage(issue, locale);
  }
  const messages = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
  return new AppError('validation_failed', {}, { fields, messages });
}
