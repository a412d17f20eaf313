import {
  validationIssue,
  type MarketplaceLocation,
  type MarketplaceLocationInput,
} from '@app/domain';
import type { Tx } from '../../db/client.ts';
import type { TenantContext } from '../../context/tenant-context.ts';
import { assertKeptIds } from '../../lib/whole-list-ids.ts';
import { recordChange } from '../change-history/record-change.ts';
import { validationError } from '../../errors/validation-failed.ts';
import { marketplaceLocationsRepository as tiles } from './marketplace-locations.repository.ts';

/** Who saves: the tenant context and the locations the user may access (the token's). */
export interface MarketplaceContext extends TenantContext {
  accessibleLocations: readonly number[];
}

/**
 * Each tile's operational location must be one the user may access and its menus that
 * location's menus: 400 `validation_failed` on `{index}.operational_restaurant_id` /
 * `{index}.menu_ids` otherwise. Menus are read under each location's own row-level security.
 */
async function assertTilesReachable(
  tx: Tx,
  ctx: MarketplaceContext,
  list: MarketplaceLocationInput[],
): Promise<void> {
  const issues: { path: PropertyKey[]; code: 'custom'; params: unknown }[] = [];
  const allowed = new Set(ctx.accessibleLocations);
  const reachable = [...new Set(list.map((tile) => tile.operational_restaurant_id))].filter((id) =>
    allowed.has(id),
  );
  const menus = await tiles.menuIdsOf(tx, ctx.restaurantId, reachable);
  list.forEach((tile, index) => {
    const own = menus.get(tile.operational_restaurant_id);
    if (!own) {
      const issue = validationIssue('accessibleLocation');
      issues.push({ path: [index, 'operational_restaurant_id'], code: 'custom', params: issue });
    } else if (tile.menu_ids.some((id) => !own.has(id))) {
      const issue = validationIssue('menuOfLocation');
      issues.push({ path: [index, 'menu_ids'], code: 'custom', params: issue });
    }
  });
  if (issues.length > 0) throw validationError(issues, ctx.locale);
}

/**
 * `PUT /settings/marketplace-locations`: the whole ordered list replaces the saved one in one
 * transaction; tiles sent with their id keep it and their image (an id the hub does not have is
 * 404 `not_found`). One change-history row holds the list before and after.
 */
export function saveMarketplaceLocations(
  ctx: MarketplaceContext,
  list: MarketplaceLocationInput[],
): Promise<MarketplaceLocation[]> {
  return ctx.tenantTx(async (tx) => {
    await tiles.lockAll(tx, ctx.restaurantId);
    const before = await tiles.list(tx, ctx.restaurantId);
    const images = new Map(before.map((tile) => [tile.id, tile.image]));
    assertKeptIds(list, before, ctx.locale);
    await assertTilesReachable(tx, ctx, list);
    await tiles.replace(tx, ctx.restaurantId, list, images);
    const after = await tiles.list(tx, ctx.restaurantId);
    await recordChange(tx, {
      restaurantId: ctx.restaurantId,
      entity: 'marketplace_locations',
      entityId: null,
      action: 'replace',
      before,
      after,
      user: ctx.user,
    });
    return after;
  });
}
