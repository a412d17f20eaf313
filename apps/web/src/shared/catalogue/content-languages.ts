import {
  contentLanguagesOf,
  textIn,
  type ContentLanguage,
  type Locale,
  type Localization,
} from '@app/domain';
import { useActiveLocation } from '#shared/locations/active-location.ts';

/**
 * The content languages of the active location: the primary one is its first locale (the
 * object's own `name`, `description`… hold it), the secondary one the other of en/fr (held in
 * `localization.<secondary>`).
 */
export function useContentLanguages(): { primary: ContentLanguage; secondary: ContentLanguage } {
  return contentLanguagesOf(useActiveLocation().locales);
}

interface Localized {
  name: string;
  localization?: Localization | null;
}

/**
 * The name to show in the interface language: the `localization` text of that language when one
 * is set (i.e. the UI speaks the secondary language), else the primary name.
 */
export function localizedName(entity: Localized, uiLanguage: Locale | ContentLanguage): string {
  return textIn(entity.name, entity.localization, 'name', uiLanguage);
}

/** The same for any text field (`description`…); null when neither language has one. */
export function localizedText(
  entity: { localization?: Localization | null } & Record<string, unknown>,
  field: string,
  uiLanguage: Locale | ContentLanguage,
): string | null {
  const own = entity[field];
  return textIn(typeof own === 'string' ? own : null, entity.localization, field, uiLanguage);
}

/**
 * The `localization` to send from a form's values: blank texts are dropped, and a language
 * without any text is left out, so clearing the secondary fields clears the translation.
 */
export function cleanLocalization(
  localization: Record<string, Record<string, string | null | undefined> | undefined> | undefined,
): Localization {
  const clean: Localization = {};
  for (const [language, fields] of Object.entries(localization ?? {})) {
    const kept: Record<string, string> = {};
    for (const [field, value] of Object.entries(fields ?? {})) {
      if (typeof value === 'string' && value.trim() !== '') kept[field] = value.trim();
    }
    if (Object.keys(kept).length > 0) clean[language] = kept;
  }
  return clean;
}
