import { describe, expect, it } from 'vitest';
import { catalogNames, readCatalog } from './catalog-files.ts';
import { enCA, frCA } from './catalogs.ts';

describe('catalogue files as the app loads them', () => {
  it('name the core and one catalogue per area file', () => {
    const names = catalogNames();
    expect(names[0]).toBe('core');
    expect(names).toEqual(expect.arrayContaining(['menus', 'changeHistory', 'rotationalMenus']));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['en-CA', enCA],
    ['fr-CA', frCA],
  ] as const)(
    'together hold the whole %s catalogue, each area under its key',
    async (locale, whole) => {
      const parts = await Promise.all(catalogNames().map((name) => readCatalog(locale, name)));
      expect(Object.assign({}, ...parts)).toEqual(whole);
    },
  );
});
