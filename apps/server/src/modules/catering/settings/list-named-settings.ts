import { naturalCompare, type CateringNamed } from '@app/domain';
import type { TenantContext } from '../../../context/tenant-context.ts';
import type { NamedSettingKind } from './named-setting-kinds.ts';
import { namedSettingsRepository as named } from './named-settings.repository.ts';

/** `GET /catering/suites`, `GET /catering/equipment`: by name, "Suite 2" before "Suite 10". */
export async function listNamedSettings(
  ctx: TenantContext,
  kind: NamedSettingKind,
): Promise<CateringNamed[]> {
  const rows = await ctx.tenantTx((tx) => named.list(tx, kind.entity, ctx.restaurantId));
  return rows.sort((a, b) => naturalCompare(a.name, b.name, ctx.locale) || a.id - b.id);
}
