import {
  fromCents,
  locationAllowsScreen,
  reportStatuses,
  textIn,
  toCents,
  ZListedCartLine,
  type OrderStatus,
  type OrdersReport,
  type OrdersReportQuery,
  type OrderType,
  type ReportOrder,
  zonedDaysSpan,
} from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { hasPrivateRowAmounts } from '../pay-what-you-can-privacy.ts';
import {
  ordersReportRepository as report,
  type GroupedItemRow,
  type ReportOrderRow,
  type ReportSelection,
} from './orders-report.repository.ts';

/** Dollars as PostgreSQL sums them (`numeric` text) to the API's number, through cents. */
const dollars = (text: string): number => fromCents(toCents(text));

/**
 * `GET /orders/report` (lead and above, at a catering or K-12 location, else 403
 * `orders_report_unavailable`): production totals per day, station and item with their
 * modifiers, the orders, and the totals, over the days `startDate`…`endDate` of the location's
 * time zone. Every number is aggregated by PostgreSQL; what counts is written in
 * docs/decisions/orders-report.md.
 */
export async function getOrdersReport(
  ctx: OrderContext,
  query: OrdersReportQuery,
): Promise<OrdersReport> {
  if (!locationAllowsScreen('orders_report', ctx.location)) {
    throw new AppError('orders_report_unavailable');
  }
  const timeZone = ctx.location.timezone;
  const selection: ReportSelection = {
    restaurantId: ctx.restaurantId,
    timeZone,
    ...zonedDaysSpan(query.startDate, query.endDate, timeZone),
    statuses: reportStatuses(query.status),
    types: query.type,
    categories: query.category,
    school: query.school,
    grade: query.grade,
    classroom: query.classroom,
    teacher: query.teacher,
  };
  const {
    grouped_items: grouped,
    totals,
    tax_brackets: brackets,
    orders,
  } = await ctx.tenantTx((tx) => report.read(tx, selection));
  const prices = query.includePrices;
  const revenue = toCents(totals.revenue);
  const refunds = toCents(totals.refunds);
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    timeZone,
    groupedItems: grouped.map((row) => groupedItem(row, ctx.locale, prices)),
    orders: orders.map((row) => reportOrder(row, prices)),
    totals: {
      orders: totals.orders,
      items: totals.items,
      revenue: fromCents(revenue),
      taxBrackets: brackets.map((row) => ({
        code: row.code,
        rate: Number(row.rate),
        taxable: dollars(row.taxable),
        tax: dollars(row.tax),
      })),
      refunds: fromCents(refunds),
      net: fromCents(revenue - refunds),
    },
  };
}

function groupedItem(row: GroupedItemRow, locale: string, prices: boolean) {
  return {
    date: row.day,
    station_id: row.station_id,
    station:
      row.station === null ? null : textIn(row.station, row.station_localization, 'name', locale),
    item_id: row.item_id,
    name: textIn(row.name, row.item_localization, 'name', locale),
    price_option: row.price_option,
    category: row.category,
    quantity: row.quantity,
    amount: prices ? dollars(row.amount) : null,
    modifiers: row.modifiers.map((modifier) => ({
      group_id: modifier.group_id,
      value_id: modifier.value_id,
      name: textIn(modifier.name, modifier.localization, 'name', locale),
      quantity: modifier.quantity,
    })),
  };
}

/** An order of the list; a pay-what-you-can family's amounts stay private (docs/decisions/subsidies.md). */
function reportOrder(row: ReportOrderRow, prices: boolean): ReportOrder {
  const hidden = !prices || hasPrivateRowAmounts(row);
  const lines = Array.isArray(row.items) ? row.items : [];
  return {
    id: row.id,
    order_number: row.order_number,
    reference: row.reference,
    type: row.type as OrderType,
    status: row.status as OrderStatus,
    date: row.day,
    due_at: row.due_at,
    customer_name: row.customer_name,
    student_name: row.student_name,
    school: row.school,
    grade: row.grade,
    classroom: row.classroom,
    teacher: row.teacher,
    items: lines.flatMap((value) => {
      const line = ZListedCartLine.safeParse(value);
      if (!line.success) return [];
      return [
        {
          item_id: line.data.id,
          name: line.data.name,
          quantity: line.data.quantity,
          price_option: line.data.price_option,
          modifiers: line.data.orderOptions.map((option) => ({
            name: option.name ?? '',
            quantity: option.quantity,
          })),
          special_instructions: line.data.special_instructions,
        },
      ];
    }),
    total: hidden ? null : dollars(row.total),
    refunded: hidden ? null : dollars(row.refunded),
  };
}
