import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { orderCounters, orders, orderTransactions, restaurants } from '../db/schema/index.ts';
import { newOrderReference } from '../modules/orders/writes/create-order.ts';
import { toLocation } from '../modules/restaurants/location-response.ts';
import type { DemoCatalogueRows } from './insert-demo-catalogue.ts';
import type { DemoEventSuites } from './insert-demo-events.ts';
import type { DemoLocationIds } from './load-demo-data.ts';
import { demoOrders, type DemoOrder } from './demo-orders.ts';
import { priceDemoOrder, type DemoOrderRefs } from './price-demo-order.ts';

/** The first order number of every demo location (the counter then continues from the last). */
const FIRST_ORDER_NUMBER = 1001;

async function refsOf(
  tx: Tx,
  order: DemoOrder,
  ids: DemoLocationIds,
  catalogue: DemoCatalogueRows,
  suites: DemoEventSuites,
): Promise<DemoOrderRefs> {
  const restaurantId = ids[order.location];
  const [row] = await tx.select().from(restaurants).where(eq(restaurants.id, restaurantId));
  const menu = catalogue.menus.find(
    (m) => m.restaurant_id === restaurantId && m.name === order.menu,
  );
  if (!menu) throw new Error(`demo data: no menu "${order.menu}" at ${order.location}`);
  const suite = order.eventSuite === undefined ? undefined : suites.get(order.eventSuite);
  if (order.eventSuite !== undefined && !suite)
    throw new Error(`demo data: no booked suite ${order.eventSuite}`);
  return {
    location: toLocation(row!),
    menuId: menu.id,
    itemId(name) {
      const item = catalogue.items.find((i) => i.menu_id === menu.id && i.name === name);
      if (!item) throw new Error(`demo data: no item "${name}" on ${order.menu}`);
      return item.id;
    },
    event: suite ? { eventId: suite.event_id, eventSuiteId: suite.id } : null,
  };
}

/**
 * The money of a settled suite order paid by card, as finalize leaves it: its total charged,
 * and refunded in full when the order was refunded (ledger rows: paid and refunded derive from
 * them). Other demo orders carry no ledger, as before suites were settled.
 */
function suiteOrderLedger(
  order: DemoOrder,
  row: { id: number; restaurant_id: number },
  values: typeof orders.$inferInsert,
): (typeof orderTransactions.$inferInsert)[] {
  const settled = order.status === 'completed' || order.status === 'refunded';
  if (!order.eventSuite || order.payment !== 'credit_card' || !settled) return [];
  const money = {
    restaurant_id: row.restaurant_id,
    order_id: row.id,
    status: 'succeeded',
    amount: Number(values.total),
  };
  const charge = { ...money, kind: 'charge', created_at: values.pickup_time ?? undefined };
  if (order.status !== 'refunded') return [charge];
  return [charge, { ...money, kind: 'refund', reason: 'Event postponed; suite refunded in full.' }];
}

/**
 * The demo orders (demo-orders.ts), priced as order taking prices them (price-demo-order.ts),
 * numbered per location from 1001, and each location's order counter.
 */
export async function insertDemoOrders(
  tx: Tx,
  ids: DemoLocationIds,
  catalogue: DemoCatalogueRows,
  suites: DemoEventSuites,
  now: Date,
) {
  const numbers = new Map<number, number>();
  const rows: (typeof orders.$inferInsert)[] = [];
  for (const order of demoOrders) {
    const refs = await refsOf(tx, order, ids, catalogue, suites);
    const { draft, costs, dueAt } = await priceDemoOrder(tx, order, refs, now);
    const restaurantId = refs.location.id;
    const number = numbers.get(restaurantId) ?? FIRST_ORDER_NUMBER - 1;
    numbers.set(restaurantId, number + 1);
    const placed = new Date(now.getTime() - order.placedHoursAgo * 3_600_000);
    const { contact, school } = draft.data.checkout;
    rows.push({
      restaurant_id: restaurantId,
      order_number: number + 1,
      reference: newOrderReference(),
      type: draft.type,
      menu_id: refs.menuId,
      status: order.status,
      data: { ...draft.data, costs },
      pickup_time: dueAt,
      customer_name: contact.full_name || null,
      customer_email: contact.email || null,
      student_name: school?.student_name ?? null,
      total: costs.total,
      event_id: refs.event?.eventId ?? null,
      event_suite_id: refs.event?.eventSuiteId ?? null,
      created_at: placed,
      updated_at: placed,
    });
  }
  const inserted = await tx
    .insert(orders)
    .values(rows)
    .returning({ id: orders.id, restaurant_id: orders.restaurant_id });
  const ledger = demoOrders.flatMap((order, index) =>
    suiteOrderLedger(order, inserted[index]!, rows[index]!),
  );
  if (ledger.length) await tx.insert(orderTransactions).values(ledger);
  await tx.insert(orderCounters).values(
    [...numbers].map(([restaurantId, last]) => ({
      restaurant_id: restaurantId,
      last_number: last,
    })),
  );
}
