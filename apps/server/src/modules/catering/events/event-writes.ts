import { validationIssue, type EventRequest } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import { recordChange } from '../../change-history/record-change.ts';
import type { EventsContext } from './events-access.ts';
import { eventsRepository as events } from './events.repository.ts';
import type { eventRecordOf } from './event-answers.ts';

type EventRecord = ReturnType<typeof eventRecordOf>;

/**
 * The event type must be one of the location's (another location's reads as unknown): 400 on
 * `event_type_id`, "Choose from this location's list.", before anything is written.
 */
export async function checkEventType(
  tx: Tx,
  ctx: EventsContext,
  request: EventRequest,
): Promise<void> {
  const typeId = request.event_type_id;
  if (typeId !== null && !(await events.hasEventType(tx, ctx.restaurantId, typeId))) {
    throw fieldsError({ event_type_id: validationIssue('locationChoice') }, ctx.locale);
  }
}

/** The change-history row of an event write (`entity` event), in the write's transaction. */
export function recordEventChange(
  tx: Tx,
  ctx: EventsContext,
  change: {
    action: 'create' | 'update' | 'delete';
    before: EventRecord | null;
    after: EventRecord | null;
  },
): Promise<void> {
  return recordChange(tx, {
    restaurantId: ctx.restaurantId,
    entity: 'event',
    entityId: (change.after ?? change.before)?.id ?? null,
    action: change.action,
    before: change.before,
    after: change.after,
    user: ctx.user,
  });
}
