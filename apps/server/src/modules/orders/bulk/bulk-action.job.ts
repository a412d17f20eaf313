import type { BulkAction, BulkDays, BulkRunAnswer, Locale, Role } from '@app/domain';
import { AppError } from '../../../errors/app-error.ts';
import { defineTrackedJob, type TrackedJob } from '../../../jobs/tracked-job.ts';
import type { OrderContext } from '../../../context/order-context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { bulkActionResultMail } from '../../mail/templates/bulk-action-result.ts';
import { toLocation } from '../../restaurants/location-response.ts';
import { bulkOrdersRepository } from './bulk-orders.repository.ts';
import { planBulkAction } from './plan-bulk-action.ts';
import { runBulkAction } from './run-bulk-action.ts';

/** What a background bulk action is started with. */
export interface BulkActionJobData {
  action: BulkAction;
  days: BulkDays;
  reason?: string | undefined;
  user: { email: string; role: Role };
  /** The language of the request that started it: the result's mail is written in it. */
  locale: Locale;
}

export const BULK_ACTION_JOB_KIND = 'bulk-order-action';

/**
 * A bulk action too large to answer in one request (`BULK_JOB_THRESHOLD`): plans again when it
 * runs (orders may have moved since the request), changes each order as `runBulkAction` does,
 * reporting progress per order, then mails the result to whoever started it, through the outbox.
 * Answers the `BulkRunAnswer` (`GET /jobs/{id}` → `result`).
 */
export function bulkActionJob(mailer: Mailer): TrackedJob<BulkActionJobData> {
  return defineTrackedJob<BulkActionJobData>(BULK_ACTION_JOB_KIND, async (job) => {
    const { data } = job;
    if (job.userId === null) throw new Error('A bulk action is started by a signed-in user');
    const row = await job.tenantTx((tx) => bulkOrdersRepository.location(tx, job.restaurantId));
    if (!row) throw new AppError('tenant_not_recognized');
    const ctx: OrderContext = {
      restaurantId: job.restaurantId,
      user: { id: job.userId, ...data.user },
      locale: data.locale,
      location: toLocation(row),
      tenantTx: (work) => job.tenantTx(work),
    };
    const plan = await planBulkAction(ctx, data.action, data.days);
    await job.reportProgress(0, plan.changes.length);
    const ran = await runBulkAction(ctx, {
      action: data.action,
      orders: plan.changes,
      reason: data.reason,
      onProgress: (done, total) => job.reportProgress(done, total),
    });
    const result: BulkRunAnswer = { done: ran.done, refused: [...plan.skipped, ...ran.refused] };
    await mailer.send(
      bulkActionResultMail({
        to: data.user.email,
        locale: data.locale,
        action: data.action,
        days: data.days,
        locationName: row.name,
        result,
      }),
    );
    return result;
  });
}
