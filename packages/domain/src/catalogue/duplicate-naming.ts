import type { Locale } from '../i18n/locale.ts';

const COPY_SUFFIX: Record<Locale, string> = { 'en-CA': ' Copy', 'fr-CA': ' Copie' };

/**
 * The name of a duplicate (spec part 1 §4): the original's name with " Copy" in English or
 * " Copie" in French, by the language of the request. Only the duplicated object itself gets the
 * suffix; the children copied with it keep their names.
 */
export function copyName(name: string, locale: Locale): string {
  return `${name}${COPY_SUFFIX[locale]}`;
}

/** A duplicate starts unpublished with no publication date (spec part 1 §4). */
export const DUPLICATE_PUBLICATION = { published: false, published_at: null } as const;
