import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { marketplaceLocations, orders } from '../../../db/schema/index.ts';
import type { OrderRow } from '../orders.repository.ts';

/** The reads of a marketplace hub's orders. */
export const marketplaceOrdersRepository = {
  /** The locations the hub's tiles sell for (its own tenant's rows). */
  async tiledLocations(tx: Tx, hubId: number): Promise<number[]> {
    const rows = await tx
      .selectDistinct({ id: marketplaceLocations.operational_restaurant_id })
      .from(marketplaceLocations)
      .where(eq(marketplaceLocations.restaurant_id, hubId));
    return rows.map((row) => row.id);
  },

  /** Orders of `restaurantIds` with an id above `after`, oldest first, at most `limit`. */
  async newerThan(
    tx: Tx,
    restaurantIds: number[],
    after: number,
    limit: number,
  ): Promise<OrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(and(inArray(orders.restaurant_id, restaurantIds), gt(orders.id, after)))
      .orderBy(asc(orders.id))
      .limit(limit);
  },
};
