import {
  BULK_JOB_THRESHOLD,
  bulkConfirmationWordFor,
  bulkDays,
  isBulkConfirmed,
  validationIssue,
  type BulkActionAnswer,
  type BulkActionRequest,
} from '@app/domain';
import type { OrderContext } from '../../../context/order-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import type { JobQueue } from '../../../jobs/job-queue.ts';
import { runIdempotencyKey, type TrackedJob } from '../../../jobs/tracked-job.ts';
import { canonicalJson } from '../../../lib/idempotency.ts';
import { fieldsError } from '../../../errors/validation-failed.ts';
import type { BulkActionJobData } from './bulk-action.job.ts';
import { planBulkAction } from './plan-bulk-action.ts';
import { runBulkAction } from './run-bulk-action.ts';

export interface BulkActionDeps {
  jobs: Pick<JobQueue, 'startTracked'>;
  job: TrackedJob<BulkActionJobData>;
}

const flagOf = { complete: 'allow_bulk_complete', cancel: 'allow_bulk_cancel' } as const;

/**
 * `POST /orders/bulk-actions` (lead and above, order management or marketplace hub): each action
 * behind its flag (403 `feature_disabled`); a valid date or range (`bulk_date_required`,
 * `date_range_required`); a dry run lists what would change and what is skipped. A run needs the
 * typed confirmation (`bulk_confirmation_required`) and, to cancel, a reason; it answers what was
 * done and refused, or, over `BULK_JOB_THRESHOLD` orders, the tracked job doing it
 * (`Idempotency-Key`: a retry answers the same job).
 */
export async function bulkOrderAction(
  ctx: OrderContext,
  deps: BulkActionDeps,
  request: BulkActionRequest,
  idempotencyKey?: string,
): Promise<BulkActionAnswer> {
  if (!ctx.location.menu_manager_config[flagOf[request.action]]) {
    throw new AppError('feature_disabled');
  }
  const days = bulkDays(request);
  if ('error' in days) throw new AppError(days.error);
  if (!request.dryRun) {
    if (!isBulkConfirmed(request.confirmation)) {
      throw new AppError('bulk_confirmation_required', {
        word: bulkConfirmationWordFor(ctx.locale),
      });
    }
    if (request.action === 'cancel' && !request.reason) {
      throw fieldsError({ reason: validationIssue('required') }, ctx.locale);
    }
  }
  const plan = await planBulkAction(ctx, request.action, days);
  if (request.dryRun) return plan;
  if (plan.changes.length > BULK_JOB_THRESHOLD) {
    const { role, email } = ctx.user;
    const key = runIdempotencyKey(idempotencyKey, canonicalJson(request));
    const run = await deps.jobs.startTracked(deps.job, {
      restaurantId: ctx.restaurantId,
      userId: ctx.user.id,
      data: {
        action: request.action,
        days,
        reason: request.reason,
        user: { email, role },
        locale: ctx.locale,
      },
      ...(key ? { idempotencyKey: key } : {}),
    });
    return { job_id: run.id };
  }
  const ran = await runBulkAction(ctx, {
    action: request.action,
    orders: plan.changes,
    reason: request.reason,
  });
  return { done: ran.done, refused: [...plan.skipped, ...ran.refused] };
}
