/**
 * Menus and their sections (items are in items.ts).
 *
 * Money: every amount staff enter (prices, charges, balances, totals) is `numeric(12,2)` through
 * the `money()` helper, read and written as a JavaScript number. The domain computes in integer
 * cents and the API exchanges numbers with at most 2 decimals (DESIGN §4), so the column holds
 * exactly what the API sends: no ×100 conversion in every repository (where one forgotten
 * conversion is a 100× error), exact decimal sums in SQL reports, and PostgreSQL rounds a stray
 * third decimal half-up on write. Amounts inside jsonb documents (order costs, price options,
 * additional prices) follow the same rule: numbers in dollars with 2 decimals.
 *
 * Tenancy: every table carries `restaurant_id` and its own policy, so isolation never depends on a
 * join. A child points at its parent with a composite foreign key `(restaurant_id, parent_id)`
 * against the parent's `(restaurant_id, id)` key, so a child can never hang under another
 * location's parent. Optional references that are cleared when the target is deleted (e.g.
 * `menu_group_id`) use a single-column `SET NULL` key, because SET NULL on a composite key would
 * also null `restaurant_id`; services look the target up under the tenant first (another
 * location's row is invisible there).
 */
import { boolean, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import {
  createdAt,
  instant,
  localization,
  money,
  position,
  tenantRestaurantId,
  updatedAt,
  sameTenantReference,
} from './columns.ts';
import { menuGroups } from './menu-groups.ts';
import { posRef, posRefIndex } from './pos-connections.ts';
import { tenantPolicy } from './tenancy.ts';

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    name: text('name').notNull(),
    description: text('description'),
    image: text('image'),
    slug: text('slug'),
    type: text('type').notNull().default('a-la-carte'),
    price: money('price'),
    dine_in: boolean('dine_in').notNull().default(false),
    /** Take-out ASAP; with `scheduled`, the two take-out modes (take-out = either one). */
    on_demand: boolean('on_demand').notNull().default(false),
    scheduled: boolean('scheduled').notNull().default(false),
    member_only: boolean('member_only').notNull().default(false),
    event_package: boolean('event_package').notNull().default(false),
    /** unrestricted | guest_only | staff_only */
    access_level: text('access_level').notNull().default('unrestricted'),
    allow_sections: boolean('allow_sections').notNull().default(true),
    /** 0 = no limit. */
    max_orders_per_interval: integer('max_orders_per_interval').notNull().default(0),
    /** Durations in minutes. */
    ordering_interval: integer('ordering_interval'),
    last_call_time: integer('last_call_time'),
    estimated_prep_time: integer('estimated_prep_time'),
    required_notice: integer('required_notice'),
    order: position(),
    localization: localization(),
    menu_group_id: integer('menu_group_id').references(() => menuGroups.id, {
      onDelete: 'set null',
    }),
    pos_ref: posRef(),
    published: boolean('published').notNull().default(false),
    published_at: instant('published_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('menus_tenant_key').on(t.restaurant_id, t.id),
    index('menus_restaurant_order_idx').on(t.restaurant_id, t.order),
    index('menus_menu_group_idx').on(t.menu_group_id),
    posRefIndex('menus', t),
    tenantPolicy('menus'),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    restaurant_id: tenantRestaurantId(),
    menu_id: integer('menu_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug'),
    description: text('description'),
    price: money('price'),
    type: text('type'),
    order: position(),
    pos_ref: posRef(),
    localization: localization(),
    published: boolean('published').notNull().default(false),
    published_at: instant('published_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    unique('sections_tenant_key').on(t.restaurant_id, t.id),
    sameTenantReference('sections_menu_fk', t.restaurant_id, t.menu_id, menus).onDelete('cascade'),
    index('sections_menu_order_idx').on(t.menu_id, t.order),
    posRefIndex('sections', t),
    tenantPolicy('sections'),
  ],
);

/**
 * The published menus of a location as `GET /menus/get-published-menus-optimized` answers them,
 * gzip-compressed JSON in base64. Every catalogue change marks it `stale` in its own
 * transaction; the next read rebuilds it. `etag` names the content for caches.
 */
export const publishedMenuSnapshots = pgTable(
  'published_menu_snapshots',
  {
    restaurant_id: tenantRestaurantId().primaryKey(),
    body_gzip_base64: text('body_gzip_base64'),
    etag: text('etag'),
    stale: boolean('stale').notNull().default(true),
    generated_at: instant('generated_at'),
    updated_at: updatedAt(),
  },
  () => [tenantPolicy('published_menu_snapshots')],
);
