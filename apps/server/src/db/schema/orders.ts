import { sql } from 'drizzle-orm';
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
  bytes,
  createdAt,
  instant,
  money,
  tenantRestaurantId,
  updatedAt,
  sameTenantReference,
} from './columns.ts';
import { events, eventSuites } from './events.ts';
import { users } from './identity.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * The order document as the API exchanges it: `config` (restaurantId, employeeId, tableInfo,
 * menuManagerEvent…, isKiosk), `items` (cart items), `costs` (subtotal … totalWithTip, in dollars
 * with 2 decimals) and `checkout` (pickup, delivery, contact, memberInfo, questions, payment
 * preference). Its shape is validated by the domain's schemas, not by the database.
 */
export type OrderData = Record<string, unknown>;

/**
 * An order. The document lives in `data`; the columns beside it are copies of the fields the order
 * manager and the report filter and sort on, written by the same statement that writes `data`.
 *
 * `type` and `status` hold the values of the domain's order schemas (spec part 2 §4: pending, in
 * progress, completed, cancelled, refunded, refund requested, partially refunded, partial refund
 * requested, full refund); they stay text so that the list of values lives in one place.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    /** Per-location sequence, taken from `order_counters`. */
    order_number: integer('order_number'),
    reference: text('reference'),
    type: text('type').notNull(),
    /** The menu the order was taken from (capacity per ordering interval is counted per menu). */
    menu_id: integer('menu_id'),
    status: text('status').notNull().default('pending'),
    data: jsonb('data').$type<OrderData>().notNull().default({}),
    /** When the order is due (scheduled time); null = as soon as possible. */
    pickup_time: instant('pickup_time'),
    customer_name: text('customer_name'),
    customer_email: text('customer_email'),
    /** School orders. */
    student_name: text('student_name'),
    total: money('total').notNull().default(0),
    event_id: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    event_suite_id: integer('event_suite_id').references(() => eventSuites.id, {
      onDelete: 'set null',
    }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('orders_tenant_key').on(t.restaurant_id, t.id),
    uniqueIndex('orders_restaurant_number_idx').on(t.restaurant_id, t.order_number),
    // The order manager's three lists: one status set, newest first, paged by (created_at, id).
    index('orders_restaurant_status_created_idx').on(t.restaurant_id, t.status, t.created_at, t.id),
    index('orders_restaurant_created_idx').on(t.restaurant_id, t.created_at),
    // Report and scheduling: orders due in a date range.
    index('orders_restaurant_pickup_idx').on(t.restaurant_id, t.pickup_time),
    // The orders report and bulk actions: an order's day is its due time, else when it was
    // taken (as soon as possible) — one range read of this expression (migration 0018).
    index('orders_restaurant_due_idx').on(
      t.restaurant_id,
      sql`coalesce(${t.pickup_time}, ${t.created_at})`,
    ),
    index('orders_menu_pickup_idx').on(t.restaurant_id, t.menu_id, t.pickup_time),
    index('orders_event_suite_idx').on(t.event_suite_id),
    index('orders_event_idx').on(t.event_id),
    tenantPolicy('orders'),
  ],
);

/**
 * The last order number given out per location. Take the next one atomically, in the order's
 * transaction: `insert into order_counters (restaurant_id, last_number) values ($1, 1)
 * on conflict (restaurant_id) do update set last_number = order_counters.last_number + 1
 * returning last_number` (the row lock serialises concurrent submits).
 */
export const orderCounters = pgTable(
  'order_counters',
  {
    restaurant_id: tenantRestaurantId().primaryKey(),
    last_number: integer('last_number').notNull().default(0),
  },
  () => [tenantPolicy('order_counters')],
);

/**
 * Money movements and requests on an order, in the order they happened: deposit requests,
 * card charges, invoices, refund requests and refunds, credits returned.
 *
 * kind: deposit_request | charge | invoice | refund_request | refund | credit_return
 * status: pending | succeeded | failed | cancelled
 */
export const orderTransactions = pgTable(
  'order_transactions',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    order_id: integer('order_id').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    amount: money('amount').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    sameTenantReference(
      'order_transactions_order_fk',
      t.restaurant_id,
      t.order_id,
      orders,
    ).onDelete('cascade'),
    index('order_transactions_order_idx').on(t.order_id, t.created_at),
    tenantPolicy('order_transactions'),
  ],
);

/**
 * The last invoice number given out per location: taken like `order_counters`, in the
 * transaction that issues the invoice, so numbers have no gaps (a rolled-back invoice gives its
 * number back with the row lock).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    restaurant_id: tenantRestaurantId().primaryKey(),
    last_number: integer('last_number').notNull().default(0),
  },
  () => [tenantPolicy('invoice_counters')],
);

/**
 * An invoice issued for an order's balance (its ledger row is an `order_transactions` row of
 * kind `invoice` naming it in `details.invoice_id`). `number` is the location's sequence;
 * `locale` the language it is written in; `emailed_to` where it was mailed (null: no address).
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    order_id: integer('order_id').notNull(),
    number: integer('number').notNull(),
    amount: money('amount').notNull(),
    locale: text('locale').notNull(),
    emailed_to: text('emailed_to'),
    /** The PDF as issued and mailed: a download answers the same document, whatever came after. */
    pdf: bytes('pdf').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    sameTenantReference('order_invoices_order_fk', t.restaurant_id, t.order_id, orders).onDelete(
      'cascade',
    ),
    uniqueIndex('order_invoices_number_idx').on(t.restaurant_id, t.number),
    index('order_invoices_order_idx').on(t.order_id),
    tenantPolicy('order_invoices'),
  ],
);
