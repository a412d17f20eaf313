import { isOverwriteConfirmed, type JobRun, type ReplicateMenusRequest } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { runIdempotencyKey } from '../../jobs/tracked-job.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { jobRunView } from '../jobs/get-job-run.ts';
import { menuReplicationJob } from './menu-replication.job.ts';
import { readChosenMenus } from './read-replication-source.ts';
import { overwrittenMenus } from './replicate-into-location.ts';

export interface StartMenuReplicationOptions {
  ctx: CatalogueContext;
  db: Db;
  jobs: JobQueue;
  /** The locations of the signed-in user (from the session); every target must be one of them. */
  authorised: readonly number[];
  idempotencyKey: string | undefined;
}

/**
 * `POST /menus/replicate`: refuses now, with nothing started, a request that cannot succeed —
 * a target that is the active location or not one of the user's, a menu that is not the active
 * location's, a target with a menu of the same name without the confirmation word — then starts
 * the `menu-replication` run and answers it (202) for the screen to follow. The same
 * `Idempotency-Key` with the same request answers the run it started first.
 */
export async function startMenuReplication(
  { ctx, db, jobs, authorised, idempotencyKey }: StartMenuReplicationOptions,
  request: ReplicateMenusRequest,
): Promise<JobRun> {
  const menus = [...new Set(request.menus)];
  const targets = [...new Set(request.restaurantIds)].sort((a, b) => a - b);
  if (targets.includes(ctx.restaurantId)) throw new AppError('replication_same_location');
  if (targets.some((id) => !authorised.includes(id))) {
    throw new AppError('replication_location_forbidden');
  }
  const chosen = await ctx.tenantTx((tx) => readChosenMenus(tx, menus));
  const overwriteConfirmed = isOverwriteConfirmed(request.confirmation);
  if (!overwriteConfirmed) {
    for (const target of targets) {
      const overwrites = await withTenant(db, target, (tx) => overwrittenMenus(tx, chosen));
      if (overwrites.size > 0) throw new AppError('replication_overwrite_unconfirmed');
    }
  }
  const data = {
    menus,
    targets,
    copyRotationalMenus: request.copyRotationalMenus ?? false,
    overwriteConfirmed,
    user: { id: ctx.user.id, email: ctx.user.email },
  };
  const key = runIdempotencyKey(idempotencyKey, JSON.stringify(data));
  const run = await jobs.startTracked(menuReplicationJob, {
    restaurantId: ctx.restaurantId,
    userId: ctx.user.id,
    data,
    ...(key ? { idempotencyKey: key } : {}),
  });
  return jobRunView(run, ctx.locale);
}
