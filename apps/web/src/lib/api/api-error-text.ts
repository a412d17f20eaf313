import { isErrorCode } from '@app/domain';
import { errorMessage } from '#i18n/error-messages.ts';
import { currentLocale, i18n } from '#i18n/i18n.ts';
import type { ApiError } from './api-error.ts';

/**
 * The message to show for a failed call, per the spec's error catalogue: network errors and 401
 * are a timed-out session, a 403 tenant error is "Tenant not recognized.", a 500 shows the
 * server's message or "Internal server error.", anything else the message or the first of the
 * messages.
 */
export function apiErrorText(error: ApiError, locale = currentLocale()): string {
  if (error.isNetworkError || error.status === 401)
    return errorMessage('session_timed_out', locale);
  if (error.code === 'tenant_not_recognized') return errorMessage('tenant_not_recognized', locale);
  if (error.status >= 500) return error.serverMessage || errorMessage('internal_error', locale);
  if (error.serverMessage) return error.serverMessage;
  if (isErrorCode(error.code)) return errorMessage(error.code, locale);
  return i18n.t('errors.somethingWentWrong');
}
