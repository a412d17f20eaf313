import type { CateringEventDetails } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { eventSuiteOf } from '../event-suites/event-suite-answers.ts';
import { eventSuitesRepository as eventSuites } from '../event-suites/event-suites.repository.ts';
import { eventOf } from './event-answers.ts';
import { eventDetailsRepository as details } from './event-details.repository.ts';
import type { EventsContext } from './events-access.ts';
import { eventsRepository as events } from './events.repository.ts';

/**
 * `GET /catering/events/{id}/deep-get-event`: the event with its type and the type's default
 * menus, its suites (suite, owner, statuses, menus, equipment, order counts) as the event suites
 * call answers them, how many of its orders are not cancelled, and — when
 * `includePendingOrders` — its pending orders (null otherwise). One transaction: one moment.
 */
export function deepGetEvent(
  ctx: EventsContext,
  id: number,
  includePendingOrders: boolean,
): Promise<CateringEventDetails> {
  return ctx.tenantTx(async (tx) => {
    const row = await events.find(tx, ctx.restaurantId, id);
    if (!row) throw new AppError('not_found');
    const type =
      row.event_type_id === null
        ? null
        : await details.eventType(tx, ctx.restaurantId, row.event_type_id);
    const suites = await eventSuites.list(tx, ctx.restaurantId, id);
    const pending = includePendingOrders
      ? await details.pendingOrders(tx, ctx.restaurantId, id)
      : null;
    return {
      ...eventOf(row, ctx),
      event_type: type,
      event_suites: suites.map(eventSuiteOf),
      active_order_count: await events.countActiveOrders(tx, ctx.restaurantId, id),
      pending_orders: pending?.map((order) => ({ ...order, total: Number(order.total) })) ?? null,
    };
  });
}
