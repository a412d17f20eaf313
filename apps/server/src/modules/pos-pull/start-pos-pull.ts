import { and, desc, eq } from 'drizzle-orm';
import { jobRuns } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { settleLostRun } from '../../jobs/job-runs.repository.ts';
import type { TrackedJob } from '../../jobs/tracked-job.ts';
import type { CatalogueContext } from '../../context/catalogue-context.ts';
import { posConnectionsRepository } from './pos-connections.repository.ts';
import { POS_PULL_JOB_KIND, type PosPullJobData } from './pos-pull.job.ts';

/**
 * `PUT /restaurants/upload-menu/{id}`: starts a pull of the active location (`id` must be it:
 * 404 otherwise, since another location cannot be pulled from here). Without a connection → 409
 * `pos_not_configured`. While a pull of the location is queued or running, answers that run
 * instead of starting a second; two requests at once start one run (their idempotency key is
 * the latest run they both saw). Answers the run's id.
 */
export async function startPosPull(
  options: { ctx: CatalogueContext; jobs: JobQueue; job: TrackedJob<PosPullJobData> },
  locationId: number,
): Promise<number> {
  const { ctx, jobs, job } = options;
  if (locationId !== ctx.restaurantId) throw new AppError('not_found');
  const latest = await ctx.tenantTx(async (tx) => {
    if (!(await posConnectionsRepository.exists(tx, ctx.restaurantId))) {
      throw new AppError('pos_not_configured');
    }
    const [row] = await tx
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.restaurant_id, ctx.restaurantId), eq(jobRuns.kind, POS_PULL_JOB_KIND)))
      .orderBy(desc(jobRuns.id))
      .limit(1);
    // A pull whose worker stopped no longer stands in the way of a new one.
    return row ? settleLostRun(tx, row) : null;
  });
  if (latest && (latest.status === 'queued' || latest.status === 'running')) return latest.id;
  const run = await jobs.startTracked(job, {
    restaurantId: ctx.restaurantId,
    userId: ctx.user.id,
    data: { userEmail: ctx.user.email },
    idempotencyKey: `after-run-${latest?.id ?? 0}`,
  });
  return run.id;
}
