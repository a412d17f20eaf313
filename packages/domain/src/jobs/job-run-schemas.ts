import { z } from 'zod';

/**
 * A long operation run in the background (import, export, point-of-sale pull…), as
 * `GET /api/jobs/{id}` answers it for the web to poll: queued → running → succeeded | failed.
 * `progress` of `total` (null while unknown); `result` is the job's own answer once it succeeded;
 * `error` the localised reason once it failed.
 */
export const jobRunStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export const ZJobRunStatus = z.enum(jobRunStatuses);
export type JobRunStatus = z.infer<typeof ZJobRunStatus>;

export const ZJobRun = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: ZJobRunStatus,
  progress: z.number().int(),
  total: z.number().int().nullable(),
  result: z.unknown(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type JobRun = z.infer<typeof ZJobRun>;

/** Whether a run has ended (the web stops polling). */
export function isJobRunFinished(status: JobRunStatus): boolean {
  return status === 'succeeded' || status === 'failed';
}
