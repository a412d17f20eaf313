import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, tenantRestaurantId, updatedAt, sameTenantReference } from './columns.ts';
import { users } from './identity.ts';
import { orders } from './orders.ts';
import { tenantPolicy } from './tenancy.ts';

/** A guest's store credit at one location. Credit is email-based: one row per email (case-insensitive). */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name'),
    email: text('email').notNull(),
    expiry_date: date('expiry_date'),
    balance: money('balance').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('credits_tenant_key').on(t.restaurant_id, t.id),
    uniqueIndex('credits_restaurant_email_idx').on(t.restaurant_id, sql`lower(${t.email})`),
    check('credits_balance_check', sql`${t.balance} >= 0`),
    tenantPolicy('credits'),
  ],
);

/**
 * Every change of a credit balance (the credits history): `amount` is signed, `balance_after` is
 * the balance it left. kind: grant | staff_adjust | expire (staff or the expiry job) | order |
 * adjust (an order priced again) | refund; `assign` (older rows) reads as grant
 * (docs/decisions/customers-and-credits.md)
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    credit_id: integer('credit_id').notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    balance_after: money('balance_after').notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    note: text('note'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    sameTenantReference(
      'credit_transactions_credit_fk',
      t.restaurant_id,
      t.credit_id,
      credits,
    ).onDelete('cascade'),
    index('credit_transactions_restaurant_created_idx').on(t.restaurant_id, t.created_at),
    index('credit_transactions_credit_idx').on(t.credit_id, t.created_at),
    tenantPolicy('credit_transactions'),
  ],
);
