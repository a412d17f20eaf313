import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#lib/api/api-error.ts';

/**
 * Puts a refused save's field messages (`fields` of a 400 `validation_failed`, localised by the
 * server) on the form's fields; `rename` turns the server's path into the form's (the same by
 * default). Answers whether the error named any field.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  rename: (path: string) => string = (path) => path,
): boolean {
  if (!isApiError(error)) return false;
  const fields = Object.entries(error.fields);
  for (const [path, message] of fields) {
    setError(rename(path) as Path<Values>, { type: 'server', message });
  }
  return fields.length > 0;
}
