import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, parseLocale, type Locale } from '@app/domain';
import { localStore } from '#lib/storage/browser-storage.ts';
import { enCA, frCA } from './catalogs.ts';

export const catalogs = { 'en-CA': enCA, 'fr-CA': frCA } as const;

const LANGUAGE_KEY = 'app.language';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The remembered language, else the browser's (French for any `fr*`), else en-CA. */
function initialLocale(): Locale {
  const stored = localStore.getString(LANGUAGE_KEY);
  if (isLocale(stored)) return stored;
  return typeof navigator === 'undefined' ? defaultLocale : parseLocale(navigator.language);
}

/** `<html lang>` (screen readers, hyphenation) and the tab title follow the language. */
function applyDocumentLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'en-CA': { translation: enCA },
    'fr-CA': { translation: frCA },
  },
  lng: initialLocale(),
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  initAsync: false,
  returnNull: false,
  // Same `{name}` placeholders as the domain's `interpolate` and error catalogue.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});
applyDocumentLanguage(currentLocale());

/** The active interface language. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** Switches every string, sets `<html lang>` and remembers the choice for next visits. */
export async function changeLocale(locale: Locale): Promise<void> {
  localStore.setString(LANGUAGE_KEY, locale);
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}
