import { and, asc, count, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { orderEvents, orders } from '../../../db/schema/index.ts';

/** An order event as the stream sends it: the event's id and the order as it is now. */
export interface OrderEventRow {
  eventId: number;
  id: number;
  order_number: number | null;
  status: string;
  type: string;
  change: string;
}

/** Queries of the live stream: missed events, the pending count, the retention purge. */
export const orderEventsRepository = {
  /**
   * The location's events after `afterId`, oldest first, at most `limit`, each with its order as
   * it is now (events of a deleted order are skipped). Runs under the location's security.
   */
  async listAfter(tx: Tx, restaurantId: number, afterId: number, limit: number) {
    const rows: OrderEventRow[] = await tx
      .select({
        eventId: orderEvents.id,
        id: orders.id,
        order_number: orders.order_number,
        status: orders.status,
        type: orders.type,
        change: orderEvents.change,
      })
      .from(orderEvents)
      .innerJoin(
        orders,
        and(
          eq(orders.restaurant_id, orderEvents.restaurant_id),
          eq(orders.id, orderEvents.order_id),
        ),
      )
      .where(and(eq(orderEvents.restaurant_id, restaurantId), gt(orderEvents.id, afterId)))
      .orderBy(asc(orderEvents.id))
      .limit(limit);
    return rows;
  },

  /** The id of the location's latest event, 0 when it has none. */
  async latestId(tx: Tx, restaurantId: number): Promise<number> {
    const [row] = await tx
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(eq(orderEvents.restaurant_id, restaurantId))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    return row?.id ?? 0;
  },

  /** How many of the location's orders are pending. */
  async pendingCount(tx: Tx, restaurantId: number): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.restaurant_id, restaurantId), eq(orders.status, 'pending')));
    return row?.n ?? 0;
  },

  /** Deletes every location's events written before `cutoff` (owner connection). */
  async deleteBefore(db: Db, cutoff: Date): Promise<number> {
    const deleted = await db
      .delete(orderEvents)
      .where(lt(orderEvents.created_at, cutoff))
      .returning({ id: orderEvents.id });
    return deleted.length;
  },
};
