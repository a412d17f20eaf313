import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { itemOptionsJson, itemPairs, menuPairs, sectionPairs } from './catalogue-json.sql.ts';
import { rawRows } from '../db/raw-rows.ts';

/**
 * The deep reads (`deep-get-menus`, `deep-get-menu/{id}`, `deep-get-sections`), each ONE query
 * whose result is the finished JSON text: PostgreSQL builds and orders every level
 * (`json_agg … order by "order", id`), and the route sends the text as it is, so a location with
 * 40 menus and 10,000 items is never parsed and re-serialised in Node.
 *
 * Each level is a correlated sub-select walking down an index (menu → its sections by
 * `sections_menu_order_idx`, section → its items by `items_section_order_idx`, item → its option
 * links by the link table's primary key), so the plan is linear in the size of the catalogue
 * whatever the planner's statistics. Grouped joins were tried first: on freshly loaded tables
 * the planner put the grouping on the inner side of nested loops and rebuilt megabytes of JSON
 * once per section (minutes instead of a second).
 */
const itemJson = (alias: string) =>
  `json_build_object(${itemPairs(alias, itemOptionsJson(alias))})`;

/**
 * Which rows a deep read takes at each level (SQL conditions on the aliases `m`, `s`, `i`): the
 * whole catalogue for the editors, or what guests may order from (published menus, sections and
 * items, hidden items left out) for `get-published-menus-optimized`.
 */
interface DeepReadFilter {
  menu: string;
  section: string;
  item: string;
}
const wholeCatalogue: DeepReadFilter = { menu: 'true', section: 'true', item: 'true' };
const publishedOnly: DeepReadFilter = {
  menu: 'm.published',
  section: 's.published',
  item: 'i.published and not i.is_hidden',
};

/** The items under a parent condition on alias `i`, as a JSON array in (order, id). */
const itemsArray = (where: string, filter: DeepReadFilter) =>
  `coalesce((select json_agg(${itemJson('i')} order by i."order", i.id)
    from items i where ${where} and ${filter.item}), '[]'::json)`;

/** The sections of menu `m` with their items, as a JSON array in (order, id). */
const sectionsArray = (
  filter: DeepReadFilter,
) => `coalesce((select json_agg(json_build_object(${sectionPairs('s')},
      'items', ${itemsArray('i.section_id = s.id', filter)}) order by s."order", s.id)
    from sections s where s.menu_id = m.id and ${filter.section}), '[]'::json)`;

const deepMenuJsonOf = (filter: DeepReadFilter) =>
  sql.raw(`json_build_object(${menuPairs('m')},
  'sections', ${sectionsArray(filter)},
  'items', ${itemsArray('i.menu_id = m.id and i.section_id is null', filter)})`);

const deepMenuJson = deepMenuJsonOf(wholeCatalogue);
const publishedMenuJson = deepMenuJsonOf(publishedOnly);

/** The query of `deepMenusText` (exported for query-plan checks). */
export function deepMenusQuery(restaurantId: number): SQL {
  return sql`select coalesce(json_agg(${deepMenuJson} order by m."order", m.id), '[]'::json)::text as body
    from menus m where m.restaurant_id = ${restaurantId}`;
}

/** Every menu of the location, deep (ZDeepMenu[] as JSON text), in (order, id). */
export async function deepMenusText(tx: Tx, restaurantId: number): Promise<string> {
  const [row] = await rawRows<{ body: string }>(tx, deepMenusQuery(restaurantId));
  return row?.body ?? '[]';
}

/** One menu, deep (ZDeepMenu as JSON text), or null when the location has no such menu. */
export async function deepMenuText(
  tx: Tx,
  restaurantId: number,
  menuId: number,
): Promise<string | null> {
  const [row] = await rawRows<{ body: string }>(
    tx,
    sql`select ${deepMenuJson}::text as body from menus m
        where m.restaurant_id = ${restaurantId} and m.id = ${menuId}`,
  );
  return row?.body ?? null;
}

/** The sections of one menu with their items (ZSectionWithItems[] as JSON text). */
export async function deepSectionsText(
  tx: Tx,
  restaurantId: number,
  menuId: number,
): Promise<string> {
  const [row] = await rawRows<{ body: string }>(
    tx,
    sql`select ${sql.raw(sectionsArray(wholeCatalogue))}::text as body from menus m
        where m.restaurant_id = ${restaurantId} and m.id = ${menuId}`,
  );
  return row?.body ?? '[]';
}

/**
 * The location's published menus with their published sections and shown items (ZDeepMenu[] as
 * JSON text), in (order, id): what `get-published-menus-optimized` starts from.
 */
export async function publishedMenusText(tx: Tx, restaurantId: number): Promise<string> {
  const [row] = await rawRows<{ body: string }>(
    tx,
    sql`select coalesce(json_agg(${publishedMenuJson} order by m."order", m.id), '[]'::json)::text as body
      from menus m where m.restaurant_id = ${restaurantId} and ${sql.raw(publishedOnly.menu)}`,
  );
  return row?.body ?? '[]';
}
