/**
 * Announcements span several locations, so their row-level security differs from the one-owner
 * rule of the other tables:
 *
 * - `announcements` rows belong to the location that posted them (`restaurant_id`, the usual
 *   tenant policy: only that location can read, change or delete them). A second, read-only
 *   policy also shows an announcement to every location it is addressed to.
 * - `announcement_restaurants` holds one row per addressed location (`restaurant_id`) and repeats
 *   the posting location (`owner_restaurant_id`, tied to the announcement by a composite key).
 *   The posting location manages these rows (policy on `owner_restaurant_id`); an addressed
 *   location can only read its own row (policy on `restaurant_id`). Neither policy refers to
 *   another table, so the announcements policy may look into this one without recursion.
 *
 * Posting to a location the user is not authorised for is refused by the service (the token's
 * locations), not by these policies.
 */
import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, localization, tenantRestaurantId } from './columns.ts';
import { users } from './identity.ts';
import { restaurants } from './restaurants.ts';
import { appUser, currentTenant, tenantPolicy } from './tenancy.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    /** The posting location. */
    restaurant_id: tenantRestaurantId(),
    /** Primary-language message; other languages in `localization` (`{ "fr": { "message": "…" } }`). */
    message: text('message').notNull(),
    localization: localization(),
    /** The last day it is shown (in the addressed location's calendar); null: until deleted. */
    ends_on: date('ends_on'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The time posted. */
    created_at: createdAt(),
  },
  (t) => [
    unique('announcements_tenant_key').on(t.restaurant_id, t.id),
    index('announcements_restaurant_created_idx').on(t.restaurant_id, t.created_at),
    tenantPolicy('announcements'),
    pgPolicy('announcements_addressed_read', {
      as: 'permissive',
      to: appUser,
      for: 'select',
      using: sql`exists (select 1 from announcement_restaurants ar where ar.announcement_id = announcements.id and ar.restaurant_id = ${currentTenant})`,
    }),
  ],
);

/** The locations an announcement is addressed to (`restaurant_count` = number of rows). */
export const announcementRestaurants = pgTable(
  'announcement_restaurants',
  {
    announcement_id: integer('announcement_id').notNull(),
    owner_restaurant_id: integer('owner_restaurant_id').notNull(),
    /** The addressed location. */
    restaurant_id: tenantRestaurantId(),
  },
  (t) => [
    primaryKey({ columns: [t.announcement_id, t.restaurant_id] }),
    foreignKey({
      name: 'announcement_restaurants_announcement_fk',
      columns: [t.owner_restaurant_id, t.announcement_id],
      foreignColumns: [announcements.restaurant_id, announcements.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'announcement_restaurants_owner_fk',
      columns: [t.owner_restaurant_id],
      foreignColumns: [restaurants.id],
    }).onDelete('cascade'),
    index('announcement_restaurants_restaurant_idx').on(t.restaurant_id),
    pgPolicy('announcement_restaurants_owner', {
      as: 'permissive',
      to: appUser,
      for: 'all',
      using: sql`${sql.identifier('owner_restaurant_id')} = ${currentTenant}`,
      withCheck: sql`${sql.identifier('owner_restaurant_id')} = ${currentTenant}`,
    }),
    pgPolicy('announcement_restaurants_addressed_read', {
      as: 'permissive',
      to: appUser,
      for: 'select',
      using: sql`${sql.identifier('restaurant_id')} = ${currentTenant}`,
    }),
  ],
);

/**
 * Who has read (dismissed) an announcement: one row per user, written at the location where
 * they dismissed it (`restaurant_id`). The reader's location manages its rows; the posting
 * location (`owner_restaurant_id`) reads them to count, for each addressed location, how many of
 * its staff have read the announcement.
 */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    announcement_id: integer('announcement_id').notNull(),
    owner_restaurant_id: integer('owner_restaurant_id').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurant_id: tenantRestaurantId(),
    read_at: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.announcement_id, t.user_id] }),
    foreignKey({
      name: 'announcement_reads_announcement_fk',
      columns: [t.owner_restaurant_id, t.announcement_id],
      foreignColumns: [announcements.restaurant_id, announcements.id],
    }).onDelete('cascade'),
    pgPolicy('announcement_reads_reader', {
      as: 'permissive',
      to: appUser,
      for: 'all',
      using: sql`${sql.identifier('restaurant_id')} = ${currentTenant}`,
      withCheck: sql`${sql.identifier('restaurant_id')} = ${currentTenant}`,
    }),
    pgPolicy('announcement_reads_owner_read', {
      as: 'permissive',
      to: appUser,
      for: 'select',
      using: sql`${sql.identifier('owner_restaurant_id')} = ${currentTenant}`,
    }),
  ],
);
