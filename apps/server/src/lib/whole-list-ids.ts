import { validationIssue, type Locale, type ValidationIssue } from '@app/domain';
import { AppError } from '../errors/app-error.ts';
import { fieldsError } from '../errors/validation-failed.ts';

/**
 * A whole-list save keeps the rows sent with their `id`: each id must be one of the list's own
 * rows (row-level security hides every other location's, so theirs are unknown here), sent
 * once. An unknown id → 404 `not_found`; an id sent twice → 400 on `<index>.id`.
 */
export function assertKeptIds(
  sent: readonly { id?: number | undefined }[],
  existing: readonly { id: number }[],
  locale: Locale,
): void {
  const known = new Set(existing.map((row) => row.id));
  const seen = new Set<number>();
  const issues: Record<string, ValidationIssue> = {};
  sent.forEach(({ id }, index) => {
    if (id === undefined) return;
    if (!known.has(id)) throw new AppError('not_found');
    if (seen.has(id)) issues[`${index}.id`] = validationIssue('invalid');
    seen.add(id);
  });
  if (Object.keys(issues).length > 0) throw fieldsError(issues, locale);
}
