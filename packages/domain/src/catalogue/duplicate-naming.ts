import type { Locale } from '../i18n/locale.ts';
import { CATALOGUE_NAME_MAX_LENGTH } from './catalogue-constants.ts';

const COPY_SUFFIX: Record<Locale, string> = { 'en-CA': ' Copy', 'fr-CA': ' Copie' };

/**
 * The name of a duplicate (spec part 1 §4): the original's name with " Copy" in English or
 * " Copie" in French, by the language of the request. Only the duplicated object itself gets the
 * suffix; the children copied with it keep their names. A name so long that the suffix would
 * pass `CATALOGUE_NAME_MAX_LENGTH` is shortened first, so the copy can still be saved as it is.
 */
export function copyName(name: string, locale: Locale): string {
  const suffix = COPY_SUFFIX[locale];
  const room = CATALOGUE_NAME_MAX_LENGTH - suffix.length;
  // Cut by code points so an accented letter or emoji is never split in half.
  const base = [...name].length > room ? [...name].slice(0, room).join('').trimEnd() : name;
  return `${base}${suffix}`;
}

type LocalizedTexts = Record<string, string | null | undefined>;

/**
 * The secondary-language texts of a duplicate: each language's name gets that language's suffix
 * (`fr` → " Copie", any other → " Copy"), so the copy can be told from the original whatever the
 * language staff read the catalogue in. Other texts are copied as they are.
 */
export function copyLocalization(
  localization: Readonly<Record<string, Readonly<LocalizedTexts>>>,
): Record<string, LocalizedTexts> {
  const copy: Record<string, LocalizedTexts> = {};
  for (const [language, texts] of Object.entries(localization)) {
    const name = texts.name;
    const locale: Locale = language === 'fr' ? 'fr-CA' : 'en-CA';
    copy[language] = name?.trim() ? { ...texts, name: copyName(name, locale) } : { ...texts };
  }
  return copy;
}

/** A duplicate starts unpublished with no publication date (spec part 1 §4). */
export const DUPLICATE_PUBLICATION = { published: false, published_at: null } as const;
