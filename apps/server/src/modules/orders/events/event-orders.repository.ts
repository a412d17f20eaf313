import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { events, orders } from '../../../db/schema/index.ts';
import type { OrderRow } from '../orders.repository.ts';

/** Queries of an event's orders (the event and orders under the caller's tenant). */
export const eventOrdersRepository = {
  /** The event, locked until the transaction ends (one fire at a time). */
  async lockEvent(tx: Tx, eventId: number) {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
    return event ?? null;
  },

  /** The event's pending and in-progress orders, locked, oldest first. */
  openOrders(tx: Tx, eventId: number): Promise<OrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(and(eq(orders.event_id, eventId), inArray(orders.status, ['pending', 'in_progress'])))
      .orderBy(orders.id)
      .for('update');
  },

  async markFired(tx: Tx, eventId: number, at: Date): Promise<void> {
    await tx.update(events).set({ fired_at: at, updated_at: at }).where(eq(events.id, eventId));
  },
};
