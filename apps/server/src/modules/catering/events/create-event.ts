import type { CateringEvent, EventRequest } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { eventOf, eventRecordOf } from './event-answers.ts';
import { checkEventType, recordEventChange } from './event-writes.ts';
import type { EventsContext } from './events-access.ts';
import { eventsRepository as events } from './events.repository.ts';

/** `POST /catering/events` (201): a new event, without suites yet (setup incomplete). */
export function createEvent(ctx: EventsContext, request: EventRequest): Promise<CateringEvent> {
  return ctx.tenantTx(async (tx) => {
    await checkEventType(tx, ctx, request);
    const id = await events.insert(tx, ctx.restaurantId, request);
    const row = await events.find(tx, ctx.restaurantId, id);
    if (!row) throw new AppError('not_found');
    await recordEventChange(tx, ctx, { action: 'create', before: null, after: eventRecordOf(row) });
    return eventOf(row, ctx);
  });
}
