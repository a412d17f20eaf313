import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, position, tenantRestaurantId, updatedAt } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * A location's delivery configuration (one row per location). The API's charge string
 * ("5$" = fixed amount, "10" = percentage) is stored split: `charge_type` + `charge_value`.
 * The settings of the chosen `type` sit beside it: address columns, `custom` and `stadium`
 * documents; schools are rows of `delivery_schools`.
 */
export const deliverySettings = pgTable(
  'delivery_settings',
  {
    restaurant_id: tenantRestaurantId().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    /** address | stadium | school | custom */
    type: text('type'),
    /** dollar | percentage */
    charge_type: text('charge_type').notNull().default('dollar'),
    charge_value: money('charge_value').notNull().default(0),
    /** Address delivery: CA | US. */
    country: text('country'),
    address: text('address'),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    radius_km: numeric('radius_km', { precision: 7, scale: 2, mode: 'number' }),
    /** Custom delivery: locations with area labels per language and their ranges. */
    custom: jsonb('custom').$type<unknown>(),
    /** Stadium delivery: sections, rows, seats. */
    stadium: jsonb('stadium').$type<unknown>(),
    updated_at: updatedAt(),
  },
  () => [tenantPolicy('delivery_settings')],
);

/** A school served by school delivery; names are unique per location (case-insensitive). */
export const deliverySchools = pgTable(
  'delivery_schools',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    grades: text('grades').array().notNull().default([]),
    classrooms: text('classrooms').array().notNull().default([]),
    teachers: text('teachers').array().notNull().default([]),
    ask_grades: boolean('ask_grades').notNull().default(false),
    ask_classrooms: boolean('ask_classrooms').notNull().default(false),
    ask_teachers: boolean('ask_teachers').notNull().default(false),
    /** Guests type a teacher's name instead of picking one. */
    open_ended_teachers: boolean('open_ended_teachers').notNull().default(false),
    order: position(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('delivery_schools_restaurant_name_idx').on(t.restaurant_id, sql`lower(${t.name})`),
    index('delivery_schools_restaurant_order_idx').on(t.restaurant_id, t.order),
    tenantPolicy('delivery_schools'),
  ],
);
