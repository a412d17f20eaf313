import type { OrderType, OrderWithValidation } from '@app/domain';
import type { OrderDraft } from '@app/domain';

/**
 * What the route asks for: a new order, an addition to an open dine-in check
 * (`?check=<number>`), or a modification of an order (`/order-management/{number}`). Routes name
 * an order by its number (#1008), as every screen shows it; the page loads it by that number.
 */
export type OrderTarget =
  | { kind: 'create' }
  | { kind: 'check'; orderNumber: number }
  | { kind: 'modify'; orderNumber: number };

/** The saved order's number the route names, if any. */
export function targetOrderNumber(target: OrderTarget): number | null {
  return target.kind === 'create' ? null : target.orderNumber;
}

/**
 * What the screen is doing, once the saved order is loaded: a new order, an addition to a check
 * (modified with its items kept) or a modification, saved with `PUT /orders/modify/{id}` (the
 * API's id of the order the number named).
 */
export type OrderMode =
  { kind: 'create' } | { kind: 'check'; orderId: number } | { kind: 'modify'; orderId: number };

/** The mode of `target` once its saved order (`orderId`) is loaded. */
export function modeOf(target: OrderTarget, orderId: number | null): OrderMode {
  if (target.kind === 'create' || orderId === null) return { kind: 'create' };
  return { kind: target.kind, orderId };
}

export type OrderHeader = 'create' | 'newCheck' | 'addToCheck' | 'modify';

/** The screen's header (spec part 2 §2): Create order, New check, Add to check, Modify order. */
export function orderHeader(mode: OrderMode, type: OrderType): OrderHeader {
  if (mode.kind === 'modify') return 'modify';
  if (mode.kind === 'check') return 'addToCheck';
  return type === 'dine_in' ? 'newCheck' : 'create';
}

/** The saved order the screen changes, if any. */
export function savedOrderId(mode: OrderMode): number | null {
  return mode.kind === 'create' ? null : mode.orderId;
}

/** The draft of a saved order: what it was sent with (the server fills in costs and names). */
export function draftOfOrder(order: OrderWithValidation): OrderDraft {
  const { config, items, checkout } = order.data;
  return { type: order.type, data: { config, items, checkout } };
}
