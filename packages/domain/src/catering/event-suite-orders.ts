import { z } from 'zod';
import { ZId } from '../catalogue/catalogue-fields.ts';
import { fromCents, toCents } from '../money/cents.ts';
import { ZOrder, type Order } from '../orders/order-schemas.ts';
import { naturalCompare } from '../text/sorting.ts';
import { ZEventSuite, ZEventSuiteItemTotal, type EventSuiteItemTotal } from './event-suites.ts';

/**
 * What the suite settings screen shows of a suite's orders on its event (`deep-get-event-suite`):
 * every order, and the items and totals of those not cancelled — a cancelled order is neither
 * cooked nor paid.
 */

/** `GET /catering/events/{eventId}/event-suites/{id}/deep-get-event-suite`. */
export const ZEventSuiteDetails = ZEventSuite.extend({
  /** The suite's orders on the event, oldest first. */
  orders: z.array(ZOrder),
  items: z.array(ZEventSuiteItemTotal),
  /** Dollars, over the orders not cancelled. */
  totals: z.object({ subtotal: z.number(), total: z.number() }),
  /**
   * The items of its orders sold per guest (`isPerGuestItem`): their lines follow the guaranteed
   * guest count (`guestCountLines`).
   */
  per_guest_item_ids: z.array(ZId).default(() => []),
});
export type EventSuiteDetails = z.infer<typeof ZEventSuiteDetails>;

type SuiteOrder = Pick<Order, 'status'> & {
  total: number | null;
  data: { items: Order['data']['items']; costs: { subtotal: number } };
};

/** Orders that count for the kitchen and the bill: every status but cancelled. */
export function isActiveSuiteOrder(order: Pick<Order, 'status'>): boolean {
  return order.status !== 'cancelled';
}

/**
 * Each item of the suite's active orders once, by item id (named as its first line is), with
 * its quantities and line prices summed in cents; sorted by name as people read it.
 */
export function eventSuiteItemTotals(orders: readonly SuiteOrder[]): EventSuiteItemTotal[] {
  const byItem = new Map<number, { name: string; quantity: number; cents: number }>();
  for (const order of orders.filter(isActiveSuiteOrder)) {
    for (const line of order.data.items) {
      const entry = byItem.get(line.id) ?? { name: line.name, quantity: 0, cents: 0 };
      entry.quantity += line.quantity;
      entry.cents += toCents(line.orderPrice);
      byItem.set(line.id, entry);
    }
  }
  return [...byItem]
    .map(([item_id, entry]) => ({
      item_id,
      name: entry.name,
      quantity: entry.quantity,
      amount: fromCents(entry.cents),
    }))
    .sort((a, b) => naturalCompare(a.name, b.name) || a.item_id - b.item_id);
}

/** Subtotal and total (dollars) of the suite's active orders, summed in cents. */
export function eventSuiteTotals(orders: readonly SuiteOrder[]): EventSuiteDetails['totals'] {
  let subtotal = 0;
  let total = 0;
  for (const order of orders.filter(isActiveSuiteOrder)) {
    subtotal += toCents(order.data.costs.subtotal);
    total += toCents(order.total ?? 0);
  }
  return { subtotal: fromCents(subtotal), total: fromCents(total) };
}
