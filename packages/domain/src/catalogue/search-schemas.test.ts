import { describe, expect, it } from 'vitest';
import {
  SEARCH_TERM_MAX_LENGTH,
  ZMenuSearchRequest,
  ZSearchResult,
  searchResultPath,
  type SearchResult,
} from './search-schemas.ts';

const hit = (result: Partial<SearchResult>): SearchResult =>
  ZSearchResult.parse({
    type: 'menu',
    id: 3,
    name: 'Big Mac',
    localized_name: null,
    menu_id: 7,
    menu_name: 'All Day Menu',
    section_id: null,
    section_name: null,
    localized_menu_name: null,
    localized_section_name: null,
    allow_sections: true,
    published: true,
    ...result,
  });

describe('searchResultPath', () => {
  it('opens a menu at its sections or, without sections, at its items', () => {
    expect(searchResultPath(hit({ type: 'menu', id: 7 }))).toBe('/menus/7/sections');
    expect(searchResultPath(hit({ type: 'menu', id: 7, allow_sections: false }))).toBe(
      '/menus/7/items',
    );
  });

  it('opens a section at its items', () => {
    expect(searchResultPath(hit({ type: 'section', id: 12 }))).toBe('/menus/7/sections/12/items');
  });

  it('opens an item in its list with the item selected', () => {
    expect(searchResultPath(hit({ type: 'section_item', id: 3, section_id: 12 }))).toBe(
      '/menus/7/sections/12/items?item=3',
    );
    expect(searchResultPath(hit({ type: 'menu_item', id: 3, allow_sections: false }))).toBe(
      '/menus/7/items?item=3',
    );
  });

  it('opens a section item without a section in the menu items, never a "null" route', () => {
    expect(searchResultPath(hit({ type: 'section_item', id: 3, section_id: null }))).toBe(
      '/menus/7/items?item=3',
    );
  });
});

describe('ZMenuSearchRequest', () => {
  it('trims the term and refuses a blank or too long one', () => {
    expect(ZMenuSearchRequest.parse({ term: '  mac ' })).toEqual({ term: 'mac' });
    expect(ZMenuSearchRequest.safeParse({ term: '   ' }).success).toBe(false);
    expect(
      ZMenuSearchRequest.safeParse({ term: 'a'.repeat(SEARCH_TERM_MAX_LENGTH + 1) }).success,
    ).toBe(false);
  });

  it('types results and refuses an unknown type', () => {
    expect(() => hit({ type: 'option' as SearchResult['type'] })).toThrow();
  });
});
