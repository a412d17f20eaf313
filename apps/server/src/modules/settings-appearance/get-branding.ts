import { brandingSettingsOf, type BrandingSettings } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { brandingRepository } from './branding.repository.ts';

/** `GET /settings/branding`: the active location's appearance (the defaults when none is saved). */
export async function getBranding(ctx: TenantContext): Promise<BrandingSettings> {
  const row = await ctx.tenantTx((tx) => brandingRepository.find(tx, ctx.restaurantId));
  return brandingSettingsOf(row);
}
