/** A language of catalogue content: a key of `localization` (spec part 1 §1). */
export type ContentLanguage = 'en' | 'fr';

/** `fr-CA`, `fr` → `fr`; anything else → `en`. */
export function contentLanguageOf(locale: string | null | undefined): ContentLanguage {
  return locale?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

/** The other of the two content languages. */
export function otherLanguage(language: ContentLanguage): ContentLanguage {
  return language === 'fr' ? 'en' : 'fr';
}

/**
 * The content languages of a location: the primary one is its first locale's (the object's own
 * `name`, `description`… hold it), the secondary one the other of en/fr (held in
 * `localization.<secondary>`). The server's search and the web's forms read it the same way.
 */
export function contentLanguagesOf(locales: readonly string[]): {
  primary: ContentLanguage;
  secondary: ContentLanguage;
} {
  const primary = contentLanguageOf(locales[0]);
  return { primary, secondary: otherLanguage(primary) };
}

/** `localization` as stored or answered: per language, per field, a text (missing = none). */
export type TextsByLanguage = Readonly<
  Record<string, Readonly<Record<string, string | null | undefined>> | undefined>
>;

/**
 * A text as `language` reads it: the `localization` text of that language and field when one is
 * set (not blank), else the primary text (the object's own). `language` is a content language or
 * a locale (`fr-CA` reads `fr`). The server's labels and the screens read translations this way.
 */
export function textIn<T extends string | null>(
  primary: T,
  localization: TextsByLanguage | null | undefined,
  field: string,
  language: string,
): string | T {
  const text = localization?.[contentLanguageOf(language)]?.[field];
  return typeof text === 'string' && text.trim() !== '' ? text : primary;
}
