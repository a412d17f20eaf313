import {
  otherLanguage,
  naturalCompare,
  SEARCH_RESULTS_PER_TYPE,
  searchResultTypes,
  type MenuSearchResponse,
  type SearchResult,
  type SearchResultType,
} from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';
import { items, menus, sections } from '../../db/schema/index.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { foldSearchTerm, searchPattern } from './search-pattern.ts';

interface SearchRow extends SearchResult {
  rank: number;
}

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
 * One statement, one scan of each table: every row is tested with one compiled regular expression
 * per column (see search-pattern.ts), hits are numbered per type by rank and an approximate
 * natural order (text before the first number, that number, the rest), and only the first of
 * each type are joined to their menu and section names. The few kept are then put in the
 * domain's exact natural order (accents and every number) in Node. Row-level security keeps
 * other locations out; the location filter lets PostgreSQL use the location indexes.
 */
export async function searchMenus(ctx: SearchContext, term: string): Promise<MenuSearchResponse> {
  const pattern = searchPattern(term);
  if (pattern === '') return { results: [] };
  const contains = sql`${pattern}::text`;
  const prefix = sql`${`^(?:${pattern})`}::text`;
  const exact = sql`${`^(?:${pattern})$`}::text`;
  /** 0 whole text, 1 starts with the term, 2 contains it (`hit`: it is known to contain it). */
  const rankOf = (text: SQL, hit: SQL) =>
    sql`case when ${hit} then case when not ${text} ~ ${prefix} then 2 when ${text} ~ ${exact} then 0 else 1 end end`;
  // SKUs are codes: compared case-insensitively as they are, without regular expressions.
  const code = sql`${foldSearchTerm(term)}::text`;
  const skuRank = sql`case when lower(c.sku) = ${code} then 0 when starts_with(lower(c.sku), ${code}) then 1 when strpos(lower(c.sku), ${code}) > 0 then 2 end`;
  const language = sql`${otherLanguage(ctx.primaryLanguage)}::text`;
  const localized = (alias: string) =>
    sql`nullif(btrim(${sql.raw(alias)}.localization -> ${language} ->> 'name'), '')`;
  const tenant = ctx.restaurantId;
  const limit = SEARCH_RESULTS_PER_TYPE;

  /**
   * The rows of `table` whose name or secondary name (or SKU) matches, with their rank. Each
   * column is tested once with the term's regular expression; only the hits are ranked (anchored
   * expressions). `offset 0` keeps PostgreSQL from merging these steps, which would evaluate the
   * expressions again for every row.
   */
  const hits = (table: SQL, columns: string, withSku: boolean) => {
    const ranks = [
      rankOf(sql`c.name`, sql`c.name_hit`),
      rankOf(sql`c.localized_name`, sql`c.localized_hit`),
    ];
    if (withSku) ranks.push(skuRank);
    return sql`(
      select c.*, least(${sql.join(ranks, sql`, `)}) as rank, lower(c.name) as sort_name
      from (
        select * from (
          select ${sql.raw(columns)}, ${localized('t')} as localized_name,
            t.name ~ ${contains} as name_hit,
            coalesce(${localized('t')} ~ ${contains}, false) as localized_hit
          from ${table} t
          where t.restaurant_id = ${tenant}
          offset 0
        ) t
        where t.name_hit or t.localized_hit
          ${withSku ? sql`or strpos(lower(t.sku), ${code}) > 0` : sql``}
        offset 0
      ) c
    )`;
  };
  /** Rank, then names in an approximate natural order: text before the first number, the number. */
  const naturalOrder = sql`h.rank, substring(h.sort_name from '^[^0-9]*'),
    substring(h.sort_name from '[0-9]+')::numeric nulls first, h.sort_name, h.id`;

  const query = sql`
    with menu_hits as (
      select h.*, row_number() over (order by ${naturalOrder}) as position
      from ${hits(sql`${menus}`, 't.id, t.name, t.allow_sections, t.published', false)} h
    ), section_hits as (
      select h.*, row_number() over (order by ${naturalOrder}) as position
      from ${hits(sql`${sections}`, 't.id, t.name, t.menu_id, t.published', false)} h
    ), item_hits as (
      select h.*,
        row_number() over (partition by h.section_id is null order by ${naturalOrder}) as position
      from ${hits(sql`${items}`, 't.id, t.name, t.menu_id, t.section_id, t.published, t.sku', true)} h
    )
    select 'menu' as type, h.id, h.name, h.localized_name, h.id as menu_id, h.name as menu_name,
      null::integer as section_id, null::text as section_name, h.allow_sections, h.published,
      h.rank, h.localized_name as localized_menu_name, null::text as localized_section_name
    from menu_hits h where h.position <= ${limit}
    union all
    select 'section', h.id, h.name, h.localized_name, m.id, m.name, h.id, h.name,
      m.allow_sections, h.published, h.rank, ${localized('m')}, h.localized_name
    from section_hits h join ${menus} m on m.id = h.menu_id
    where h.position <= ${limit}
    union all
    select case when h.section_id is null then 'menu_item' else 'section_item' end, h.id, h.name,
      h.localized_name, m.id, m.name, s.id, s.name, m.allow_sections, h.published, h.rank,
      ${localized('m')}, ${localized('s')}
    from item_hits h join ${menus} m on m.id = h.menu_id
      left join ${sections} s on s.id = h.section_id
    where h.position <= ${limit}`;

  const result = await ctx.tenantTx((tx) => tx.execute(query));
  const rows = (result as { rows: SearchRow[] }).rows;
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
