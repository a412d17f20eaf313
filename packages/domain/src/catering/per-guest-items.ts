import type { OrderStatus } from '../orders/order-constants.ts';
import { isOpenSuiteOrder } from './event-suite-status.ts';

/**
 * Items sold per guest (a buffet per person, a welcome drink each) follow an event suite's
 * guaranteed guest count (issue 15 item 6; docs/decisions/event-day.md "Guaranteed count"): an
 * item is one when its `price_type` is `per_guest` (the item editor's "Sold per guest" switch).
 * When staff set or change the count, each open order of the suite has those lines set to it.
 */

/** The `price_type` of an item sold per guest. */
export const PER_GUEST_PRICE_TYPE = 'per_guest';

export function isPerGuestItem(item: { price_type?: string | null | undefined }): boolean {
  return item.price_type === PER_GUEST_PRICE_TYPE;
}

/** The item's `price_type` once the switch is turned `on` or off (any other type is kept off). */
export function perGuestPriceType(current: string | null | undefined, on: boolean): string | null {
  if (on) return PER_GUEST_PRICE_TYPE;
  return isPerGuestItem({ price_type: current }) ? null : (current ?? null);
}

type Line = { id: number; quantity: number };

/**
 * The order's lines with each per-guest line's quantity set to `guests`; `changed` says whether
 * any quantity moved (an order whose lines already match is left alone).
 */
export function linesForGuestCount<T extends Line>(
  lines: readonly T[],
  perGuestItemIds: ReadonlySet<number>,
  guests: number,
): { lines: T[]; changed: boolean } {
  let changed = false;
  const next = lines.map((line) => {
    if (!perGuestItemIds.has(line.id) || line.quantity === guests) return line;
    changed = true;
    return { ...line, quantity: guests };
  });
  return { lines: next, changed };
}

/** One line that follows the count, as the suite settings screen lists it. */
export interface GuestCountLine {
  orderId: number;
  orderNumber: number | null;
  name: string;
  quantity: number;
}

/**
 * The per-guest lines of a suite's open orders (pending or accepted), in order: those the next
 * change of the guaranteed count sets. Completed and cancelled orders keep what they had.
 */
export function guestCountLines(
  orders: readonly {
    id: number;
    order_number: number | null;
    status: OrderStatus;
    data: { items: readonly (Line & { name: string })[] };
  }[],
  perGuestItemIds: ReadonlySet<number>,
): GuestCountLine[] {
  return orders.filter(isOpenSuiteOrder).flatMap((order) =>
    order.data.items
      .filter((line) => perGuestItemIds.has(line.id))
      .map((line) => ({
        orderId: order.id,
        orderNumber: order.order_number,
        name: line.name,
        quantity: line.quantity,
      })),
  );
}
