import { useEffect } from 'react';
import { isErrorCode, type Locale } from '@app/domain';
import { errorMessage, errorMessageHasPlaceholders } from '#i18n/error-messages.ts';
import { handleApiError } from '#lib/api/api-client.ts';
import { apiErrorText } from '#lib/api/api-error-text.ts';
import { isApiError } from '#lib/api/api-error.ts';
import { currentLocale, i18n } from '#i18n/i18n.ts';
import { useLocale } from '#i18n/use-locale.ts';

/**
 * Failures that are not about the field: the session ended, the location is not recognised,
 * the PIN is asked again. The app's shared handling (log out, PIN screen) deals with them.
 */
function isSessionProblem(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.isNetworkError ||
      error.status === 401 ||
      error.code === 'tenant_not_recognized' ||
      error.code === 'pin_required')
  );
}

/**
 * Hands a session problem (see `isSessionProblem`) to the app's shared handling. True when the
 * failure was such one: the field then shows nothing. Call it once per failure, where it is
 * caught — never while rendering.
 */
export function handledElsewhere(error: unknown): boolean {
  const sessionProblem = isSessionProblem(error);
  if (sessionProblem && isApiError(error)) handleApiError(error);
  return sessionProblem;
}

/**
 * The message a checkout field shows under itself for a failed call (a refused promo code, an
 * unknown membership), in `locale`. A known refusal without placeholders is read from the
 * domain's catalogue, so the message follows a language switch; others keep the server's text.
 */
export function inlineErrorText(error: unknown, locale: Locale = currentLocale()): string {
  if (!isApiError(error)) return i18n.t('errors.somethingWentWrong', { lng: locale });
  if (
    error.status < 500 &&
    isErrorCode(error.code) &&
    !errorMessageHasPlaceholders(error.code, locale)
  ) {
    return errorMessage(error.code, locale);
  }
  return apiErrorText(error, locale);
}

/** Both at once, where a failure is caught: null when the shared handling took it, else the field's message. */
export function inlineApiError(error: unknown): string | null {
  return handledElsewhere(error) ? null : inlineErrorText(error);
}

/**
 * The message of a query's failure, for a screen that renders it: the shared handling takes a
 * session problem once, when the failure arrives (an effect, not each render), and the text
 * follows the interface language. Null without a failure or for a session problem.
 */
export function useInlineApiError(error: unknown): string | null {
  const locale = useLocale();
  useEffect(() => {
    if (error) handledElsewhere(error);
  }, [error]);
  if (!error || isSessionProblem(error)) return null;
  return inlineErrorText(error, locale);
}
