import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { i18n } from '#i18n/i18n.ts';
import { handleApiError } from '#lib/api/api-client.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';
import { showServerFieldErrors } from '#shared/forms/server-field-errors.ts';

/**
 * Saves a section all-or-nothing: a success toast, or the server's refusal on its fields
 * (`fields` paths are the form's, under `prefix`) and its message as a toast. Other failures
 * (session, network) take the shared handling.
 */
export async function saveSettingsForm<T, Values extends FieldValues>(options: {
  save: () => Promise<T>;
  setError: UseFormSetError<Values>;
  prefix?: string;
  onSaved: (saved: T) => void;
}): Promise<void> {
  try {
    const saved = await options.save();
    options.onSaved(saved);
    notifySuccess(i18n.t('settingsFulfilment.saved'));
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 400 || error.status === 404) {
      const { prefix } = options;
      showServerFieldErrors(error, options.setError, (path) =>
        prefix ? `${prefix}.${path}` : path,
      );
      notifyError(error.serverMessage || i18n.t('settingsFulfilment.saveFailed'));
      return;
    }
    handleApiError(error);
  }
}
