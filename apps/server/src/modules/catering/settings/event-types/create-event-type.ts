import type { EventType, EventTypeRequest } from '@app/domain';
import { recordChange } from '../../../change-history/record-change.ts';
import type { CateringSettingsContext } from '../catering-settings-context.ts';
import { eventTypeKind } from '../named-setting-kinds.ts';
import { insertNamed } from '../named-setting-writes.ts';
import { readEventType, setEventTypeMenus } from './event-type-menus.ts';

/**
 * `POST /catering/event-types` (201): a name and its default menus, in one transaction; 409 when
 * the name is taken, 400 `unknown_menus` when a menu is not the location's.
 */
export function createEventType(
  ctx: CateringSettingsContext,
  request: EventTypeRequest,
): Promise<EventType> {
  return ctx.tenantTx(async (tx) => {
    const row = await insertNamed(tx, ctx, eventTypeKind, request.name);
    await setEventTypeMenus(tx, ctx, row.id, request.menus);
    const eventType = await readEventType(tx, ctx, row);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: eventTypeKind.entity,
      entityId: row.id,
      action: 'create',
      before: null,
      after: eventType,
      user: ctx.user,
    });
    return eventType;
  });
}
