import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, locales, parseLocale, type Locale } from '@app/domain';
import { localStore } from '#lib/storage/browser-storage.ts';
import { readCatalog, type CatalogName } from './catalog-files.ts';
import { loadErrorMessagesOf } from './error-messages.ts';

const LANGUAGE_KEY = 'app.language';

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The language the user chose on this browser (a switch), or null when they never chose. */
export function rememberedLocale(): Locale | null {
  const stored = localStore.getString(LANGUAGE_KEY);
  return isLocale(stored) ? stored : null;
}

/** The remembered language, else the browser's (French for any `fr*`), else en-CA. */
function initialLocale(): Locale {
  const stored = rememberedLocale();
  if (stored) return stored;
  return typeof navigator === 'undefined' ? defaultLocale : parseLocale(navigator.language);
}

/** `<html lang>` (screen readers, hyphenation) and the tab title follow the language. */
function applyDocumentLanguage(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
}

export const i18n = i18next.createInstance();

// The text arrives later, catalogue by catalogue (loadCatalogs). Both languages hold the same
// keys (tested), so there is no fallback language to download as well.
void i18n.use(initReactI18next).init({
  resources: {},
  lng: initialLocale(),
  fallbackLng: false,
  supportedLngs: [...locales],
  initAsync: false,
  returnNull: false,
  // Same `{name}` placeholders as the domain's `interpolate` and error catalogue.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

/** The active interface language. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}

/** The catalogues the screens shown so far needed: a language switch loads them all first. */
const wanted = new Set<CatalogName>(['core']);
/** The language being switched to (the active one when no switch is under way). */
let targetLocale = currentLocale();
const downloads = new Map<string, Promise<void>>();

function loadCatalog(locale: Locale, name: CatalogName): Promise<void> {
  const key = `${locale}/${name}`;
  let download = downloads.get(key);
  if (!download) {
    download = readCatalog(locale, name).then((text) => {
      i18n.addResourceBundle(locale, 'translation', text, true, true);
    });
    // A failed download (offline, new deployment) is tried again by the next screen that asks.
    download.catch(() => downloads.delete(key));
    downloads.set(key, download);
  }
  return download;
}

/**
 * Loads catalogues in the active language (and, while a switch is under way, in the coming one),
 * so that a screen shows its text, never its keys. Each file is downloaded once.
 */
export async function loadCatalogs(names: readonly CatalogName[]): Promise<void> {
  for (const name of names) wanted.add(name);
  const languages = new Set([currentLocale(), targetLocale]);
  await Promise.all(
    [...languages].flatMap((locale) => names.map((name) => loadCatalog(locale, name))),
  );
}

/**
 * Loads the core catalogue and the domain's error messages of the starting language; the app
 * renders once they are there.
 */
export async function startI18n(): Promise<void> {
  await Promise.all([loadCatalogs(['core']), loadErrorMessagesOf(currentLocale())]);
  applyDocumentLanguage(currentLocale());
}

/**
 * Switches every string once the new language's catalogues (those of the screens seen so far)
 * and error messages are loaded, sets `<html lang>` and remembers the choice for next visits
 * (unless `remember` is false: a page choosing for the user, e.g. a public menu's own language).
 */
export async function changeLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  targetLocale = locale;
  if (remember) localStore.setString(LANGUAGE_KEY, locale);
  await Promise.all([
    loadErrorMessagesOf(locale),
    ...[...wanted].map((name) => loadCatalog(locale, name)),
  ]);
  // A later switch (a double click) has the last word.
  if (targetLocale !== locale) return;
  await i18n.changeLanguage(locale);
  applyDocumentLanguage(locale);
}
