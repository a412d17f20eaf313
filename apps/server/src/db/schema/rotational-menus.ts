import { date, index, integer, pgTable, primaryKey, serial, unique } from 'drizzle-orm/pg-core';
import {
  createdAt,
  position,
  tenantRestaurantId,
  updatedAt,
  sameTenantReference,
} from './columns.ts';
import { items } from './items.ts';
import { menus } from './menus.ts';
import { tenantPolicy } from './tenancy.ts';

/** A daily (rotational) menu: what a menu offers on one date. */
export const rotationalMenus = pgTable(
  'rotational_menus',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    menu_id: integer('menu_id').notNull(),
    date: date('date').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('rotational_menus_tenant_key').on(t.restaurant_id, t.id),
    unique('rotational_menus_menu_date_key').on(t.menu_id, t.date),
    sameTenantReference('rotational_menus_menu_fk', t.restaurant_id, t.menu_id, menus).onDelete(
      'cascade',
    ),
    index('rotational_menus_restaurant_date_idx').on(t.restaurant_id, t.date),
    tenantPolicy('rotational_menus'),
  ],
);

/** The items offered by a daily menu. */
export const rotationalMenuItems = pgTable(
  'rotational_menu_items',
  {
    restaurant_id: tenantRestaurantId(),
    rotational_menu_id: integer('rotational_menu_id').notNull(),
    item_id: integer('item_id').notNull(),
    order: position(),
  },
  (t) => [
    primaryKey({ columns: [t.rotational_menu_id, t.item_id] }),
    sameTenantReference(
      'rotational_menu_items_menu_fk',
      t.restaurant_id,
      t.rotational_menu_id,
      rotationalMenus,
    ).onDelete('cascade'),
    sameTenantReference(
      'rotational_menu_items_item_fk',
      t.restaurant_id,
      t.item_id,
      items,
    ).onDelete('cascade'),
    index('rotational_menu_items_item_idx').on(t.item_id),
    tenantPolicy('rotational_menu_items'),
  ],
);
