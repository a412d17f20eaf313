import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  localization,
  money,
  position,
  tenantRestaurantId,
  updatedAt,
  sameTenantReference,
} from './columns.ts';
import { items } from './items.ts';
import { posRef, posRefIndex } from './pos-connections.ts';
import { tenantPolicy } from './tenancy.ts';

/** A modifier group ("add-ons"), attached to items through `item_option_groups`. */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    /** addons | pricing */
    type: text('type').notNull().default('addons'),
    allow_multiple_selection: boolean('allow_multiple_selection').notNull().default(false),
    required: boolean('required').notNull().default(false),
    /** Maximum number of selections; null = no limit. */
    limit: integer('limit'),
    description: text('description'),
    custom_quantities: boolean('custom_quantities').notNull().default(false),
    localization: localization(),
    sku: text('sku'),
    order: position(),
    pos_ref: posRef(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('option_groups_tenant_key').on(t.restaurant_id, t.id),
    index('option_groups_restaurant_type_order_idx').on(t.restaurant_id, t.type, t.order),
    posRefIndex('option_groups', t),
    tenantPolicy('option_groups'),
  ],
);

/** One choice inside a modifier group; `sub_group_id` opens a nested group when chosen. */
export const optionValues = pgTable(
  'option_values',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    option_group_id: integer('option_group_id').notNull(),
    name: text('name').notNull(),
    calories: integer('calories'),
    /** Point-of-sale product id. */
    product_id: text('product_id'),
    sku: text('sku'),
    category: text('category'),
    price: money('price').notNull().default(0),
    tax_rate: text('tax_rate'),
    promos: jsonb('promos').$type<unknown[]>().notNull().default([]),
    roll_up: boolean('roll_up').notNull().default(false),
    order: position(),
    quantity: integer('quantity'),
    max_quantity: integer('max_quantity').notNull().default(1),
    default_selection: boolean('default_selection').notNull().default(false),
    sub_group_id: integer('sub_group_id').references(() => optionGroups.id, {
      onDelete: 'set null',
    }),
    localization: localization(),
    pos_ref: posRef(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    sameTenantReference(
      'option_values_group_fk',
      t.restaurant_id,
      t.option_group_id,
      optionGroups,
    ).onDelete('cascade'),
    index('option_values_group_order_idx').on(t.option_group_id, t.order),
    posRefIndex('option_values', t),
    tenantPolicy('option_values'),
  ],
);

/** Which modifier groups an item offers, in order. */
export const itemOptionGroups = pgTable(
  'item_option_groups',
  {
    restaurant_id: tenantRestaurantId(),
    item_id: integer('item_id').notNull(),
    option_group_id: integer('option_group_id').notNull(),
    order: position(),
  },
  (t) => [
    primaryKey({ columns: [t.item_id, t.option_group_id] }),
    sameTenantReference('item_option_groups_item_fk', t.restaurant_id, t.item_id, items).onDelete(
      'cascade',
    ),
    sameTenantReference(
      'item_option_groups_group_fk',
      t.restaurant_id,
      t.option_group_id,
      optionGroups,
    ).onDelete('cascade'),
    index('item_option_groups_group_idx').on(t.option_group_id),
    tenantPolicy('item_option_groups'),
  ],
);
