import { index, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, localization, position, tenantRestaurantId, updatedAt } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

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
    tenantPolicy('menu_groups'),
  ],
);
