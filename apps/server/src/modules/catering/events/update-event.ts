import type { CateringEvent, EventRequest } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { eventOf, eventRecordOf } from './event-answers.ts';
import { checkEventType, recordEventChange } from './event-writes.ts';
import type { EventsContext } from './events-access.ts';
import { eventsRepository as events } from './events.repository.ts';

/**
 * `PUT /catering/events/{id}`: every field of the event; 404 when the location has no such
 * event. Its suites and orders are kept: a new start date or lock period changes when its
 * owners may pre-order, which the answered pre-order status shows at once.
 */
export function updateEvent(
  ctx: EventsContext,
  id: number,
  request: EventRequest,
): Promise<CateringEvent> {
  return ctx.tenantTx(async (tx) => {
    if (!(await events.lock(tx, ctx.restaurantId, id))) throw new AppError('not_found');
    const before = await events.find(tx, ctx.restaurantId, id);
    if (!before) throw new AppError('not_found');
    await checkEventType(tx, ctx, request);
    await events.update(tx, ctx.restaurantId, id, request);
    const after = await events.find(tx, ctx.restaurantId, id);
    if (!after) throw new AppError('not_found');
    await recordEventChange(tx, ctx, {
      action: 'update',
      before: eventRecordOf(before),
      after: eventRecordOf(after),
    });
    return eventOf(after, ctx);
  });
}
