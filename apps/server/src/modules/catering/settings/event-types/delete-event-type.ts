import { recordChange } from '../../../change-history/record-change.ts';
import type { CateringSettingsContext } from '../catering-settings-context.ts';
import { eventTypeKind } from '../named-setting-kinds.ts';
import { deleteUnusedNamed } from '../named-setting-writes.ts';
import { readEventType } from './event-type-menus.ts';

/**
 * `DELETE /catering/event-types/{id}` (204; not in the spec's list, added so a mistake can be
 * removed): refused with 409 while an event has this type, never cleared silently from events.
 */
export function deleteEventType(ctx: CateringSettingsContext, id: number): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const row = await deleteUnusedNamed(tx, ctx, eventTypeKind, id, (locked) =>
      readEventType(tx, ctx, locked),
    );
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: eventTypeKind.entity,
      entityId: id,
      action: 'delete',
      before: row,
      after: null,
      user: ctx.user,
    });
  });
}
