import { errorMessage } from '#i18n/error-messages.ts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#lib/api/api-error.ts';
import { NoAuthenticationError, NoLocationsError } from '#lib/session/session-store.ts';
import { useLocale } from '#i18n/use-locale.ts';

/** Which step of signing in failed; each has its own wording (spec part 1 §8). */
export type LoginStep = 'sign-in' | 'sso' | 'password-reset';

/**
 * The text of a failed login step, in the current language:
 * no locations → "We are sorry, no locations…"; no usable tokens → "No authentication found…";
 * single sign-on, or sign-in with the server unreachable → "Login error, try again later."; a refused sign-in
 * → "Error logging in: {message}"; a refused reset → "Error resetting password: {message}";
 * anything unexpected → "Something went wrong."
 */
export function useLoginErrorText(): (error: unknown, step: LoginStep) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (error, step) => {
    if (error instanceof NoLocationsError || (isApiError(error) && error.code === 'no_locations')) {
      return errorMessage('no_locations', locale);
    }
    if (error instanceof NoAuthenticationError) return errorMessage('sso_not_configured', locale);
    if (!isApiError(error)) return t('errors.somethingWentWrong');
    if (step === 'sso' || (step === 'sign-in' && error.isNetworkError)) {
      return errorMessage('sso_failed', locale);
    }
    const message =
      (!error.isNetworkError && error.serverMessage) || t('errors.somethingWentWrong');
    return step === 'password-reset'
      ? t('errors.resettingPassword', { errorMessage: message })
      : t('errors.loggingIn', { errorMessage: message });
  };
}
