import {
  reachableSubGroups,
  type AvailabilityEntry,
  type MenuOrderFlags,
  type OrderableItem,
  type OrderableMenu,
  type OrderableOptionGroup,
} from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { availabilityJson } from '../../../catalogue/catalogue-json.sql.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/**
 * What order taking needs of the order's menu: pricing (hours, members only), the order types it
 * serves and who may order from it (`MenuOrderFlags`), and scheduling fields.
 */
export interface OrderMenu extends OrderableMenu, MenuOrderFlags {
  /** Durations in minutes (null = none). */
  required_notice: number | null;
  ordering_interval: number | null;
  /** 0 = no limit. */
  max_orders_per_interval: number;
  estimated_prep_time: number | null;
  last_call_time: number | null;
  availability: AvailabilityEntry[];
}

export interface OrderableCatalogue {
  menu: OrderMenu;
  /**
   * The requested items that belong to this menu (others are simply absent), each with the
   * sub-groups its options open (`sub_option_groups`).
   */
  items: OrderableItem[];
}

/** The values of option group `g`, in their order. */
const valuesJson = `coalesce((select json_agg(json_build_object(
    'id', v.id, 'name', v.name, 'price', v.price::float8, 'max_quantity', v.max_quantity,
    'tax_rate', v.tax_rate, 'sub_group_id', v.sub_group_id) order by v."order", v.id)
  from option_values v where v.option_group_id = g.id), '[]'::json)`;

/** Option group `g` with its values, as pricing reads it. */
const groupJson = `json_build_object(
    'id', g.id, 'name', g.name, 'required', g.required,
    'allow_multiple_selection', g.allow_multiple_selection, 'limit', g."limit",
    'values', ${valuesJson})`;

/** The option groups linked to item `i`, in link order, with their values. */
const optionGroupsJson = `coalesce((select json_agg(${groupJson} order by l."order", l.option_group_id)
  from item_option_groups l join option_groups g on g.id = l.option_group_id
  where l.item_id = i.id), '[]'::json)`;

/**
 * Every group reachable from the linked groups of menu `m`'s items matching `itemsCondition`
 * through the options' `sub_group_id`, at any depth (`union` stops at groups already reached).
 */
const reachableGroupsJson = (itemsCondition: SQL) => sql`(with recursive reached(id) as (
    select l.option_group_id from item_option_groups l join items i on i.id = l.item_id
      where i.menu_id = m.id and ${itemsCondition}
    union
    select v.sub_group_id from option_values v join reached r on v.option_group_id = r.id
      where v.sub_group_id is not null)
  select coalesce(json_agg(${sql.raw(groupJson)} order by g.id), '[]'::json)
  from option_groups g where g.id in (select id from reached))`;

const itemJson = `json_build_object(
  'id', i.id, 'menu_id', i.menu_id, 'section_id', i.section_id, 'name', i.name,
  'base_price', i.base_price::float8, 'price_options', i.price_options,
  'default_price_name', i.default_price_name,
  'price_schedule', i.price_schedule, 'additional_prices', i.additional_prices,
  'published', i.published, 'is_hidden', i.is_hidden, 'sold_out', i.sold_out,
  'meal_package', i.meal_package, 'tax_rate', i.tax_rate,
  'tax_rebate_eligibility', i.tax_rebate_eligibility, 'section_published', s.published,
  'option_groups', ${optionGroupsJson})`;

/** Menu `m` and its items matching `itemsCondition` (on alias `i`), as one JSON object. */
const menuJson = (itemsCondition: SQL) => sql`json_build_object(
  'id', m.id, 'name', m.name, 'published', m.published, 'member_only', m.member_only,
  'dine_in', m.dine_in, 'on_demand', m.on_demand, 'scheduled', m.scheduled,
  'event_package', m.event_package, 'access_level', m.access_level,
  'required_notice', m.required_notice, 'ordering_interval', m.ordering_interval,
  'max_orders_per_interval', m.max_orders_per_interval,
  'estimated_prep_time', m.estimated_prep_time, 'last_call_time', m.last_call_time,
  'availability', ${sql.raw(availabilityJson('m'))},
  'items', coalesce((select json_agg(${sql.raw(itemJson)} order by i.id)
    from items i left join sections s on s.id = i.section_id
    where i.menu_id = m.id and ${itemsCondition}), '[]'::json),
  'groups', ${reachableGroupsJson(itemsCondition)})`;

type MenuBody = OrderMenu & { items: OrderableItem[]; groups: OrderableOptionGroup[] };

/** Reads order-taking data of the catalogue under the tenant's row-level security. */
export const orderableItemsRepository = {
  /**
   * The menu (with its weekly hours) and the items `itemIds` of that menu, each with its
   * section's published state, its linked option groups and values, and the sub-groups their
   * options open — one query. An id of another menu or another location is left out (the caller
   * reports it as unavailable); the menu itself is null when the location has no such menu.
   */
  async load(
    tx: Tx,
    restaurantId: number,
    menuId: number,
    itemIds: readonly number[],
  ): Promise<OrderableCatalogue | null> {
    const ids = [...new Set(itemIds)];
    const condition = ids.length === 0 ? sql`false` : sql`i.id in ${ids}`;
    const [row] = await rawRows<{ body: MenuBody }>(
      tx,
      sql`select ${menuJson(condition)} as body
          from menus m where m.restaurant_id = ${restaurantId} and m.id = ${menuId}`,
    );
    if (!row) return null;
    const { items, groups, ...menu } = row.body;
    const byId = new Map(groups.map((group) => [group.id, group]));
    return {
      menu,
      items: items.map((item) => ({
        ...item,
        sub_option_groups: reachableSubGroups(item.option_groups, byId),
      })),
    };
  },
};
