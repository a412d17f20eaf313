import { createHash } from 'node:crypto';
import type { Database, Tx } from '../db/client.ts';

/**
 * What a tracked job's worker is given: the run it updates, its location and who started it,
 * the data it was started with, and the database. The run's row (`job_runs`) goes queued →
 * running → succeeded (with what `run` returns as `result`) or failed (with the error).
 */
export interface TrackedJobContext<TData> {
  runId: number;
  restaurantId: number;
  userId: number | null;
  data: TData;
  database: Database;
  /** A transaction bound to the run's location (row-level security on), as routes have. */
  tenantTx<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Records `progress` of `total` on the run, in a transaction of its own so pollers see it at
   * once; also tells the run is alive. Writes closer than 200 ms apart are folded (the latest is
   * written when the interval has passed; the last step at once). It may be called from inside
   * the job's own `tenantTx`: PostgreSQL writes it at once on another connection; on PGlite (one
   * connection, which the open transaction holds) the last step reported is written when that
   * transaction ends. See `RunProgress`.
   */
  reportProgress(progress: number, total?: number): Promise<void>;
}

/**
 * A kind of long operation (CSV import, export, point-of-sale pull…): its pg-boss queue name,
 * which is also `job_runs.kind`, and the work. The work's answer (JSON) becomes the run's result;
 * a throw fails the run (an `AppError` keeps its code and params; anything else is logged and
 * shown as `job_failed`). Tracked jobs are not retried: a failed run stays failed.
 */
export interface TrackedJob<TData = unknown> {
  kind: string;
  run(context: TrackedJobContext<TData>): Promise<unknown>;
}

/** Declares a tracked job; register it with `ctx.jobs.register(job)` when the routes load. */
export function defineTrackedJob<TData>(
  kind: string,
  run: (context: TrackedJobContext<TData>) => Promise<unknown>,
): TrackedJob<TData> {
  return { kind, run };
}

/**
 * Work to run once, at a given time (pg-boss `startAfter`), outside any request: e.g. resuming
 * paused ordering. pg-boss hands each job to one worker of one instance; the work must still be
 * idempotent (a job may be retried after a crash, or sent twice).
 */
export interface DelayedJob<TData> {
  name: string;
  run(database: Database, data: TData): Promise<void>;
}

/** Work on a recurring schedule (pg-boss cron), outside any location: retention, sweeps. */
export interface ScheduledJob {
  name: string;
  /** Five-field cron expression, in `timeZone`. */
  cron: string;
  timeZone?: string;
  run(database: Database): Promise<void>;
}

/**
 * The idempotency key of a run started by a request: the caller's `Idempotency-Key` joined with a
 * digest of what the request asks (`content`), so a retry of the same request finds the run it
 * started first while another request under a reused key starts its own. None without a key.
 */
export function runIdempotencyKey(header: string | undefined, content: string): string | undefined {
  return header ? `${header}:${createHash('sha256').update(content).digest('hex')}` : undefined;
}
