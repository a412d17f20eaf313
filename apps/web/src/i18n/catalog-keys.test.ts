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

describe('translation catalogs', () => {
  const english = flatten(enCA);
  const french = flatten(frCA);

  it('have exactly the same keys in en-CA and fr-CA', () => {
    const onlyEnglish = [...english.keys()].filter((key) => !french.has(key));
    const onlyFrench = [...french.keys()].filter((key) => !english.has(key));
    expect({ onlyEnglish, onlyFrench }).toEqual({ onlyEnglish: [], onlyFrench: [] });
  });

  it('hold a non-empty string for every key', () => {
    const bad = [...english, ...french].filter(
      ([, text]) => typeof text !== 'string' || text.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = [...english.keys()].filter(
      (key) => placeholders(english.get(key)).join() !== placeholders(french.get(key)).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
