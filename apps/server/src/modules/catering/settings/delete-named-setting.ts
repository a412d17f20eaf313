import { recordChange } from '../../change-history/record-change.ts';
import type { CateringSettingsContext } from './catering-settings-context.ts';
import type { NamedSettingKind } from './named-setting-kinds.ts';
import { deleteUnusedNamed } from './named-setting-writes.ts';

/**
 * `DELETE /catering/suites/{id}`, `DELETE /catering/equipment/{id}` (204): refused with 409 while
 * an event suite uses it (the message says which), never taken silently from the events.
 */
export function deleteNamedSetting(
  ctx: CateringSettingsContext,
  kind: NamedSettingKind,
  id: number,
): Promise<void> {
  return ctx.tenantTx(async (tx) => {
    const row = await deleteUnusedNamed(tx, ctx, kind, id, (found) => found);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: kind.entity,
      entityId: id,
      action: 'delete',
      before: row,
      after: null,
      user: ctx.user,
    });
  });
}
