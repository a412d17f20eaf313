import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { PER_GUEST_PRICE_TYPE, type OrderStatus } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { eventSuites, items, orders, suites } from '../../../db/schema/index.ts';
import type { OrderRow } from '../../orders/orders.repository.ts';

/** What finalize and the status rule read of an event suite, and change. */
export interface SuiteState {
  id: number;
  event_id: number;
  status: string;
  invoice_status: string;
  finalized_at: Date | null;
}

const state = {
  id: eventSuites.id,
  event_id: eventSuites.event_id,
  status: eventSuites.status,
  invoice_status: eventSuites.invoice_status,
  finalized_at: eventSuites.finalized_at,
};

/**
 * The event day's queries on event suites and their orders, under the caller's row-level
 * security. Lock order (order-locks.repository.ts, extended in docs/decisions/event-day.md): an
 * event suite's orders are locked before the suite row, as every order write that moves the
 * suite's status holds its order first.
 */
export const eventDayRepository = {
  /** The event's suites by suite name (the report's order); empty for another location's event. */
  async suiteIds(tx: Tx, restaurantId: number, eventId: number): Promise<number[]> {
    const rows = await tx
      .select({ id: eventSuites.id })
      .from(eventSuites)
      .innerJoin(suites, eq(suites.id, eventSuites.suite_id))
      .where(and(eq(eventSuites.restaurant_id, restaurantId), eq(eventSuites.event_id, eventId)))
      .orderBy(sql`lower(${suites.name})`, asc(eventSuites.id));
    return rows.map((row) => row.id);
  },

  /** The suite's pending and in-progress orders, locked in id order. */
  lockOpenOrders(tx: Tx, eventSuiteId: number): Promise<OrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.event_suite_id, eventSuiteId),
          inArray(orders.status, ['pending', 'in_progress']),
        ),
      )
      .orderBy(asc(orders.id))
      .for('update');
  },

  /**
   * The event suite, locked until the transaction ends (FOR NO KEY UPDATE: one status write or
   * finalize at a time, while orders may still name the suite — a new order's key check takes a
   * KEY SHARE lock, which FOR UPDATE would make two submits deadlock on); null when the location
   * has none.
   */
  async lockSuite(tx: Tx, id: number): Promise<SuiteState | null> {
    const [row] = await tx
      .select(state)
      .from(eventSuites)
      .where(eq(eventSuites.id, id))
      .for('no key update');
    return row ?? null;
  },

  /** The statuses of every order of the suite (cancelled included). */
  async orderStatuses(tx: Tx, eventSuiteId: number): Promise<{ status: OrderStatus }[]> {
    const rows = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.event_suite_id, eventSuiteId));
    return rows as { status: OrderStatus }[];
  },

  /** Which of the items are sold per guest (`price_type` per_guest). */
  async perGuestItemIds(tx: Tx, itemIds: readonly number[]): Promise<Set<number>> {
    if (itemIds.length === 0) return new Set();
    const rows = await tx
      .select({ id: items.id })
      .from(items)
      .where(and(inArray(items.id, [...itemIds]), eq(items.price_type, PER_GUEST_PRICE_TYPE)));
    return new Set(rows.map((row) => row.id));
  },

  async setState(
    tx: Tx,
    id: number,
    patch: Partial<Pick<SuiteState, 'status' | 'invoice_status' | 'finalized_at'>>,
  ): Promise<void> {
    await tx
      .update(eventSuites)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(eventSuites.id, id));
  },
};
