import type { OrderStatus } from '@app/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orders, restaurants } from '../../../db/schema/index.ts';
import type { LocationRow } from '../../restaurants/restaurants.repository.ts';

/** An order as a bulk action weighs it. */
export interface BulkCandidate {
  id: number;
  order_number: number | null;
  status: OrderStatus;
  pickup_time: Date | null;
}

/** The reads of bulk actions (`POST /orders/bulk-actions`). */
export const bulkOrdersRepository = {
  /**
   * The orders of `statuses` due in [from, to): by their due time, or when they were taken for
   * an order without one (as soon as possible). Oldest id first.
   */
  async candidates(
    tx: Tx,
    restaurantId: number,
    range: { from: Date; to: Date; statuses: readonly string[] },
  ): Promise<BulkCandidate[]> {
    const due = sql`coalesce(${orders.pickup_time}, ${orders.created_at})`;
    const rows = await tx
      .select({
        id: orders.id,
        order_number: orders.order_number,
        status: orders.status,
        pickup_time: orders.pickup_time,
      })
      .from(orders)
      .where(
        and(
          eq(orders.restaurant_id, restaurantId),
          inArray(orders.status, [...range.statuses]),
          sql`${due} >= ${range.from.toISOString()}::timestamptz`,
          sql`${due} < ${range.to.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(orders.id));
    return rows.map((row) => ({ ...row, status: row.status as OrderStatus }));
  },

  /** The location (read, not locked): a background run reads its zone and flags. */
  async location(tx: Tx, restaurantId: number): Promise<LocationRow | null> {
    const [row] = await tx
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .limit(1);
    return row ?? null;
  },
};
