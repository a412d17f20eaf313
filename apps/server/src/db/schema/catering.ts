/**
 * Catering settings lists: suites, suite owners, equipment and event types (with their default
 * menus). Events and their suite assignments are in events.ts.
 */
import { index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import {
  createdAt,
  position,
  tenantRestaurantId,
  updatedAt,
  sameTenantReference,
} from './columns.ts';
import { menus } from './menus.ts';
import { tenantPolicy } from './tenancy.ts';

export const suites = pgTable(
  'suites',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('suites_tenant_key').on(t.restaurant_id, t.id), tenantPolicy('suites')],
);

/** The client who holds a suite. The web form splits first and last name; the server keeps one. */
export const suiteOwners = pgTable(
  'suite_owners',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    email: text('email'),
    company_name: text('company_name'),
    title: text('title'),
    phone_number: text('phone_number'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('suite_owners_tenant_key').on(t.restaurant_id, t.id),
    tenantPolicy('suite_owners'),
  ],
);

export const equipment = pgTable(
  'equipment',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('equipment_tenant_key').on(t.restaurant_id, t.id), tenantPolicy('equipment')],
);

export const eventTypes = pgTable(
  'event_types',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('event_types_tenant_key').on(t.restaurant_id, t.id), tenantPolicy('event_types')],
);

/** The menus an event type proposes by default for pre-orders. */
export const eventTypeMenus = pgTable(
  'event_type_menus',
  {
    restaurant_id: tenantRestaurantId(),
    event_type_id: integer('event_type_id').notNull(),
    menu_id: integer('menu_id').notNull(),
    order: position(),
  },
  (t) => [
    primaryKey({ columns: [t.event_type_id, t.menu_id] }),
    sameTenantReference(
      'event_type_menus_type_fk',
      t.restaurant_id,
      t.event_type_id,
      eventTypes,
    ).onDelete('cascade'),
    sameTenantReference('event_type_menus_menu_fk', t.restaurant_id, t.menu_id, menus).onDelete(
      'cascade',
    ),
    index('event_type_menus_menu_idx').on(t.menu_id),
    tenantPolicy('event_type_menus'),
  ],
);
