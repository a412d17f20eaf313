import { zodIssueMessage, type Locale, type ZodIssueLike } from '@app/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';

/**
 * Validates a body against a schema chosen at run time (the route's own schema cannot know it),
 * failing exactly like route validation: 400 `validation_failed` with one localised message per
 * field in `fields` and `messages`.
 */
export function parseRequestBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  locale: Locale,
): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw validationError(result.error.issues, locale);
}

/** A `validation_failed` error from issues of zod or of the domain's rules. */
export function validationError(
  issues: ReadonlyArray<ZodIssueLike & { path: readonly PropertyKey[] }>,
  locale: Locale,
): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= zodIssueMessage(issue, locale);
  }
  const messages = Object.entries(fields).map(([field, message]) => `${field}: ${message}`);
  return new AppError('validation_failed', {}, { fields, messages });
}
