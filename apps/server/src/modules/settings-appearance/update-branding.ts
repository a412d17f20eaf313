import { brandingSettingsOf, type BrandingSettings, type UpdateBrandingRequest } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { recordChange } from '../change-history/record-change.ts';
import { brandingRepository } from './branding.repository.ts';

/**
 * `PUT /settings/branding`: replaces the active location's appearance whole (validated by the
 * route's schema) and records the change, in one transaction. The public menu file reads the
 * appearance on every request and re-derives itself when it differs
 * (published-menus/get-published-menus-file.ts), so nothing is marked stale here: the staff's
 * published menus do not hold it.
 */
export function updateBranding(
  ctx: TenantContext,
  request: UpdateBrandingRequest,
): Promise<BrandingSettings> {
  return ctx.tenantTx(async (tx) => {
    const before = brandingSettingsOf(await brandingRepository.find(tx, ctx.restaurantId, true));
    const after = brandingSettingsOf(await brandingRepository.save(tx, ctx.restaurantId, request));
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'branding',
      entityId: null,
      action: 'update',
      before,
      after,
      user: ctx.user,
    });
    return after;
  });
}
