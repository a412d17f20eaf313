import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tenantRestaurantId, updatedAt } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * A customer account of a location: a person who orders there, known by email (one row per
 * email, case-insensitive). Rows come from the contact of an order, a membership, a credit's
 * import or a customer list imported by staff (`source`: order | membership | import | staff);
 * credits may be given only to an existing account (docs/decisions/customers-and-credits.md).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    email: text('email').notNull(),
    name: text('name'),
    source: text('source').notNull().default('order'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('customers_tenant_key').on(t.restaurant_id, t.id),
    uniqueIndex('customers_restaurant_email_idx').on(t.restaurant_id, sql`lower(${t.email})`),
    index('customers_restaurant_name_idx').on(t.restaurant_id, sql`lower(${t.name})`),
    tenantPolicy('customers'),
  ],
);
