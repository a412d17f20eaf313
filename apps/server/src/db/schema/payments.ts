import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, tenantRestaurantId, updatedAt } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * Cards tokenised by the embedded test gateway. Only what a processor's test mode would keep is
 * stored: the last four digits, the brand and how the card behaves (`behaviour`: approve |
 * decline | preauth_fail), read from the test card number when it was tokenised.
 */
export const gatewayCardTokens = pgTable(
  'gateway_card_tokens',
  {
    token: text('token').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    behaviour: text('behaviour').notNull(),
    created_at: createdAt(),
  },
  () => [tenantPolicy('gateway_card_tokens')],
);

/**
 * The embedded test gateway's payments: an authorisation, its capture and its refunds.
 * status: authorized | captured | partially_refunded | refunded | declined | failed | voided.
 * `idempotency_key` makes every charge act once: a repeat with the same key answers the payment
 * already made.
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    reference: text('reference').notNull().unique(),
    idempotency_key: text('idempotency_key').notNull(),
    token: text('token').notNull(),
    order_id: integer('order_id'),
    status: text('status').notNull(),
    amount: money('amount').notNull(),
    captured_amount: money('captured_amount').notNull().default(0),
    refunded_amount: money('refunded_amount').notNull().default(0),
    failure_code: text('failure_code'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('gateway_payments_idempotency_idx').on(t.restaurant_id, t.idempotency_key),
    index('gateway_payments_order_idx').on(t.order_id),
    tenantPolicy('gateway_payments'),
  ],
);

/**
 * Cards kept on file at Stripe for a location: the token the app hands out (`card_…`, opaque)
 * and the Stripe Customer and PaymentMethod it stands for. Only the location's own Stripe
 * account knows those ids; keeping them here (not in the token) means a token typed or copied
 * by a client can only ever name a card this location kept on file.
 */
export const stripeCardTokens = pgTable(
  'stripe_card_tokens',
  {
    token: text('token').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    customer_id: text('customer_id').notNull(),
    payment_method_id: text('payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    created_at: createdAt(),
  },
  () => [tenantPolicy('stripe_card_tokens')],
);
