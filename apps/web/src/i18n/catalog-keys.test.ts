import { describe, expect, it } from 'vitest';
import { enCA, frCA } from './catalogs.ts';

/** Flattens a nested catalog into `a.b.c` → text. */
function flatten(catalog: object, prefix = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') {
      for (const [nested, text] of flatten(value as object, path)) entries.set(nested, text);
    } else {
      entries.set(path, value);
    }
  }
  return entries;
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/** i18next's plural suffixes: `items_one`, `items_other`… are the forms of one text `items`. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The texts of a catalog, plural forms counted once (under their base key). */
function texts(catalog: Map<string, unknown>): Set<string> {
  return new Set([...catalog.keys()].map((key) => key.replace(PLURAL_SUFFIX, '_#plural')));
}

/** The plural forms each plural text has, by base key. */
function pluralForms(catalog: Map<string, unknown>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of catalog.keys()) {
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    if (!form) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    forms.set(base, [...(forms.get(base) ?? []), form].sort());
  }
  return forms;
}

describe('translation catalogs', () => {
  const english = flatten(enCA);
  const french = flatten(frCA);

  it('have exactly the same texts in en-CA and fr-CA', () => {
    const [en, fr] = [texts(english), texts(french)];
    const onlyEnglish = [...en].filter((key) => !fr.has(key));
    const onlyFrench = [...fr].filter((key) => !en.has(key));
    expect({ onlyEnglish, onlyFrench }).toEqual({ onlyEnglish: [], onlyFrench: [] });
  });

  // French says "0 article" and "1 article" (one), "2 articles" (other) and "1 000 000
  // d’articles" (many); English "1 item" (one) and "0 items" (other). A missing form would fall
  // back to English.
  it.each([
    ['en-CA', english],
    ['fr-CA', french],
  ] as const)('give every plural text each form %s needs', (locale, catalog) => {
    const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    const wrong = [...pluralForms(catalog)].filter(([, forms]) => forms.join() !== needed.join());
    expect(wrong).toEqual([]);
  });

  it('hold a non-empty string for every key', () => {
    const bad = [...english, ...french].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const englishOf = (key: string) =>
      english.get(key) ?? english.get(key.replace(PLURAL_SUFFIX, '_other'));
    const mismatched = [...french.keys()].filter(
      (key) => placeholders(englishOf(key)).join() !== placeholders(french.get(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
