import {
  validationMessage,
  zodIssueMessage,
  type Locale,
  type ValidationIssue,
  type ZodIssueLike,
} from '@app/domain';
import { AppError } from './app-error.ts';

/**
 * 400 `validation_failed` with one localised message per field, in `fields` (`<path>: message`,
 * `_` for the whole body) and `messages`: the one shape every refused input answers with, from
 * route validation, a schema chosen at run time or a rule checked against the database.
 */
export function validationFailed(fields: Record<string, string>): AppError {
  const messages = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
  return new AppError('validation_failed', {}, { fields, messages });
}

/** From issues of zod or of the domain's rules; a field's first message wins. */
export function validationError(
  issues: ReadonlyArray<ZodIssueLike & { path: readonly PropertyKey[] }>,
  locale: Locale,
): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= zodIssueMessage(issue, locale);
  }
  return validationFailed(fields);
}

/** From the domain's issues by field (`{ '0.id': validationIssue('invalid') }`). */
export function fieldsError(issues: Record<string, ValidationIssue>, locale: Locale): AppError {
  const fields: Record<string, string> = {};
  for (const [field, issue] of Object.entries(issues)) {
    fields[field] = validationMessage(issue, locale);
  }
  return validationFailed(fields);
}
