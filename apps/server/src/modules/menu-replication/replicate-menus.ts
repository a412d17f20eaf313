import {
  errorMessage,
  isOverwriteConfirmed,
  type LocationReplication,
  type ReplicationReport,
  type ReplicateMenusRequest,
} from '@app/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { readReplicationSource } from './read-replication-source.ts';
import { overwrittenMenus, replicateIntoLocation } from './replicate-into-location.ts';

export interface ReplicateMenusOptions {
  ctx: CatalogueContext;
  db: Db;
  /** The locations of the signed-in user (from the session); every target must be one of them. */
  authorised: readonly number[];
  log: FastifyBaseLogger;
}

/**
 * `POST /menus/replicate`: copies menus of the active location into other locations of the
 * user, one transaction per target location (its own tenant, row-level security on). Refused as
 * a whole, with nothing changed, when a target is the active location or not one of the user's,
 * when a menu is not the active location's, or when a target has a menu of the same name and
 * the confirmation word is missing. Otherwise each location either gets everything or, on a
 * failure, nothing; a failed location does not undo the others. See docs/decisions/menu-replication.md.
 */
export async function replicateMenus(
  { ctx, db, authorised, log }: ReplicateMenusOptions,
  request: ReplicateMenusRequest,
): Promise<ReplicationReport> {
  const menuIds = [...new Set(request.menus)];
  const targets = [...new Set(request.restaurantIds)];
  if (targets.includes(ctx.restaurantId)) throw new AppError('replication_same_location');
  if (targets.some((id) => !authorised.includes(id))) {
    throw new AppError('replication_location_forbidden');
  }
  const source = await ctx.tenantTx((tx) =>
    readReplicationSource(tx, menuIds, request.copyRotationalMenus ?? false),
  );
  const overwriteConfirmed = isOverwriteConfirmed(request.confirmation);
  if (!overwriteConfirmed) {
    for (const target of targets) {
      const overwrites = await withTenant(db, target, (tx) => overwrittenMenus(tx, source));
      if (overwrites.size > 0) throw new AppError('replication_overwrite_unconfirmed');
    }
  }

  const locations: LocationReplication[] = [];
  for (const target of targets) {
    const targetCtx: CatalogueContext = { ...ctx, restaurantId: target };
    try {
      const outcome = await withTenant(db, target, (tx) =>
        replicateIntoLocation(tx, targetCtx, source, {
          overwriteConfirmed,
          sourceRestaurantId: ctx.restaurantId,
        }),
      );
      locations.push({ restaurant_id: target, status: 'copied', ...outcome, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) {
        log.error({ err: error, restaurantId: target }, 'menu replication failed at a location');
      }
      const code = error instanceof AppError ? error.code : 'internal_error';
      const params = error instanceof AppError ? error.params : {};
      locations.push({
        restaurant_id: target,
        status: 'failed',
        menus: [],
        option_groups_created: 0,
        rotational_menus_copied: 0,
        error: { code, message: errorMessage(code, ctx.locale, params) },
      });
    }
  }
  return { locations };
}
