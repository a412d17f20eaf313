import type { CateringNamed, CateringNameRequest } from '@app/domain';
import { recordChange } from '../../change-history/record-change.ts';
import type { CateringSettingsContext } from './catering-settings-context.ts';
import type { NamedSettingKind } from './named-setting-kinds.ts';
import { renameNamed } from './named-setting-writes.ts';

/**
 * `PUT /catering/suites/{id}`, `PUT /catering/equipment/{id}`: the new name, which the events
 * using it show at once; 404 when the location has no such row, 409 when the name is taken.
 */
export function updateNamedSetting(
  ctx: CateringSettingsContext,
  kind: NamedSettingKind,
  id: number,
  request: CateringNameRequest,
): Promise<CateringNamed> {
  return ctx.tenantTx(async (tx) => {
    const { before, after } = await renameNamed(tx, ctx, kind, id, request.name);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: kind.entity,
      entityId: id,
      action: 'update',
      before,
      after,
      user: ctx.user,
    });
    return after;
  });
}
