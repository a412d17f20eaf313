import { boolean, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantPolicy } from './tenancy.ts';

/** A location (restaurant, school, venue): the tenant. Its own row is visible to its tenant only. */
export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    image: text('image'),
    locales: text('locales').array().notNull().default(['en-CA', 'fr-CA']),
    locale_short: text('locale_short').notNull().default('en'),
    timezone: text('timezone').notNull().default('America/Toronto'),
    province: text('province').notNull().default('on'),
    groups: text('groups').array().notNull().default([]),
    pos_integrated: boolean('pos_integrated').notNull().default(false),
    marketplace_hub: boolean('marketplace_hub').notNull().default(false),
    order_management: boolean('order_management').notNull().default(false),
    suites_enabled: boolean('suites_enabled').notNull().default(false),
    catering: boolean('catering').notNull().default(false),
    k12: boolean('k12').notNull().default(false),
    subsidies: boolean('subsidies').notNull().default(false),
    app8_credits: boolean('app8_credits').notNull().default(false),
    membership_program: boolean('membership_program').notNull().default(false),
    orders_paused: boolean('orders_paused').notNull().default(false),
    /** When paused ordering resumes by itself; null = until resumed by hand. */
    orders_paused_until: timestamp('orders_paused_until', { withTimezone: true }),
    hide_items_special_instructions: boolean('hide_items_special_instructions')
      .notNull()
      .default(false),
    hide_takeout_special_instructions: boolean('hide_takeout_special_instructions')
      .notNull()
      .default(false),
    extra_payment_methods: boolean('extra_payment_methods').notNull().default(false),
    discount: boolean('discount').notNull().default(false),
    holiday_hours: boolean('holiday_hours').notNull().default(false),
    delivery: boolean('delivery').notNull().default(false),
    menu_configuration: jsonb('menu_configuration')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    menu_manager_config: jsonb('menu_manager_config')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    order_options: jsonb('order_options').$type<Record<string, unknown>>().notNull().default({}),
    /** The card processor: `test` (embedded test gateway) or `stripe` (docs/decisions/payments.md). */
    payment_processor: text('payment_processor').notNull().default('test'),
    /**
     * The Stripe secret key, sealed (lib/secret-box.ts, context
     * `restaurants.stripe_secret_key:<id>`); no answer ever holds it, only `stripe_key_last4`.
     */
    stripe_secret_key: text('stripe_secret_key'),
    stripe_key_last4: text('stripe_key_last4'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantPolicy('restaurants', 'id')],
);
