import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#lib/api/api-error.ts';

/**
 * Shows a refused save's field messages (400 `validation_failed`, localised by the server) on
 * the form's fields: `rename` turns the server's path into the form's (identity by default).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  rename: (path: string) => string = (path) => path,
): void {
  if (!isApiError(error)) return;
  for (const [path, message] of Object.entries(error.fields)) {
    setError(rename(path) as Path<Values>, { type: 'server', message });
  }
}
