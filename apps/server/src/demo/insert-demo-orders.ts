import type { Tx } from '../db/client.ts';
import { orderCounters, orders } from '../db/schema/index.ts';
import type { DemoLocationIds } from './load-demo-data.ts';
import type { DemoItemRow } from './insert-demo-catalogue.ts';
import type { DemoEventSuiteRow } from './insert-demo-events.ts';
import { torontoTime } from './insert-demo-events.ts';
import { demoOrders, type DemoOrder } from './demo-orders.ts';

const HST_PERCENT = 13;
const dollars = (cents: number) => cents / 100;

/** Order costs in the API's shape, computed in integer cents (Ontario HST 13 %). */
function orderCosts(lines: { item: DemoItemRow; quantity: number }[], tip: number) {
  const subtotal = lines.reduce(
    (sum, line) => sum + Math.round(line.item.base_price * 100) * line.quantity,
    0,
  );
  const taxes = Math.round((subtotal * HST_PERCENT) / 100);
  const tipCents = Math.round(tip * 100);
  return {
    subtotal: dollars(subtotal),
    subtotalDiscounted: dollars(subtotal),
    taxBrackets: [{ label: 'HST', rate: HST_PERCENT, amount: dollars(taxes) }],
    taxes: dollars(taxes),
    tip: dollars(tipCents),
    serviceCharge: { amount: 0, label: null },
    deliveryCharge: 0,
    discount: null,
    total: dollars(subtotal + taxes),
    totalWithTip: dollars(subtotal + taxes + tipCents),
  };
}

function orderData(
  order: DemoOrder,
  restaurantId: number,
  lines: { item: DemoItemRow; quantity: number }[],
) {
  const due = torontoTime(order.due[0], order.due[1]);
  return {
    config: {
      restaurantId,
      employeeId: null,
      tableInfo: order.table ? { ...order.table, tableLocation: null, checkNum: null } : null,
      isKiosk: false,
    },
    items: lines.map(({ item, quantity }, cartIndex) => ({
      ...item,
      quantity,
      orderPrice: dollars(Math.round(item.base_price * 100) * quantity),
      orderOptions: [],
      cartIndex,
      sectionSlug: item.section_slug,
    })),
    costs: orderCosts(lines, order.tip ?? 0),
    checkout: {
      pickup: {
        delivery: false,
        notes: order.notes ?? null,
        dueByDate: due.toISOString().slice(0, 10),
        scheduled: order.due[0] > 0,
      },
      contact: order.contact,
      questions: [],
      ...(order.student ? { student: order.student } : {}),
      paymentPreference: order.payment ?? 'credit_card',
    },
  };
}

/** The demo orders, numbered per location from 1001, and each location's order counter. */
export async function insertDemoOrders(
  tx: Tx,
  ids: DemoLocationIds,
  itemRows: DemoItemRow[],
  suites: DemoEventSuiteRow[],
) {
  const numbers = new Map<number, number>();
  const now = Date.now();
  const rows = demoOrders.map((order) => {
    const restaurantId = ids[order.location];
    const lines = order.lines.map(([name, quantity]) => {
      const item = itemRows.find((row) => row.restaurant_id === restaurantId && row.name === name);
      if (!item) throw new Error(`demo data: no item "${name}" at ${order.location}`);
      return { item, quantity };
    });
    const number = (numbers.get(restaurantId) ?? 1000) + 1;
    numbers.set(restaurantId, number);
    const data = orderData(order, restaurantId, lines);
    const suite = order.eventSuite === undefined ? undefined : suites[order.eventSuite];
    const placed = new Date(now - order.placedHoursAgo * 3_600_000);
    return {
      restaurant_id: restaurantId,
      order_number: number,
      reference: `${order.location.slice(0, 3).toUpperCase()}-${number}`,
      type: order.type,
      status: order.status,
      data,
      pickup_time: torontoTime(order.due[0], order.due[1]),
      customer_name: order.contact.full_name,
      customer_email: order.contact.email,
      student_name: order.student?.name ?? null,
      total: data.costs.totalWithTip,
      event_id: suite?.event_id ?? null,
      event_suite_id: suite?.id ?? null,
      created_at: placed,
      updated_at: placed,
    };
  });
  await tx.insert(orders).values(rows);
  await tx.insert(orderCounters).values(
    [...numbers].map(([restaurantId, last]) => ({
      restaurant_id: restaurantId,
      last_number: last,
    })),
  );
}
