/**
 * Catering settings lists: suites, suite owners, equipment and event types (with their default
 * menus). Events and their suite assignments are in events.ts.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
  (t) => [
    unique('suites_tenant_key').on(t.restaurant_id, t.id),
    uniqueIndex('suites_restaurant_name_idx').on(t.restaurant_id, sql`lower(${t.name})`),
    tenantPolicy('suites'),
  ],
);

/**
 * The client who holds a suite. `first_name` and `last_name` are what the form edits; `name` is
 * the display name ("First Last") that every other reader uses, written with them. A row written
 * with `name` alone (the demo loader) reads as split by the domain's `splitSuiteOwnerName`
 * (docs/decisions/catering.md "Event settings").
 */
export const suiteOwners = pgTable(
  'suite_owners',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    first_name: text('first_name'),
    last_name: text('last_name'),
    email: text('email'),
    company_name: text('company_name'),
    title: text('title'),
    phone_number: text('phone_number'),
    /** The owner's language (en-CA | fr-CA): their pre-order emails and pre-order page. */
    locale: text('locale').notNull().default('en-CA'),
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
  (t) => [
    unique('equipment_tenant_key').on(t.restaurant_id, t.id),
    uniqueIndex('equipment_restaurant_name_idx').on(t.restaurant_id, sql`lower(${t.name})`),
    tenantPolicy('equipment'),
  ],
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
  (t) => [
    unique('event_types_tenant_key').on(t.restaurant_id, t.id),
    uniqueIndex('event_types_restaurant_name_idx').on(t.restaurant_id, sql`lower(${t.name})`),
    tenantPolicy('event_types'),
  ],
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
