import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATALOGUE_NAME_MAX_LENGTH } from './catalogue-constants.ts';
import { DUPLICATE_PUBLICATION, copyLocalization, copyName } from './duplicate-naming.ts';

describe('copyName', () => {
  it('adds " Copy" in English and " Copie" in French', () => {
    expect(copyName('Breakfast', 'en-CA')).toBe('Breakfast Copy');
    expect(copyName('Déjeuner', 'fr-CA')).toBe('Déjeuner Copie');
  });

  it('shortens a name at the length limit so the copy can still be saved', () => {
    const long = 'é'.repeat(CATALOGUE_NAME_MAX_LENGTH);
    const copy = copyName(long, 'fr-CA');
    expect([...copy]).toHaveLength(CATALOGUE_NAME_MAX_LENGTH);
    expect(copy.endsWith('é Copie')).toBe(true);
  });

  it('keeps the whole name whenever it fits, and never passes the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: CATALOGUE_NAME_MAX_LENGTH }),
        fc.constantFrom('en-CA' as const, 'fr-CA' as const),
        (name, locale) => {
          const copy = copyName(name, locale);
          const suffix = locale === 'en-CA' ? ' Copy' : ' Copie';
          expect(copy.endsWith(suffix)).toBe(true);
          expect([...copy].length).toBeLessThanOrEqual(CATALOGUE_NAME_MAX_LENGTH);
          if ([...name].length + suffix.length <= CATALOGUE_NAME_MAX_LENGTH) {
            expect(copy).toBe(name + suffix);
          } else {
            expect(name.startsWith(copy.slice(0, -suffix.length))).toBe(true);
          }
        },
      ),
    );
  });

  it('starts duplicates unpublished with no publication date', () => {
    expect(DUPLICATE_PUBLICATION).toEqual({ published: false, published_at: null });
  });
});

describe('copyLocalization', () => {
  it('suffixes each language name in its own language and keeps the other texts', () => {
    expect(
      copyLocalization({
        fr: { name: 'Vinaigrettes', description: '<p>Maison</p>' },
        en: { name: 'Dressings' },
        es: { description: 'Casa' },
      }),
    ).toEqual({
      fr: { name: 'Vinaigrettes Copie', description: '<p>Maison</p>' },
      en: { name: 'Dressings Copy' },
      es: { description: 'Casa' },
    });
  });

  it('leaves an empty name empty', () => {
    expect(copyLocalization({ fr: { name: '' } })).toEqual({ fr: { name: '' } });
  });
});
