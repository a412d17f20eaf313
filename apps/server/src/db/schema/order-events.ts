import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, tenantRestaurantId } from './columns.ts';
import { tenantPolicy } from './tenancy.ts';

/**
 * What changed on which order, in the order it was written: the order manager's live stream
 * (`GET /api/orders/live`). Rows are written by database triggers on `orders` and
 * `order_transactions` in the writing transaction, which also `NOTIFY order_events` (see the
 * hand-written part of the migration and docs/decisions/live-updates.md). The `id` is the SSE
 * event id: a reconnecting client sends the last one it saw (`Last-Event-ID`) and gets the rows
 * after it. Rows older than the retention are purged by a scheduled job.
 *
 * change: created | updated
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restaurant_id: tenantRestaurantId(),
    order_id: integer('order_id').notNull(),
    change: text('change').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('order_events_restaurant_id_idx').on(t.restaurant_id, t.id),
    index('order_events_created_idx').on(t.created_at),
    tenantPolicy('order_events'),
  ],
);
