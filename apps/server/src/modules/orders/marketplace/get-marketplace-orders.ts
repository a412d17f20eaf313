import type { Order } from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { switchTenant } from '../../../db/tenant.ts';
import { toOrder } from '../orders.repository.ts';
import { marketplaceOrdersRepository as repository } from './marketplace-orders.repository.ts';

/** At most this many orders per call; the caller asks again from the last id. */
export const MARKETPLACE_ORDERS_LIMIT = 100;

/**
 * `GET /orders/get-marketplace-orders?lastOrder=` (lead and above at a `marketplace_hub`): the
 * orders newer than `lastOrder` (an order id; 0 = from the first) of the hub and of the locations
 * its marketplace tiles sell for (`marketplace_locations.operational_restaurant_id`) — only those
 * the user is also authorised at, so a hub never shows a location's orders to someone who may
 * not open that location. Oldest first, at most `MARKETPLACE_ORDERS_LIMIT`.
 */
export async function getMarketplaceOrders(
  ctx: OrderContext & { authorised: readonly number[] },
  lastOrder: number,
): Promise<Order[]> {
  return ctx.tenantTx(async (tx) => {
    const tiled = await repository.tiledLocations(tx, ctx.restaurantId);
    const locations = [
      ctx.restaurantId,
      ...tiled.filter((id) => id !== ctx.restaurantId && ctx.authorised.includes(id)),
    ];
    const rows = [];
    // Row-level security shows one location at a time: read each, then merge by id.
    for (const id of locations) {
      await switchTenant(tx, id);
      rows.push(...(await repository.newerThan(tx, [id], lastOrder, MARKETPLACE_ORDERS_LIMIT)));
    }
    await switchTenant(tx, ctx.restaurantId);
    return rows
      .sort((a, b) => a.id - b.id)
      .slice(0, MARKETPLACE_ORDERS_LIMIT)
      .map(toOrder);
  });
}
