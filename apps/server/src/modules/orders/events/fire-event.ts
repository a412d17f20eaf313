import type { FireEventAnswer } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import { recordChange } from '../../change-history/record-change.ts';
import { followEventSuiteStatus } from '../../catering/event-day/follow-suite-status.ts';
import { ordersRepository as orders, toOrder, type OrderRow } from '../orders.repository.ts';
import { eventOrdersRepository as eventOrders } from './event-orders.repository.ts';

/**
 * `POST /orders/fire-event` (spec part 2 §4, §7, §8 "Event"): sends an event's orders to the
 * kitchen — every pending order of the event becomes in progress (accepted), in one transaction,
 * and the event is marked fired, so the order manager shows them being prepared (live updates
 * follow the status change). Orders already in progress count as fired. A second fire is 409
 * `event_already_fired`; an event with no pending or in-progress order is 400
 * `event_fire_failed` (nothing to send) and nothing changes. Another location's event is 404.
 */
export function fireEvent(ctx: OrderContext, eventId: number): Promise<FireEventAnswer> {
  return ctx.tenantTx(async (tx) => {
    const event = await eventOrders.lockEvent(tx, eventId);
    if (!event) throw new AppError('not_found');
    if (event.fired_at) throw new AppError('event_already_fired');
    const open = await eventOrders.openOrders(tx, eventId);
    if (open.length === 0) throw new AppError('event_fire_failed');
    const fired = [];
    for (const row of open) {
      const after =
        row.status === 'pending' ? await orders.update(tx, row.id, { status: 'in_progress' }) : row;
      if (after !== row) await recordFire(tx, ctx, row, after);
      fired.push({ id: after.id, order_number: after.order_number });
    }
    // Each suite with an order now in progress reads accepted (after the orders: the lock order).
    for (const suiteId of new Set(open.map((row) => row.event_suite_id))) {
      await followEventSuiteStatus(tx, ctx, suiteId);
    }
    const firedAt = new Date();
    await eventOrders.markFired(tx, eventId, firedAt);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'event',
      entityId: eventId,
      action: 'fire',
      before: { fired_at: null },
      after: { fired_at: firedAt.toISOString(), orders: fired.length },
      user: ctx.user,
    });
    return { event_id: eventId, fired_at: firedAt.toISOString(), orders: fired };
  });
}

function recordFire(tx: Tx, ctx: OrderContext, before: OrderRow, after: OrderRow) {
  return recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'order',
    entityId: after.id,
    action: 'fire',
    before: toOrder(before),
    after: toOrder(after),
    user: ctx.user,
  });
}
