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
