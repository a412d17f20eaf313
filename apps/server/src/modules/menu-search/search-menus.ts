import {
  otherLanguage,
  naturalCompare,
  SEARCH_RESULTS_PER_TYPE,
  searchResultTypes,
  type MenuSearchResponse,
  type SearchResult,
  type SearchResultType,
} from '@app/domain';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { searchCatalogue, type SearchRow } from './menu-search.repository.ts';
import { searchPattern } from './search-pattern.ts';

type SearchContext = Pick<
  CatalogueContext,
  'restaurantId' | 'primaryLanguage' | 'locale' | 'tenantTx'
>;

/**
 * `POST /menus/search`: the location's menus, sections, items of menus without sections
 * (`menu_item`) and items in sections (`section_item`) whose primary or secondary-language name
 * holds the term, ignoring case and accents ("creme" finds "Crème brûlée"); items also match by
 * SKU. At most `SEARCH_RESULTS_PER_TYPE` of each type, best first: the whole name, then names
 * starting with the term, then names containing it; then natural name order.
 *
 * The few kept are put in the domain's exact natural order (accents and every number) here;
 * the search itself is one statement (menu-search.repository.ts).
 */
export async function searchMenus(ctx: SearchContext, term: string): Promise<MenuSearchResponse> {
  const pattern = searchPattern(term);
  if (pattern === '') return { results: [] };
  const rows = await ctx.tenantTx((tx) =>
    searchCatalogue(tx, {
      restaurantId: ctx.restaurantId,
      term,
      pattern,
      secondaryLanguage: otherLanguage(ctx.primaryLanguage),
      limit: SEARCH_RESULTS_PER_TYPE,
    }),
  );
  const typeOrder = (type: SearchResultType) => searchResultTypes.indexOf(type);
  rows.sort(
    (a, b) =>
      typeOrder(a.type) - typeOrder(b.type) ||
      a.rank - b.rank ||
      naturalCompare(a.name, b.name, ctx.locale) ||
      a.id - b.id,
  );
  return { results: rows.map(toSearchResult) };
}

function toSearchResult(row: SearchRow): SearchResult {
  return {
    type: row.type,
    id: Number(row.id),
    name: row.name,
    localized_name: row.localized_name,
    menu_id: Number(row.menu_id),
    menu_name: row.menu_name,
    section_id: row.section_id === null ? null : Number(row.section_id),
    section_name: row.section_name,
    localized_menu_name: row.localized_menu_name,
    localized_section_name: row.localized_section_name,
    allow_sections: row.allow_sections,
    published: row.published,
  };
}
