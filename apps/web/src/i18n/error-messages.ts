import {
  fillErrorMessage,
  loadErrorMessages,
  type ErrorCode,
  type ErrorMessages,
  type Locale,
} from '@app/domain';

/** The domain's error messages of the languages loaded so far (the active one, at least). */
const loaded = new Map<Locale, ErrorMessages>();

/**
 * Downloads one language's error messages (once): `startI18n` and `changeLocale` do it with the
 * language's core catalogue, so the first screen carries one language's messages, not both.
 */
export async function loadErrorMessagesOf(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, await loadErrorMessages(locale));
}

/**
 * The domain's `errorMessage` for the web: the localised message of an error code with its
 * `{placeholders}` filled in, from the messages downloaded for `locale` (the active language).
 * Should a language be asked for before its messages arrive, another loaded language answers.
 */
export function errorMessage(
  code: ErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const messages = messagesOf(locale);
  return messages ? fillErrorMessage(messages, code, locale, params) : code;
}

/** Whether the code's message takes `{placeholders}` (the same in both languages, tested). */
export function errorMessageHasPlaceholders(code: ErrorCode, locale: Locale): boolean {
  return messagesOf(locale)?.[code].includes('{') ?? false;
}

function messagesOf(locale: Locale): ErrorMessages | undefined {
  return loaded.get(locale) ?? loaded.values().next().value;
}
