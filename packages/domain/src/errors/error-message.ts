import { errorCatalogue, type ErrorCode } from './error-catalogue.ts';
import { interpolate, type Locale } from '../i18n/locale.ts';

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The localised message of an error code with its `{placeholders}` filled in. */
export function errorMessage(
  code: ErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const entry = errorCatalogue[code];
  return interpolate(locale === 'fr-CA' ? entry.fr : entry.en, params, locale);
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}
