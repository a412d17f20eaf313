/** Location settings lists and one-row-per-location parameters (delivery: delivery.ts, branding: branding.ts). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
  position,
  tenantRestaurantId,
  updatedAt,
} from './columns.ts';
import { restaurants } from './restaurants.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * A tax rate (GST, PST, QST, HST…) in percent. Default rates apply to every item without its own
 * `tax_rate`; a location may have several (GST + QST in Quebec). A code may have several rates,
 * each from its `effective_from` day (null = always): an order is taxed, per code, at the rate of
 * the latest day on or before its due day in the location's time zone (docs/decisions/taxes.md).
 */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    code: text('code').notNull(),
    label: text('label'),
    /** Percent, e.g. 13.000 for 13 %. */
    value: numeric('value', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    is_default: boolean('is_default').notNull().default(false),
    /** First day the rate applies (location's time zone); null = always. */
    effective_from: date('effective_from'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One rate per code and first day; "always" (null) counts as one day.
    unique('tax_rates_restaurant_code_from_key')
      .on(t.restaurant_id, t.code, t.effective_from)
      .nullsNotDistinct(),
    tenantPolicy('tax_rates'),
  ],
);

/** A discount code; `type` dollar = fixed amount, percentage = percent of the subtotal. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    type: text('type').notNull().default('dollar'),
    value: money('value').notNull(),
    active: boolean('active').notNull().default(true),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_restaurant_name_idx').on(t.restaurant_id, sql`lower(${t.name})`),
    tenantPolicy('promo_codes'),
  ],
);

/** A question asked at checkout (at most 15 per location, enforced by the service). */
export const customCheckoutQuestions = pgTable(
  'custom_checkout_questions',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    /** open | dropdown | multiple_choice | checkbox | timepicker */
    type: text('type').notNull(),
    text: text('text').notNull(),
    options: jsonb('options').$type<unknown[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    localization: localization(),
    order: position(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('custom_checkout_questions_restaurant_order_idx').on(t.restaurant_id, t.order),
    tenantPolicy('custom_checkout_questions'),
  ],
);

/** A place inside the location where guests order on site, with its areas and tables. */
export const onsiteLocations = pgTable(
  'onsite_locations',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    /** `[{ name, tables: [string] }]` */
    areas: jsonb('areas').$type<unknown[]>().notNull().default([]),
    localization: localization(),
    order: position(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('onsite_locations_restaurant_order_idx').on(t.restaurant_id, t.order),
    tenantPolicy('onsite_locations'),
  ],
);

/** Ordering limits of a location (one row per location); null = no limit. */
export const orderingParameters = pgTable(
  'ordering_parameters',
  {
    restaurant_id: tenantRestaurantId().primaryKey(),
    max_items_per_order: integer('max_items_per_order'),
    max_items_per_cart: integer('max_items_per_cart'),
    /** Order cut-off before the due time: `cutoff_value` in `cutoff_unit` (days | hours). */
    cutoff_value: integer('cutoff_value'),
    cutoff_unit: text('cutoff_unit').notNull().default('hours'),
    /** How many days ahead guests may order. */
    window_max_days: integer('window_max_days'),
    exclude_weekends: boolean('exclude_weekends').notNull().default(false),
    minimum_order_amount: money('minimum_order_amount'),
    service_charge_enabled: boolean('service_charge_enabled').notNull().default(false),
    /** dollar | percentage */
    service_charge_type: text('service_charge_type').notNull().default('percentage'),
    service_charge_value: money('service_charge_value').notNull().default(0),
    service_charge_label: text('service_charge_label'),
    /** Texts in the secondary language: `{ fr: { service_charge_label: "Frais de service" } }`. */
    localization: localization(),
    /** K-12: cannot change until it has passed (service rule). */
    end_of_school_year: date('end_of_school_year'),
    updated_at: updatedAt(),
  },
  () => [tenantPolicy('ordering_parameters')],
);

/**
 * A tile of a marketplace hub (the owning location) that sells another location's menus.
 * `menu_ids` are menus of `operational_restaurant_id`, another tenant, so they are plain ids
 * (no foreign key; a menu that disappears is skipped when the hub is shown).
 */
export const marketplaceLocations = pgTable(
  'marketplace_locations',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    image: text('image'),
    operational_restaurant_id: integer('operational_restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    menu_ids: integer('menu_ids').array().notNull().default([]),
    separate_mids: boolean('separate_mids').notNull().default(false),
    order: position(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('marketplace_locations_restaurant_order_idx').on(t.restaurant_id, t.order),
    index('marketplace_locations_operational_idx').on(t.operational_restaurant_id),
    tenantPolicy('marketplace_locations'),
  ],
);
