import type { CateringNamed, CateringNameRequest } from '@app/domain';
import { recordChange } from '../../change-history/record-change.ts';
import type { CateringSettingsContext } from './catering-settings-context.ts';
import type { NamedSettingKind } from './named-setting-kinds.ts';
import { insertNamed } from './named-setting-writes.ts';

/** `POST /catering/suites`, `POST /catering/equipment` (201); 409 when the name is taken. */
export function createNamedSetting(
  ctx: CateringSettingsContext,
  kind: NamedSettingKind,
  request: CateringNameRequest,
): Promise<CateringNamed> {
  return ctx.tenantTx(async (tx) => {
    const row = await insertNamed(tx, ctx, kind, request.name);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: kind.entity,
      entityId: row.id,
      action: 'create',
      before: null,
      after: row,
      user: ctx.user,
    });
    return row;
  });
}
