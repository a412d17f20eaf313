import { and, eq, isNotNull } from 'drizzle-orm';
import {
  eventSuiteInvoiceStatus,
  eventSuiteStatusFromOrders,
  type EventSuiteStatus,
  type OrderStatus,
} from '@app/domain';
import type { Tx } from '../db/client.ts';
import { eventSuites, orders } from '../db/schema/index.ts';
import type { DemoEventSuites } from './insert-demo-events.ts';

const HOUR_MS = 3_600_000;

/**
 * Each booked suite's status and invoice status as its demo orders decide them — the rules the
 * server applies on every order change (`eventSuiteStatusFromOrders`, `eventSuiteInvoiceStatus`),
 * never typed by hand — and when a finalized suite was settled (after its orders were due).
 */
export async function settleDemoEventSuites(
  tx: Tx,
  restaurantId: number,
  booked: DemoEventSuites,
): Promise<void> {
  const rows = await tx
    .select({
      event_suite_id: orders.event_suite_id,
      status: orders.status,
      pickup_time: orders.pickup_time,
    })
    .from(orders)
    .where(and(eq(orders.restaurant_id, restaurantId), isNotNull(orders.event_suite_id)));
  for (const suite of booked.values()) {
    const own = rows.filter((row) => row.event_suite_id === suite.id);
    const statuses = own.map((row) => ({ status: row.status as OrderStatus }));
    const finalized = suite.booking.finalized ?? false;
    const lastDue = Math.max(0, ...own.map((row) => row.pickup_time?.getTime() ?? 0));
    await tx
      .update(eventSuites)
      .set({
        status: eventSuiteStatusFromOrders(suite.status as EventSuiteStatus, statuses),
        invoice_status: eventSuiteInvoiceStatus({ finalized, orders: statuses }),
        finalized_at: finalized ? new Date(lastDue + 6 * HOUR_MS) : null,
      })
      .where(eq(eventSuites.id, suite.id));
  }
}
