import { SEARCH_RESULTS_PER_TYPE } from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';
import { foldSearchTerm, searchPattern } from '../src/modules/menu-search/search-pattern.ts';

/**
 * The floor the catalogue reads are measured against (DESIGN §8): one hand-written SQL query per
 * read that returns the same JSON as the API, written here independently of the server's
 * repositories (the bench checks both answers are equal before it measures).
 */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const itemJson = sql`json_build_object(
  'id', i.id, 'menu_id', i.menu_id, 'section_id', i.section_id, 'name', i.name,
  'description', i.description, 'ingredients', i.ingredients,
  'nutritional_sheet_url', i.nutritional_sheet_url, 'slug', i.slug, 'sku', i.sku,
  'category', i.category, 'calories', i.calories, 'base_price', i.base_price, 'price', i.price,
  'price_unit', i.price_unit, 'price_type', i.price_type, 'image', i.image,
  'includes', i.includes, 'allergens', i.allergens, 'diets', i.diets, 'is_hidden', i.is_hidden,
  'sold_out', i.sold_out, 'featured_item', i.featured_item, 'upsell_item', i.upsell_item,
  'meal_package', i.meal_package, 'auto_restock', i.auto_restock,
  'alcoholic_beverage', i.alcoholic_beverage, 'order', i."order",
  'additional_prices', i.additional_prices, 'price_schedule', i.price_schedule,
  'tax_rebate_eligibility', i.tax_rebate_eligibility, 'tax_rate', i.tax_rate,
  'promos', i.promos, 'localization', i.localization,
  'default_price_name', i.default_price_name, 'price_options', i.price_options,
  'recipe_number', i.recipe_number, 'accounting_category', i.accounting_category,
  'published', i.published, 'published_at', ${iso('i.published_at')},
  'updated_at', ${iso('i.updated_at')},
  'options', coalesce((select json_agg(l.option_group_id order by l."order", l.option_group_id)
    from item_option_groups l where l.item_id = i.id), '[]'::json))`;

function itemsOf(where: SQL): SQL {
  return sql`coalesce((select json_agg(${itemJson} order by i."order", i.id) from items i
    where ${where}), '[]'::json)`;
}

const menuJson = sql`json_build_object(
  'id', m.id, 'name', m.name, 'description', m.description, 'image', m.image, 'slug', m.slug,
  'type', m.type, 'price', m.price, 'dine_in', m.dine_in, 'on_demand', m.on_demand,
  'scheduled', m.scheduled, 'member_only', m.member_only, 'event_package', m.event_package,
  'access_level', m.access_level, 'allow_sections', m.allow_sections,
  'max_orders_per_interval', m.max_orders_per_interval, 'ordering_interval', m.ordering_interval,
  'last_call_time', m.last_call_time, 'estimated_prep_time', m.estimated_prep_time,
  'required_notice', m.required_notice, 'order', m."order", 'localization', m.localization,
  'menu_group_id', m.menu_group_id, 'published', m.published,
  'published_at', ${iso('m.published_at')}, 'updated_at', ${iso('m.updated_at')},
  'availability', coalesce((select json_agg(json_build_object('day_of_week', a.day_of_week,
      'start_time', to_char(a.start_time, 'HH24:MI'), 'end_time', to_char(a.end_time, 'HH24:MI'))
      order by a.day_of_week, a.start_time) from menu_availability a where a.menu_id = m.id),
    '[]'::json),
  'sections', coalesce((select json_agg(json_build_object(
      'id', s.id, 'menu_id', s.menu_id, 'name', s.name, 'slug', s.slug,
      'description', s.description, 'price', s.price, 'order', s."order", 'type', s.type,
      'localization', s.localization, 'published', s.published,
      'published_at', ${iso('s.published_at')}, 'updated_at', ${iso('s.updated_at')},
      'items', ${itemsOf(sql`i.section_id = s.id`)}) order by s."order", s.id)
    from sections s where s.menu_id = m.id), '[]'::json),
  'items', ${itemsOf(sql`i.menu_id = m.id and i.section_id is null`)})`;

/** Every menu of a location with its sections and items, as `GET /menus/deep-get-menus`. */
export function deepMenusSql(restaurantId: number): SQL {
  return sql`select coalesce(json_agg(${menuJson} order by m."order", m.id), '[]'::json)::text
    as body from menus m where m.restaurant_id = ${restaurantId}`;
}

/**
 * `POST /menus/search {term}` as one statement: the location's menus, sections and items whose
 * name or French name matches the term's accent-insensitive pattern (items also by SKU), ranked
 * whole name / prefix / contained, at most `SEARCH_RESULTS_PER_TYPE` per type, as
 * `{ results: [...] }`. The pattern is the server's (`searchPattern`): it is how a term becomes
 * accent-blind SQL, not a query. The API sorts the kept rows with the domain's natural sort in
 * JavaScript, so the bench compares the two answers as sets.
 */
export function searchSql(restaurantId: number, term: string): SQL {
  const pattern = searchPattern(term);
  const code = foldSearchTerm(term);
  const french = (alias: string) => `nullif(btrim(${alias}.localization -> 'fr' ->> 'name'), '')`;
  const ranked = (alias: string, sku: boolean) =>
    sql.raw(
      `least(${[
        `case when ${alias}.name ~ q.exact then 0 when ${alias}.name ~ q.prefix then 1 when ${alias}.name ~ q.pattern then 2 end`,
        `case when ${french(alias)} ~ q.exact then 0 when ${french(alias)} ~ q.prefix then 1 when ${french(alias)} ~ q.pattern then 2 end`,
        ...(sku
          ? [
              `case when lower(${alias}.sku) = q.code then 0 when starts_with(lower(${alias}.sku), q.code) then 1 when strpos(lower(${alias}.sku), q.code) > 0 then 2 end`,
            ]
          : []),
      ].join(', ')})`,
    );
  const cut = `row_number() over (partition by type order by rank,
    substring(lower(name) from '^[^0-9]*'), substring(lower(name) from '[0-9]+')::numeric nulls first,
    lower(name), id)`;
  return sql`with q as (select ${pattern}::text as pattern, ${`^(?:${pattern})`}::text as prefix,
      ${`^(?:${pattern})$`}::text as exact, ${code}::text as code),
    hits as (
      select 'menu' as type, m.id, m.name, ${sql.raw(french('m'))} as localized_name, m.id as menu_id,
        m.name as menu_name, null::integer as section_id, null::text as section_name,
        m.allow_sections, m.published, ${ranked('m', false)} as rank,
        ${sql.raw(french('m'))} as localized_menu_name, null::text as localized_section_name
      from menus m, q where m.restaurant_id = ${restaurantId}
      union all
      select 'section', s.id, s.name, ${sql.raw(french('s'))}, m.id, m.name, s.id, s.name,
        m.allow_sections, s.published, ${ranked('s', false)}, ${sql.raw(french('m'))},
        ${sql.raw(french('s'))}
      from sections s join menus m on m.id = s.menu_id, q where s.restaurant_id = ${restaurantId}
      union all
      select case when i.section_id is null then 'menu_item' else 'section_item' end, i.id, i.name,
        ${sql.raw(french('i'))}, m.id, m.name, s.id, s.name, m.allow_sections, i.published,
        ${ranked('i', true)}, ${sql.raw(french('m'))}, ${sql.raw(french('s'))}
      from items i join menus m on m.id = i.menu_id left join sections s on s.id = i.section_id, q
      where i.restaurant_id = ${restaurantId}
    ),
    kept as (select *, ${sql.raw(cut)} as position from hits where rank is not null)
    select json_build_object('results', coalesce(json_agg(json_build_object(
      'type', type, 'id', id, 'name', name, 'localized_name', localized_name, 'menu_id', menu_id,
      'menu_name', menu_name, 'section_id', section_id, 'section_name', section_name,
      'localized_menu_name', localized_menu_name, 'localized_section_name', localized_section_name,
      'allow_sections', allow_sections, 'published', published)), '[]'::json))::text as body
    from kept where position <= ${SEARCH_RESULTS_PER_TYPE}`;
}
