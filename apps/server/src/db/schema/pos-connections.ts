import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, type PgColumn } from 'drizzle-orm/pg-core';
import { createdAt, instant, tenantRestaurantId, updatedAt } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * How a `pos_integrated` location reaches its point of sale (one connection per location), set by
 * an administrator (`npm run admin -- set-pos-connection`). `access_token` is a secret: no API
 * answer ever holds it. `pos_location_id` narrows a multi-location account to this location's
 * objects; `menu_name` names the menu a first pull creates. `last_pulled_at` is set by every
 * successful pull.
 *
 * provider: square
 */
export const posConnections = pgTable(
  'pos_connections',
  {
    restaurant_id: tenantRestaurantId().primaryKey(),
    provider: text('provider').notNull(),
    base_url: text('base_url').notNull(),
    access_token: text('access_token').notNull(),
    pos_location_id: text('pos_location_id'),
    menu_name: text('menu_name').notNull().default('Point of sale'),
    last_pulled_at: instant('last_pulled_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  () => [tenantPolicy('pos_connections')],
);

/**
 * The point-of-sale id of a catalogue row a pull created (null for rows staff made by hand).
 * The next pull finds the row by it: it updates what the point of sale owns and removes the row
 * when the catalogue no longer has it; rows without one are never touched.
 */
export const posRef = () => text('pos_ref');

/** One row per point-of-sale object per location. */
export function posRefIndex(table: string, t: { restaurant_id: PgColumn; pos_ref: PgColumn }) {
  // Partial: hand-made rows (null) are many. Upserts name the same predicate in ON CONFLICT.
  return uniqueIndex(`${table}_pos_ref_idx`)
    .on(t.restaurant_id, t.pos_ref)
    .where(sql.raw('pos_ref is not null'));
}
