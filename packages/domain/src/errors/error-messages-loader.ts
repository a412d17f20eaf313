import type { ErrorCode, ErrorMessages } from './error-catalogue.ts';
import { interpolate, type Locale } from '../i18n/locale.ts';

// Nothing here imports a language's messages statically: a bundle that uses this module (the
// web's first screen) carries only the language it loads.

/** A message of `messages` (one language's) with its `{placeholders}` filled in. */
export function fillErrorMessage(
  messages: ErrorMessages,
  code: ErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return interpolate(messages[code], params, locale);
}

/** One language's error messages, downloaded alone (a chunk of its own in the web's build). */
export async function loadErrorMessages(locale: Locale): Promise<ErrorMessages> {
  const file =
    locale === 'fr-CA' ? await import('./messages/fr-CA.ts') : await import('./messages/en-CA.ts');
  return file.errorMessages;
}
