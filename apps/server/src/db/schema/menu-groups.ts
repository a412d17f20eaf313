import { sql, type SQL } from 'drizzle-orm';
import {
  index,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, localization, position, tenantRestaurantId, updatedAt } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * The domain's `nameKey` of a name column, in SQL: trimmed, lower case, accents removed after
 * canonical decomposition. The unique index and the use case's check compare names by it.
 */
export function menuGroupNameKey(name: AnyPgColumn | SQL) {
  return sql`regexp_replace(normalize(lower(btrim(${name})), NFD), '[\\u0300-\\u036f]', '', 'g')`;
}

/** A named set of menus (settings → menu groups). A menu joins a group through `menus.menu_group_id`. */
export const menuGroups = pgTable(
  'menu_groups',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull().default(''),
    image: text('image'),
    order: position(),
    localization: localization(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('menu_groups_tenant_key').on(t.restaurant_id, t.id),
    index('menu_groups_restaurant_order_idx').on(t.restaurant_id, t.order),
    // Names are unique per location whatever their case and accents: the domain's `nameKey`.
    uniqueIndex('menu_groups_name_key').on(t.restaurant_id, menuGroupNameKey(t.name)),
    tenantPolicy('menu_groups'),
  ],
);
