import { sql, type SQL } from 'drizzle-orm';

/**
 * The API shape of menus, sections and items, written once as PostgreSQL JSON expressions
 * (`json_build_object`). Every read — the single entity answered by a create or an update, the
 * lists and the deep reads of 10,000 items — goes through these fragments, so the shapes cannot
 * drift apart and the deep reads can hand PostgreSQL's JSON text straight to the client.
 *
 * Conventions of the API (DESIGN §4) applied here rather than in Node:
 * - instants are ISO 8601 UTC with milliseconds (`2025-01-31T14:05:00.000Z`), whatever the
 *   session's TimeZone;
 * - money (`numeric(12,2)`) is sent as a JSON number without trailing zeros (4.5, not 4.50);
 * - times of day are `HH:mm`.
 *
 * `json_build_object` takes at most 100 arguments: the item, the widest, uses 82.
 */

/** An instant column as ISO 8601 UTC text. */
export function isoInstant(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A money column as a JSON number (float8 prints the shortest exact form: 4.5, 12, 0.05). */
function money(column: string): string {
  return `${column}::float8`;
}

function pairs(alias: string, entries: [string, string | null][]): string {
  return entries
    .map(([key, expression]) => `'${key}', ${expression ?? `${alias}."${key}"`}`)
    .join(', ');
}

/** The availability week of menu `alias`, ordered by day then start time. */
export function availabilityJson(alias: string): string {
  return `coalesce((select json_agg(json_build_object(
      'day_of_week', a.day_of_week,
      'start_time', to_char(a.start_time, 'HH24:MI'),
      'end_time', to_char(a.end_time, 'HH24:MI'))
      order by a.day_of_week, a.start_time, a.end_time, a.id)
    from menu_availability a where a.menu_id = ${alias}.id), '[]'::json)`;
}

/** Key/value pairs of a menu (ZMenu), without the closing parenthesis so callers can add keys. */
export function menuPairs(alias: string): string {
  return pairs(alias, [
    ['id', null],
    ['name', null],
    ['description', null],
    ['image', null],
    ['slug', null],
    ['type', null],
    ['price', money(`${alias}.price`)],
    ['dine_in', null],
    ['on_demand', null],
    ['scheduled', null],
    ['member_only', null],
    ['event_package', null],
    ['access_level', null],
    ['allow_sections', null],
    ['max_orders_per_interval', null],
    ['ordering_interval', null],
    ['last_call_time', null],
    ['estimated_prep_time', null],
    ['required_notice', null],
    ['order', null],
    ['localization', null],
    ['menu_group_id', null],
    ['published', null],
    ['published_at', isoInstant(`${alias}.published_at`)],
    ['updated_at', isoInstant(`${alias}.updated_at`)],
    ['availability', availabilityJson(alias)],
  ]);
}

/** Key/value pairs of a section (ZSection). */
export function sectionPairs(alias: string): string {
  return pairs(alias, [
    ['id', null],
    ['menu_id', null],
    ['name', null],
    ['slug', null],
    ['description', null],
    ['price', money(`${alias}.price`)],
    ['order', null],
    ['type', null],
    ['localization', null],
    ['published', null],
    ['published_at', isoInstant(`${alias}.published_at`)],
    ['updated_at', isoInstant(`${alias}.updated_at`)],
  ]);
}

/** The linked modifier group ids of item `alias`, in link order (one item at a time). */
export function itemOptionsJson(alias: string): string {
  return `coalesce((select json_agg(l.option_group_id order by l."order", l.option_group_id)
    from item_option_groups l where l.item_id = ${alias}.id), '[]'::json)`;
}

/** Key/value pairs of an item (ZItem); `options` is a JSON array expression of group ids. */
export function itemPairs(alias: string, options: string): string {
  return pairs(alias, [
    ['id', null],
    ['menu_id', null],
    ['section_id', null],
    ['name', null],
    ['description', null],
    ['ingredients', null],
    ['nutritional_sheet_url', null],
    ['slug', null],
    ['sku', null],
    ['category', null],
    ['calories', null],
    ['base_price', money(`${alias}.base_price`)],
    ['price', money(`${alias}.price`)],
    ['price_unit', null],
    ['price_type', null],
    ['image', null],
    ['includes', null],
    ['allergens', null],
    ['diets', null],
    ['is_hidden', null],
    ['sold_out', null],
    ['featured_item', null],
    ['upsell_item', null],
    ['meal_package', null],
    ['auto_restock', null],
    ['alcoholic_beverage', null],
    ['order', null],
    ['additional_prices', null],
    ['price_schedule', null],
    ['tax_rebate_eligibility', null],
    ['tax_rate', null],
    ['promos', null],
    ['localization', null],
    ['default_price_name', null],
    ['price_options', null],
    ['recipe_number', null],
    ['accounting_category', null],
    ['published', null],
    ['published_at', isoInstant(`${alias}.published_at`)],
    ['updated_at', isoInstant(`${alias}.updated_at`)],
    ['options', options],
  ]);
}

/** `json_build_object(<pairs>)` as a query fragment. */
export function jsonObject(pairsText: string): SQL {
  return sql.raw(`json_build_object(${pairsText})`);
}
