import {
  customType,
  foreignKey,
  integer,
  jsonb,
  numeric,
  timestamp,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { restaurants } from './restaurants.ts';
import { restaurantId } from './tenancy.ts';

/**
 * The owning location of a tenant row, with its foreign key. Deleting a location removes
 * everything it owns (referential actions bypass row-level security, so the cascade is complete).
 */
export const tenantRestaurantId = () =>
  restaurantId().references(() => restaurants.id, { onDelete: 'cascade' });

/**
 * A money amount in dollars with exactly two decimals, exchanged with JavaScript as a number
 * (`12.5` reads back as `12.5`). See the note at the top of menus.ts for why.
 */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Per-language text, e.g. `{ "fr": { "name": "…", "description": "…" } }` (DESIGN §7). */
export type Localization = Record<string, Record<string, string | null | undefined>>;
export const localization = () => jsonb('localization').$type<Localization>().notNull().default({});

/** Manual ordering inside a list (`order` in the spec). */
export const position = () => integer('order').notNull().default(0);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Kept current by Drizzle on every update made through the query builder. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Instants are timestamptz everywhere; this is the shorthand. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A reference to a row of the same location: `(restaurant_id, column)` → `(parent.restaurant_id,
 * parent.id)`, so a child can never sit under another location's parent.
 */
export function sameTenantReference(
  name: string,
  restaurantColumn: PgColumn,
  column: PgColumn,
  parent: { restaurant_id: PgColumn; id: PgColumn },
) {
  return foreignKey({
    name,
    columns: [restaurantColumn, column],
    foreignColumns: [parent.restaurant_id, parent.id],
  });
}

/** Raw bytes. node-postgres answers a Buffer, PGlite a Uint8Array: both read back as a Buffer. */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
