import type { ErrorCode, ErrorMessages } from './error-catalogue.ts';
import { fillErrorMessage } from './error-messages-loader.ts';
import { errorMessages as englishMessages } from './messages/en-CA.ts';
import { errorMessages as frenchMessages } from './messages/fr-CA.ts';
import type { Locale } from '../i18n/locale.ts';

/** Both languages' error messages, for the server (the web loads one: `loadErrorMessages`). */
export const errorMessagesByLocale: Readonly<Record<Locale, ErrorMessages>> = {
  'en-CA': englishMessages,
  'fr-CA': frenchMessages,
};

/** The localised message of an error code with its `{placeholders}` filled in. */
export function errorMessage(
  code: ErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return fillErrorMessage(errorMessagesByLocale[locale], code, locale, params);
}
