import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  check,
  jsonb,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  createdAt,
  instant,
  tenantRestaurantId,
  updatedAt,
  sameTenantReference,
} from './columns.ts';
import { equipment, eventTypes, suiteOwners, suites } from './catering.ts';
import { users } from './identity.ts';
import { menus } from './menus.ts';
import { tenantPolicy } from './tenancy.ts';

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    title: text('title').notNull(),
    start_date: instant('start_date').notNull(),
    end_date: instant('end_date'),
    /** past_event, or upcoming (any other value). */
    status: text('status').notNull().default('upcoming'),
    event_type_id: integer('event_type_id').references(() => eventTypes.id, {
      onDelete: 'set null',
    }),
    /** event_based | time_based */
    pre_order_type: text('pre_order_type').notNull().default('event_based'),
    order_lock_period_days: integer('order_lock_period_days'),
    pre_order_email_days: integer('pre_order_email_days'),
    manager_name: text('manager_name'),
    manager_phone: text('manager_phone'),
    manager_email: text('manager_email'),
    projected_attendance: integer('projected_attendance'),
    /** Set when event-day orders were fired, so a second fire reports "already fired". */
    fired_at: instant('fired_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('events_tenant_key').on(t.restaurant_id, t.id),
    index('events_restaurant_start_idx').on(t.restaurant_id, t.start_date),
    tenantPolicy('events'),
  ],
);

/**
 * A suite booked for an event. A suite that has been assigned to an event cannot be deleted
 * (the key below has no ON DELETE action: PostgreSQL answers 23503, to be shown as "in use").
 */
export const eventSuites = pgTable(
  'event_suites',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    event_id: integer('event_id').notNull(),
    suite_id: integer('suite_id').notNull(),
    suite_owner_id: integer('suite_owner_id').references(() => suiteOwners.id, {
      onDelete: 'set null',
    }),
    /** not_configured | email_scheduled | email_sent | pending | accepted | completed | cancelled | refunded */
    status: text('status').notNull().default('not_configured'),
    /** none | not_ready | ready */
    invoice_status: text('invoice_status').notNull().default('none'),
    dietary_restrictions: text('dietary_restrictions'),
    special_requirements: text('special_requirements'),
    pre_order_additional_notes: text('pre_order_additional_notes'),
    /** Guests the suite owner guarantees (issue 15 item 6); null until agreed. */
    guaranteed_guest_count: integer('guaranteed_guest_count'),
    /** At most one pre-order email per hour. */
    pre_order_email_sent_at: instant('pre_order_email_sent_at'),
    /** When event-day finalize settled the suite (its owner charged or invoiced); null before. */
    finalized_at: instant('finalized_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('event_suites_tenant_key').on(t.restaurant_id, t.id),
    unique('event_suites_event_suite_key').on(t.event_id, t.suite_id),
    sameTenantReference('event_suites_event_fk', t.restaurant_id, t.event_id, events).onDelete(
      'cascade',
    ),
    sameTenantReference('event_suites_suite_fk', t.restaurant_id, t.suite_id, suites),
    index('event_suites_suite_idx').on(t.suite_id),
    index('event_suites_owner_idx').on(t.suite_owner_id),
    check('event_suites_guaranteed_guest_count_check', sql`${t.guaranteed_guest_count} > 0`),
    tenantPolicy('event_suites'),
  ],
);

export const eventSuiteEquipment = pgTable(
  'event_suite_equipment',
  {
    restaurant_id: tenantRestaurantId(),
    event_suite_id: integer('event_suite_id').notNull(),
    equipment_id: integer('equipment_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.event_suite_id, t.equipment_id] }),
    sameTenantReference(
      'event_suite_equipment_suite_fk',
      t.restaurant_id,
      t.event_suite_id,
      eventSuites,
    ).onDelete('cascade'),
    sameTenantReference(
      'event_suite_equipment_equipment_fk',
      t.restaurant_id,
      t.equipment_id,
      equipment,
    ).onDelete('cascade'),
    index('event_suite_equipment_equipment_idx').on(t.equipment_id),
    check('event_suite_equipment_quantity_check', sql`${t.quantity} > 0`),
    tenantPolicy('event_suite_equipment'),
  ],
);

/** The pre-order menus offered to a suite. */
export const eventSuiteMenus = pgTable(
  'event_suite_menus',
  {
    restaurant_id: tenantRestaurantId(),
    event_suite_id: integer('event_suite_id').notNull(),
    menu_id: integer('menu_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.event_suite_id, t.menu_id] }),
    sameTenantReference(
      'event_suite_menus_suite_fk',
      t.restaurant_id,
      t.event_suite_id,
      eventSuites,
    ).onDelete('cascade'),
    sameTenantReference('event_suite_menus_menu_fk', t.restaurant_id, t.menu_id, menus).onDelete(
      'cascade',
    ),
    index('event_suite_menus_menu_idx').on(t.menu_id),
    tenantPolicy('event_suite_menus'),
  ],
);

/**
 * Each time the kitchen or a captain prints or exports a BEO (one event suite) or the production
 * sheet (the event, `event_suite_id` null): a new version holding the document as it was, so a
 * later change shows as "changed since printed" with what changed
 * (docs/decisions/event-documents.md "Versions and 'changed since printed'").
 */
export const eventDocumentPrints = pgTable(
  'event_document_prints',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    event_id: integer('event_id').notNull(),
    event_suite_id: integer('event_suite_id'),
    /** beo | production_sheet */
    kind: text('kind').notNull(),
    /** 1, 2, 3… per document (the event's production sheet, or one suite's BEO). */
    version: integer('version').notNull(),
    /** The document's content as printed (the domain's document model). */
    content: jsonb('content').notNull(),
    printed_by: integer('printed_by').references(() => users.id, { onDelete: 'set null' }),
    printed_at: instant('printed_at').notNull().defaultNow(),
  },
  (t) => [
    sameTenantReference(
      'event_document_prints_event_fk',
      t.restaurant_id,
      t.event_id,
      events,
    ).onDelete('cascade'),
    sameTenantReference(
      'event_document_prints_event_suite_fk',
      t.restaurant_id,
      t.event_suite_id,
      eventSuites,
    ).onDelete('cascade'),
    uniqueIndex('event_document_prints_version_idx').on(
      t.event_id,
      t.kind,
      sql`coalesce(${t.event_suite_id}, 0)`,
      t.version,
    ),
    check('event_document_prints_kind_check', sql`${t.kind} in ('beo', 'production_sheet')`),
    tenantPolicy('event_document_prints'),
  ],
);
