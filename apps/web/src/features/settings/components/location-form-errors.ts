import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';

/**
 * A refused save: the server's message on each field it names (a taken address…), and its
 * message as a toast, so nothing is refused without a word.
 */
export function showSaveError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fallback: string,
): void {
  if (!isApiError(error)) return notifyError(fallback);
  showServerFieldErrors(error, setError);
  notifyError(error.serverMessage);
}
