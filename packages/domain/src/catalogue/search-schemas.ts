import { z } from 'zod';
import { ZId } from './catalogue-fields.ts';

export const SEARCH_TERM_MAX_LENGTH = 100;
/** Most results of each type one search answers. */
export const SEARCH_RESULTS_PER_TYPE = 20;

/** `POST /menus/search`. */
export const ZMenuSearchRequest = z.object({
  term: z.string().trim().min(1).max(SEARCH_TERM_MAX_LENGTH),
});

export const searchResultTypes = ['menu', 'menu_item', 'section', 'section_item'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/**
 * One hit (spec part 1 §7 "typed results"): a menu, an item of a menu without sections
 * (`menu_item`), a section, or an item inside a section (`section_item`). Names are the primary
 * language's; `localized_name` is the secondary language's when one is set.
 */
export const ZSearchResult = z.object({
  type: z.enum(searchResultTypes),
  id: ZId,
  name: z.string(),
  localized_name: z.string().nullable(),
  menu_id: ZId,
  menu_name: z.string(),
  section_id: ZId.nullable(),
  section_name: z.string().nullable(),
  /** The menu's and the section's secondary-language names, when set. */
  localized_menu_name: z.string().nullable(),
  localized_section_name: z.string().nullable(),
  /** For a menu: whether its contents are shown by section (decides where it leads). */
  allow_sections: z.boolean(),
  published: z.boolean(),
});
export type SearchResult = z.infer<typeof ZSearchResult>;

export const ZMenuSearchResponse = z.object({ results: z.array(ZSearchResult) });
export type MenuSearchResponse = z.infer<typeof ZMenuSearchResponse>;

/**
 * The screen a search hit leads to (spec part 1 §2 routes): a menu opens its sections or its
 * items, a section its items, an item its list with `?item={id}` (the list opens that item).
 */
export function searchResultPath(result: SearchResult): string {
  const menu = `/menus/${result.menu_id}`;
  switch (result.type) {
    case 'menu':
      return result.allow_sections ? `${menu}/sections` : `${menu}/items`;
    case 'section':
      return `${menu}/sections/${result.id}/items`;
    case 'section_item':
      // An item hit without its section (it was just moved out of it) opens the menu's items.
      return result.section_id === null
        ? `${menu}/items?item=${result.id}`
        : `${menu}/sections/${result.section_id}/items?item=${result.id}`;
    case 'menu_item':
      return `${menu}/items?item=${result.id}`;
  }
}
