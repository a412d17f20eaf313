import { toCents, type OrdersReport } from '@app/domain';

/** One figure of the check row: the total the API gave and the same figure summed here. */
export interface ReportCheck {
  expected: number;
  actual: number;
  agrees: boolean;
}

/**
 * The check row under the totals: the listed orders' totals add up to the revenue, and the
 * grouped quantities to the item count (in cents and units, so no float noise is flagged).
 * `revenue` is null when the list carries no amounts (prices left out, or a pay-what-you-can
 * total withheld): there is nothing to add up then.
 */
export function reportChecks(report: OrdersReport): {
  revenue: ReportCheck | null;
  items: ReportCheck;
  orders: ReportCheck;
} {
  const totals = report.orders.map((order) => order.total);
  const revenue = totals.every((total): total is number => total !== null)
    ? {
        expected: toCents(report.totals.revenue),
        actual: totals.reduce((sum, total) => sum + toCents(total), 0),
      }
    : null;
  const items = {
    expected: report.totals.items,
    actual: report.groupedItems.reduce((sum, item) => sum + item.quantity, 0),
  };
  const orders = { expected: report.totals.orders, actual: report.orders.length };
  const check = (figure: { expected: number; actual: number }): ReportCheck => ({
    ...figure,
    agrees: figure.expected === figure.actual,
  });
  return { revenue: revenue && check(revenue), items: check(items), orders: check(orders) };
}
