import type { Locale } from '@app/domain';
import type { z } from 'zod';
import { validationError } from '../../errors/validation-failed.ts';

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
