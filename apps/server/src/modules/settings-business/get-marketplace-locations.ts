import type { MarketplaceLocation } from '@app/domain';
import type { TenantContext } from '../../context/tenant-context.ts';
import { marketplaceLocationsRepository } from './marketplace-locations.repository.ts';

/** `GET /settings/marketplace-locations`: the hub's tiles in their order. */
export function getMarketplaceLocations(ctx: TenantContext): Promise<MarketplaceLocation[]> {
  return ctx.tenantTx((tx) => marketplaceLocationsRepository.list(tx, ctx.restaurantId));
}
