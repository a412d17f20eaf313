import type { OrderType, OrderWithValidation } from '@app/domain';
import type { OrderDraft } from '@app/domain';

/**
 * What the screen is doing: a new order, an addition to an open dine-in check (`?check=<id>`:
 * the check is modified with its items kept), or a modification of an order
 * (`/order-management/{id}`). Additions and modifications are saved with
 * `PUT /orders/modify/{id}`.
 */
export type OrderMode =
  { kind: 'create' } | { kind: 'check'; orderId: number } | { kind: 'modify'; orderId: number };

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
