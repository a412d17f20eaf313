import {
  addCalendarDays,
  toCents,
  zonedParts,
  type OrdersReport,
  type OrderType,
} from '@app/domain';

export interface CountPoint {
  label: string;
  orders: number;
}

/** Orders per day of the range, every day shown (a day without orders counts 0). */
export function ordersPerDay(report: OrdersReport, days: readonly string[]): CountPoint[] {
  const counts = new Map(days.map((day) => [day, 0]));
  for (const order of report.orders) counts.set(order.date, (counts.get(order.date) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([label, orders]) => ({ label, orders }));
}

/**
 * Orders per hour of the day they are due, in the location's time zone (`HH:00`), from the first
 * to the last hour that has an order; none when there is no order.
 */
export function ordersPerHour(report: OrdersReport): CountPoint[] {
  const counts = new Map<number, number>();
  for (const order of report.orders) {
    const parts = zonedParts(order.due_at, report.timeZone);
    if (!parts) continue;
    const hour = Number(parts.hour);
    counts.set(hour, (counts.get(hour) ?? 0) + 1);
  }
  if (counts.size === 0) return [];
  const hours = [...counts.keys()];
  const points: CountPoint[] = [];
  for (let hour = Math.min(...hours); hour <= Math.max(...hours); hour += 1) {
    points.push({ label: `${String(hour).padStart(2, '0')}:00`, orders: counts.get(hour) ?? 0 });
  }
  return points;
}

export interface RevenuePoint {
  type: OrderType;
  /** Dollars, summed in cents. */
  revenue: number;
}

/**
 * Revenue per order type from the listed orders' totals, largest first; orders without an amount
 * (prices left out, a withheld pay-what-you-can total) add nothing.
 */
export function revenueByType(report: OrdersReport): RevenuePoint[] {
  const cents = new Map<OrderType, number>();
  for (const order of report.orders) {
    if (order.total === null) continue;
    cents.set(order.type, (cents.get(order.type) ?? 0) + toCents(order.total));
  }
  return [...cents]
    .map(([type, total]) => ({ type, revenue: total / 100 }))
    .sort((a, b) => b.revenue - a.revenue);
}

export interface ItemPoint {
  name: string;
  quantity: number;
}

/** The `limit` items made the most over the range (all days, stations and price options). */
export function topItems(report: OrdersReport, limit = 10): ItemPoint[] {
  const quantities = new Map<number, ItemPoint>();
  for (const item of report.groupedItems) {
    const point = quantities.get(item.item_id) ?? { name: item.name, quantity: 0 };
    point.quantity += item.quantity;
    quantities.set(item.item_id, point);
  }
  return [...quantities.values()]
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Every day from `start` to `end`, both included (`YYYY-MM-DD`). */
export function daysOfRange(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end && days.length <= 366; day = addCalendarDays(day, 1))
    days.push(day);
  return days;
}
