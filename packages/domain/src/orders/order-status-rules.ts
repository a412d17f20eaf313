import { toIsoDate, type Instant } from '../dates/date-format.ts';
import type { OrderStatus } from './order-constants.ts';

/**
 * What staff may do to an order's status from the order manager (spec part 2 §4): accept or
 * decline a pending order (decline needs a reason), complete a pending or in-progress one.
 * Refunds and refund requests have their own calls; every other change is refused.
 */
export type OrderStatusAction = 'accept' | 'decline' | 'complete';

const actions: Partial<Record<OrderStatus, Partial<Record<OrderStatus, OrderStatusAction>>>> = {
  pending: { in_progress: 'accept', cancelled: 'decline', completed: 'complete' },
  in_progress: { completed: 'complete' },
};

/** The action that moves an order from `from` to `to`, or null when that change is not allowed. */
export function orderStatusAction(from: OrderStatus, to: OrderStatus): OrderStatusAction | null {
  return actions[from]?.[to] ?? null;
}

/**
 * "The order cannot be completed prior to the scheduled date": an order may be completed from
 * the calendar day it is due on, in the location's time zone (any time that day). An order
 * without a due time may be completed at once.
 */
export function isBeforeScheduledDate(
  due: Instant | null,
  now: Instant,
  timeZone: string,
): boolean {
  if (due === null) return false;
  return toIsoDate(now, timeZone) < toIsoDate(due, timeZone);
}
