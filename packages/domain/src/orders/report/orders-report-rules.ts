import { isServedOrderStatus, orderStatuses, type OrderStatus } from '../order-constants.ts';

/**
 * The statuses a report counts: the ones asked for, else every status of an order that is
 * served (`isServedOrderStatus`: neither produced nor kept as revenue otherwise;
 * docs/decisions/orders-report.md).
 */
export function reportStatuses(asked: readonly OrderStatus[] | undefined): OrderStatus[] {
  if (asked && asked.length > 0) return [...new Set(asked)];
  return orderStatuses.filter(isServedOrderStatus);
}
