import { orderStatuses, type OrderStatus } from '../order-constants.ts';

/**
 * Statuses a report leaves out unless asked for by name: an order declined or cancelled
 * (`cancelled`, shown as Rejected) or refunded in full (`full_refund`) is neither produced nor
 * kept as revenue (docs/decisions/orders-report.md).
 */
export const REPORT_EXCLUDED_STATUSES = [
  'cancelled',
  'full_refund',
] as const satisfies readonly OrderStatus[];

/** The statuses a report counts: the ones asked for, else every status but the excluded ones. */
export function reportStatuses(asked: readonly OrderStatus[] | undefined): OrderStatus[] {
  if (asked && asked.length > 0) return [...new Set(asked)];
  return orderStatuses.filter(
    (status) => !(REPORT_EXCLUDED_STATUSES as readonly string[]).includes(status),
  );
}
