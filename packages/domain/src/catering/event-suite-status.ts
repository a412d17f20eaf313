import type { OrderStatus } from '../orders/order-constants.ts';
import type { EventSuiteInvoiceStatus, EventSuiteStatus } from './event-suites.ts';

/**
 * How an event suite's status and invoice status follow its orders on the event (spec part 2 §4
 * "Events"; docs/decisions/event-day.md). The one rule: the server applies it whenever an event
 * order's status changes (submit, accept, decline, fire, complete, refund, finalize), the screens
 * only show what it gave.
 */

type SuiteOrder = { status: OrderStatus };

/** Statuses of an order that was completed and is (still, at least partly) paid for. */
const SETTLED: readonly OrderStatus[] = [
  'completed',
  'refund_requested',
  'partially_refunded',
  'partial_refund_requested',
];
const REFUNDED: readonly OrderStatus[] = ['refunded', 'full_refund'];
const OPEN: readonly OrderStatus[] = ['pending', 'in_progress'];

/** An order still waiting for the kitchen or the bill: pending or in progress (accepted). */
export function isOpenSuiteOrder(order: SuiteOrder): boolean {
  return OPEN.includes(order.status);
}

/**
 * A suite's status from its orders, most pressing first: an order waiting for staff → `pending`;
 * one accepted or in progress → `accepted`; one completed (refunds asked or partial included) →
 * `completed`; every one not cancelled refunded in full → `refunded`; every one cancelled →
 * `cancelled`. With no order at all the suite keeps `current` (not configured, email scheduled
 * or sent: the pre-order stages the settings and the email decide).
 */
export function eventSuiteStatusFromOrders(
  current: EventSuiteStatus,
  orders: readonly SuiteOrder[],
): EventSuiteStatus {
  if (orders.length === 0) return current;
  const has = (statuses: readonly OrderStatus[]) =>
    orders.some((order) => statuses.includes(order.status));
  if (has(['pending'])) return 'pending';
  if (has(['in_progress'])) return 'accepted';
  if (has(SETTLED)) return 'completed';
  if (has(REFUNDED)) return 'refunded';
  return 'cancelled';
}

/**
 * A suite's invoice status: `none` while it has no order that is not cancelled; `ready` once it
 * is finalized (its owner charged or invoiced) and no order is open any more; `not_ready`
 * otherwise — orders wait to be finalized.
 */
export function eventSuiteInvoiceStatus(suite: {
  finalized: boolean;
  orders: readonly SuiteOrder[];
}): EventSuiteInvoiceStatus {
  const active = suite.orders.filter((order) => order.status !== 'cancelled');
  if (active.length === 0) return 'none';
  if (suite.finalized && !active.some(isOpenSuiteOrder)) return 'ready';
  return 'not_ready';
}
