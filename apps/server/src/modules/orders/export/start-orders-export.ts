import {
  ordersExportFileName,
  type JobRun,
  type OrdersExportQuery,
  type OrdersExportSelection,
} from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import type { Db } from '../../../db/client.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { runIdempotencyKey, type TrackedJob } from '../../../jobs/tracked-job.ts';
import { canonicalJson } from '../../../lib/idempotency.ts';
import { jobRunView } from '../../jobs/get-job-run.ts';
import type { OrdersExportJobData } from './orders-export.job.ts';
import { authorisedExportLocations } from './orders-export-locations.ts';

export interface StartOrdersExportOptions {
  ctx: OrderContext;
  db: Db;
  jobs: Pick<JobQueue, 'startTracked'>;
  job: TrackedJob<OrdersExportJobData>;
  /** The signed-in user's locations (from the session). */
  authorised: readonly number[];
  idempotencyKey: string | undefined;
}

/**
 * `GET /orders/export` (lead and above): refuses now, with nothing queued, locations that are not
 * the user's or not catering or K-12 (orders-export-locations.ts), then starts the
 * `orders-export` run and answers it (202) for the screen to poll `GET /jobs/{id}`. The same
 * `Idempotency-Key` with the same query answers the run it started first.
 */
export async function startOrdersExport(
  options: StartOrdersExportOptions,
  query: OrdersExportQuery,
): Promise<JobRun> {
  const { ctx } = options;
  const locations = await authorisedExportLocations({
    db: options.db,
    activeId: ctx.restaurantId,
    authorised: options.authorised,
    requested: query.locations,
  });
  const selection: OrdersExportSelection = {
    startDate: query.startDate,
    endDate: query.endDate,
    locations: locations.map((location) => location.id),
    includePrices: query.includePrices,
    locale: ctx.locale,
  };
  const data: OrdersExportJobData = {
    selection,
    email: query.email,
    fileName: ordersExportFileName(query.startDate, query.endDate),
  };
  const key = runIdempotencyKey(options.idempotencyKey, canonicalJson(data));
  const run = await options.jobs.startTracked(options.job, {
    restaurantId: ctx.restaurantId,
    userId: ctx.user.id,
    data,
    ...(key ? { idempotencyKey: key } : {}),
  });
  return jobRunView(run, ctx.locale);
}
