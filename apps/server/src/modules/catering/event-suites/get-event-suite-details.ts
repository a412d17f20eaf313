import { eventSuiteItemTotals, eventSuiteTotals, type EventSuiteDetails } from '@app/domain';
import type { TenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { toOrder } from '../../orders/orders.repository.ts';
import { eventSuiteOf } from './event-suite-answers.ts';
import { eventSuiteOrdersRepository as suiteOrders } from './event-suite-orders.repository.ts';
import { eventSuitesRepository as eventSuites } from './event-suites.repository.ts';
import { eventDayRepository as days } from '../event-day/event-day.repository.ts';

/**
 * `GET /catering/events/{eventId}/event-suites/{id}/deep-get-event-suite`: the suite with every
 * order it has on the event (as staff read orders), the items and totals of those not
 * cancelled, and which items are sold per guest; 404 when the location has no such event suite.
 */
export function getEventSuiteDetails(
  ctx: TenantContext,
  eventId: number,
  id: number,
): Promise<EventSuiteDetails> {
  return ctx.tenantTx(async (tx) => {
    const row = await eventSuites.find(tx, ctx.restaurantId, eventId, id);
    if (!row) throw new AppError('not_found');
    const orders = (await suiteOrders.list(tx, ctx.restaurantId, id)).map(toOrder);
    const itemIds = new Set(orders.flatMap((order) => order.data.items.map((line) => line.id)));
    return {
      ...eventSuiteOf(row),
      orders,
      items: eventSuiteItemTotals(orders),
      totals: eventSuiteTotals(orders),
      per_guest_item_ids: [...(await days.perGuestItemIds(tx, [...itemIds]))].sort((a, b) => a - b),
    };
  });
}
