import type { OrdersReport, ReportGroupedItem, ReportOrder } from '@app/domain';

/** One order of a report, a school lunch by default. */
export function makeReportOrder(id: number, fields: Partial<ReportOrder> = {}): ReportOrder {
  return {
    id,
    order_number: 1000 + id,
    reference: `REF-${id}`,
    type: 'school',
    status: 'pending',
    date: '2030-03-05',
    due_at: '2030-03-05T16:00:00.000Z',
    customer_name: `Parent ${id}`,
    student_name: `Student ${id}`,
    school: 'École Saint-Jean',
    grade: '3',
    classroom: 'B',
    teacher: 'Mme Tremblay',
    items: [
      {
        item_id: 7,
        name: 'Pasta',
        quantity: 1,
        price_option: 'Regular',
        modifiers: [{ name: 'Cheese', quantity: 1 }],
        special_instructions: '',
      },
    ],
    total: 10,
    refunded: null,
    ...fields,
  };
}

export function makeGroupedItem(fields: Partial<ReportGroupedItem> = {}): ReportGroupedItem {
  return {
    date: '2030-03-05',
    station_id: 3,
    station: 'Hot line',
    item_id: 7,
    name: 'Pasta',
    price_option: 'Regular',
    category: 'Lunch',
    quantity: 2,
    amount: 20,
    modifiers: [{ group_id: 1, value_id: 2, name: 'Cheese', quantity: 2 }],
    ...fields,
  };
}

/** A report of two orders (10 $ each, one pasta each) on 2030-03-05. */
export function makeReport(fields: Partial<OrdersReport> = {}): OrdersReport {
  return {
    startDate: '2030-03-05',
    endDate: '2030-03-05',
    timeZone: 'America/Toronto',
    groupedItems: [makeGroupedItem()],
    orders: [makeReportOrder(1), makeReportOrder(2, { due_at: '2030-03-05T17:30:00.000Z' })],
    totals: {
      orders: 2,
      items: 2,
      revenue: 20,
      taxBrackets: [{ code: 'HST', rate: 13, taxable: 17.7, tax: 2.3 }],
      refunds: 1.5,
      net: 18.5,
    },
    ...fields,
  };
}
