import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  localization,
  money,
  tenantRestaurantId,
  updatedAt,
  sameTenantReference,
} from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * A meal subsidy (K-12). type: discount | fixed_item_price | pay_what_you_can (0 up to the bill).
 * `amount` is the discount or the fixed price; `amount_type` (dollar | percentage) applies to
 * discounts.
 */
export const subsidies = pgTable(
  'subsidies',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    amount: money('amount'),
    amount_type: text('amount_type').notNull().default('dollar'),
    /** null = no limit. */
    max_meals_per_day: integer('max_meals_per_day'),
    /** Further limits (menus, items, days) as the domain defines them. */
    limits: jsonb('limits').$type<Record<string, unknown>>().notNull().default({}),
    localization: localization(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [unique('subsidies_tenant_key').on(t.restaurant_id, t.id), tenantPolicy('subsidies')],
);

/** A code that grants a subsidy to one account; codes are unique per location. */
export const subsidyCodes = pgTable(
  'subsidy_codes',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    subsidy_id: integer('subsidy_id').notNull(),
    code: text('code').notNull(),
    /** active | inactive */
    status: text('status').notNull().default('active'),
    account_name: text('account_name'),
    email: text('email'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    sameTenantReference(
      'subsidy_codes_subsidy_fk',
      t.restaurant_id,
      t.subsidy_id,
      subsidies,
    ).onDelete('cascade'),
    uniqueIndex('subsidy_codes_restaurant_code_idx').on(t.restaurant_id, t.code),
    index('subsidy_codes_subsidy_idx').on(t.subsidy_id, t.created_at),
    tenantPolicy('subsidy_codes'),
  ],
);
