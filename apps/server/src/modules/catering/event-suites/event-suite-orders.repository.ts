import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { OrderRow } from '../../orders/orders.repository.ts';

/** The orders of a suite on its event (`orders.event_suite_id`), under row-level security. */
export const eventSuiteOrdersRepository = {
  /** Oldest first. */
  list(tx: Tx, restaurantId: number, eventSuiteId: number): Promise<OrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(and(eq(orders.restaurant_id, restaurantId), eq(orders.event_suite_id, eventSuiteId)))
      .orderBy(asc(orders.created_at), asc(orders.id));
  },
};
