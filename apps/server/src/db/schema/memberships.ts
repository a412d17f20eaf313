import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, tenantRestaurantId, updatedAt } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * A promotion a membership gives: `value` as the spec writes charges (`"10"` = 10 %, `"5$"`);
 * its name in the secondary language in `localization` (`{ fr: { name: "…" } }`).
 */
export interface MembershipPromo {
  name: string;
  value: string;
  localization?: Record<string, Record<string, string | null>>;
}

/**
 * A guest's membership at a location (`membership_program` flag): staff type the guest's
 * identifier to open members-only menus and apply the member discount (pre-tax).
 * `type` is the membership programme's kind; identifiers are unique per location
 * (case-insensitive). A membership counts while `active` and not past `expires_at`.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    identifier: text('identifier').notNull(),
    type: text('type').notNull().default('member'),
    name: text('name'),
    email: text('email'),
    promos: jsonb('promos').$type<MembershipPromo[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    expires_at: instant('expires_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('memberships_restaurant_identifier_idx').on(
      t.restaurant_id,
      sql`lower(${t.identifier})`,
    ),
    tenantPolicy('memberships'),
  ],
);
