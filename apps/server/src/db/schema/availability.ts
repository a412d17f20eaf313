import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, time } from 'drizzle-orm/pg-core';
import { tenantRestaurantId, sameTenantReference } from './columns.ts';
import { menus } from './menus.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * Weekly opening hours of a menu: one row per interval. Times of day are local to the location's
 * time zone (`HH:mm`); a day may hold several intervals.
 */
export const menuAvailability = pgTable(
  'menu_availability',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    menu_id: integer('menu_id').notNull(),
    /** 1 = Monday … 7 = Sunday. */
    day_of_week: smallint('day_of_week').notNull(),
    start_time: time('start_time').notNull(),
    end_time: time('end_time').notNull(),
  },
  (t) => [
    sameTenantReference('menu_availability_menu_fk', t.restaurant_id, t.menu_id, menus).onDelete(
      'cascade',
    ),
    index('menu_availability_menu_day_idx').on(t.menu_id, t.day_of_week),
    check('menu_availability_day_of_week_check', sql`${t.day_of_week} between 1 and 7`),
    tenantPolicy('menu_availability'),
  ],
);
