import { i18n } from '#i18n/i18n.ts';
import { handleApiError } from '#lib/api/api-client.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { notifyError, notifySuccess } from '#lib/notify.ts';

/**
 * Saves a section all-or-nothing: a success toast, or the server's refusal on its fields
 * (`fields` paths are the form's, under `prefix`) and its message as a toast. Other failures
 * (session, network) take the shared handling.
 */
export async function saveSettingsForm<T>(options: {
  save: () => Promise<T>;
  setError: (path: never, error: { message: string }) => void;
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
      for (const [path, message] of Object.entries(error.fields)) {
        const field = options.prefix ? `${options.prefix}.${path}` : path;
        options.setError(field as never, { message });
      }
      notifyError(error.serverMessage || i18n.t('settingsFulfilment.saveFailed'));
      return;
    }
    handleApiError(error);
  }
}
