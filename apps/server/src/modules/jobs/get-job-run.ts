import {
  errorMessage,
  isErrorCode,
  type JobRun,
  type JobRunStatus,
  type Locale,
} from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { findJobRun, readStoredJobError, type JobRunRow } from '../../jobs/job-runs.repository.ts';

/**
 * One run of the active location, with a failed run's reason in the caller's language; a lost
 * run is answered failed (`JobQueue.settleIfLost`).
 */
export async function getJobRun(
  context: {
    restaurantId: number;
    tenantTx: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
    locale: Locale;
  },
  jobs: Pick<JobQueue, 'settleIfLost'>,
  id: number,
): Promise<JobRun> {
  const row = await context.tenantTx(async (tx) => {
    const found = await findJobRun(tx, context.restaurantId, id);
    return found && jobs.settleIfLost(tx, found);
  });
  if (!row) throw new AppError('job_not_found');
  return jobRunView(row, context.locale);
}

/**
 * A run as the API answers it (`ZJobRun`): `GET /jobs/{id}`, and the routes that start one
 * (they answer the run at once for the screen to poll).
 */
export function jobRunView(row: JobRunRow, locale: Locale): JobRun {
  const stored = readStoredJobError(row.error);
  const code = stored && isErrorCode(stored.code) ? stored.code : 'job_failed';
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobRunStatus,
    progress: row.progress,
    total: row.total,
    result: row.result ?? null,
    error: stored ? { code, message: errorMessage(code, locale, stored.params) } : null,
    created_at: row.created_at.toISOString(),
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}
