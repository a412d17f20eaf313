import { AppError } from '../../../errors/app-error.ts';
import { eventRecordOf } from './event-answers.ts';
import { recordEventChange } from './event-writes.ts';
import type { EventsContext } from './events-access.ts';
import { eventsRepository as events } from './events.repository.ts';

/**
 * `DELETE /catering/events/{id}` (204): the event and its suites (with their menus and
 * equipment), in one transaction. Refused with 409 `event_has_orders` {orders} (and
 * `active_orders`) while any of its orders is not cancelled: those are food to cook and money
 * to settle. Its cancelled orders stay, no longer linked to an event.
 */
export function deleteEvent(ctx: EventsContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    if (!(await events.lock(tx, ctx.restaurantId, id))) throw new AppError('not_found');
    const before = await events.find(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    const active = await events.countActiveOrders(tx, ctx.restaurantId, id);
    if (active > 0) {
      throw new AppError('event_has_orders', { orders: active }, { active_orders: active });
    }
    await events.delete(tx, ctx.restaurantId, id);
    await recordEventChange(tx, ctx, {
      action: 'delete',
      before: eventRecordOf(before),
      after: null,
    });
  });
}
