import type { EventType, EventTypeRequest } from '@app/domain';
import { recordChange } from '../../../change-history/record-change.ts';
import type { CateringSettingsContext } from '../catering-settings-context.ts';
import { eventTypeKind } from '../named-setting-kinds.ts';
import { renameNamed } from '../named-setting-writes.ts';
import { readEventType, setEventTypeMenus } from './event-type-menus.ts';

/**
 * `PUT /catering/event-types/{id}`: the name and the default menus, all or nothing. Events
 * already created keep the menus they were given; new events propose these.
 */
export function updateEventType(
  ctx: CateringSettingsContext,
  id: number,
  request: EventTypeRequest,
): Promise<EventType> {
  return ctx.tenantTx(async (tx) => {
    const { before, after } = await renameNamed(tx, ctx, eventTypeKind, id, request.name);
    const previous = await readEventType(tx, ctx, before);
    await setEventTypeMenus(tx, ctx, id, request.menus);
    const eventType = await readEventType(tx, ctx, after);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: eventTypeKind.entity,
      entityId: id,
      action: 'update',
      before: previous,
      after: eventType,
      user: ctx.user,
    });
    return eventType;
  });
}
