import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type Db as BossDb, type PGliteLike } from 'pg-boss';
import type { Pool } from 'pg';
import type { Database } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { AppError } from '../errors/app-error.ts';
import {
  finishJobRun,
  insertJobRun,
  markJobRunning,
  setJobProgress,
  settleLostRun,
  touchJobRuns,
  type JobRunRow,
  type StoredJobError,
} from './job-runs.repository.ts';
import type { Tx } from '../db/client.ts';
import { RunProgress } from './run-progress.ts';
import type { DelayedJob, ScheduledJob, TrackedJob, TrackedJobContext } from './tracked-job.ts';

/** What pg-boss carries for a tracked job: the run to update and the job's own data. */
interface TrackedPayload {
  runId: number;
  restaurantId: number;
  userId: number | null;
  data: unknown;
}

export interface JobQueueOptions {
  database: Database;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  /**
   * Start at once and run the recurring schedules (the server). Otherwise the queue starts on
   * the first tracked job and runs no schedule (tests: most never start it).
   */
  runSchedules: boolean;
  /** How long `stop()` waits for running jobs before abandoning them. */
  stopTimeoutMs?: number;
  /** How often the runs this process works on write their heartbeat. */
  heartbeatIntervalMs: number;
  /** A running run without a heartbeat for this long lost its process (`settleIfLost`). */
  lostAfterMs: number;
}

/**
 * The app's background jobs, on pg-boss in the app's own database (PGlite or PostgreSQL; its
 * tables live in the `pgboss` schema). Tracked jobs (`register` + `startTracked`) write their
 * progress and outcome to `job_runs`, which `GET /api/jobs/{id}` answers; scheduled jobs
 * (`schedule`) run on a cron in one instance at a time.
 */
export class JobQueue {
  readonly #options: JobQueueOptions;
  readonly #tracked = new Map<string, TrackedJob<never>>();
  readonly #scheduled = new Map<string, ScheduledJob>();
  readonly #delayed = new Map<string, DelayedJob<never>>();
  readonly #workers = new Map<string, string>();
  /** The runs this process is working on now; their heartbeat is written every interval. */
  readonly #live = new Set<number>();
  #heartbeat: NodeJS.Timeout | null = null;
  #boss: PgBoss | null = null;
  #starting: Promise<PgBoss> | null = null;
  #stopped = false;

  constructor(options: JobQueueOptions) {
    this.#options = options;
  }

  /** Adds a kind of tracked job; its worker starts with the queue (or now, if running). */
  register<TData>(job: TrackedJob<TData>): void {
    if (this.#tracked.has(job.kind)) throw new Error(`Job kind ${job.kind} registered twice`);
    this.#tracked.set(job.kind, job);
    if (this.#boss) {
      this.#startWorker(this.#boss, job).catch((error: unknown) =>
        this.#options.log.error({ err: error, kind: job.kind }, 'could not start a job worker'),
      );
    }
  }

  /** Adds a recurring job; scheduled when the queue starts with `runSchedules`. */
  schedule(job: ScheduledJob): void {
    this.#scheduled.set(job.name, job);
  }

  /** Adds a kind of delayed job; its worker starts with the queue (or now, if running). */
  registerDelayed<TData>(job: DelayedJob<TData>): void {
    if (this.#delayed.has(job.name)) throw new Error(`Job ${job.name} registered twice`);
    this.#delayed.set(job.name, job);
    if (this.#boss) {
      this.#startDelayedWorker(this.#boss, job as DelayedJob<never>).catch((error: unknown) =>
        this.#options.log.error({ err: error, name: job.name }, 'could not start a job worker'),
      );
    }
  }

  /** Queues a registered delayed job to run once at `at` (at once when `at` has passed). */
  async sendAt<TData>(job: DelayedJob<TData>, data: TData, at: Date): Promise<void> {
    if (this.#delayed.get(job.name) !== (job as DelayedJob<never>)) {
      throw new Error(`Job ${job.name} is not registered`);
    }
    const boss = await this.start();
    await boss.send(job.name, data as object, { startAfter: at });
  }

  /** Starts pg-boss (installing its schema on first use), the workers and the schedules. */
  start(): Promise<PgBoss> {
    if (this.#stopped) return Promise.reject(new Error('The job queue is stopped'));
    this.#starting ??= this.#start().catch((error: unknown) => {
      this.#starting = null;
      throw error;
    });
    return this.#starting;
  }

  /**
   * Starts a tracked job for a location: inserts its run (queued) and queues the work. With an
   * `idempotencyKey`, a second start of the same kind and key answers the first run and queues
   * nothing. Answers the run as stored.
   */
  async startTracked<TData>(
    job: TrackedJob<TData>,
    request: { restaurantId: number; userId: number | null; data: TData; idempotencyKey?: string },
  ): Promise<JobRunRow> {
    if (this.#tracked.get(job.kind) !== (job as TrackedJob<never>)) {
      throw new Error(`Job kind ${job.kind} is not registered`);
    }
    const boss = await this.start();
    const { row, created } = await withTenant(this.#db, request.restaurantId, (tx) =>
      insertJobRun(tx, {
        restaurantId: request.restaurantId,
        kind: job.kind,
        userId: request.userId,
        ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
      }),
    );
    if (!created) return row;
    const payload: TrackedPayload = {
      runId: row.id,
      restaurantId: request.restaurantId,
      userId: request.userId,
      data: request.data,
    };
    try {
      await boss.send(job.kind, payload as unknown as object);
    } catch (error) {
      this.#options.log.error({ err: error, runId: row.id }, 'could not queue a job');
      await withTenant(this.#db, request.restaurantId, (tx) =>
        finishJobRun(tx, row.id, { status: 'failed', error: { code: 'job_failed', params: {} } }),
      );
      throw new AppError('internal_error');
    }
    // Wake this instance's worker now instead of at its next poll.
    const worker = this.#workers.get(job.kind);
    if (worker) boss.notifyWorker(worker);
    return row;
  }

  /**
   * `row`, or marked failed (`job_lost`) when its process is gone: see `settleLostRun`. Runs this
   * process works on are never lost, whatever their heartbeat says (on PGlite a long job
   * transaction holds the one connection, heartbeat included).
   */
  settleIfLost(tx: Tx, row: JobRunRow): Promise<JobRunRow> {
    return settleLostRun(tx, row, {
      lostAfterMs: this.#options.lostAfterMs,
      isLive: (id) => this.#live.has(id),
    });
  }

  /** Stops the workers (waiting for running jobs up to the timeout) and pg-boss. */
  async stop(): Promise<void> {
    this.#stopped = true;
    const boss = this.#starting ? await this.#starting.catch(() => null) : null;
    if (boss) {
      await boss.stop({
        graceful: true,
        close: false,
        timeout: this.#options.stopTimeoutMs ?? 10_000,
      });
    }
    // Abandoned runs stop beating: another instance (or this one restarted) reports them lost.
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }

  get #db() {
    return this.#options.database.db;
  }

  async #start(): Promise<PgBoss> {
    const { database, runSchedules, log } = this.#options;
    const boss = new PgBoss({
      db: bossAdapter(database),
      backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
      schedule: runSchedules,
      supervise: runSchedules,
    });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const job of this.#tracked.values()) await this.#startWorker(boss, job);
    for (const job of this.#scheduled.values()) await this.#startSchedule(boss, job);
    for (const job of this.#delayed.values()) await this.#startDelayedWorker(boss, job);
    this.#boss = boss;
    return boss;
  }

  async #startWorker(boss: PgBoss, job: TrackedJob<never>): Promise<void> {
    // Tracked runs are not retried: a failed import stays failed until someone starts it again.
    await boss.createQueue(job.kind, { retryLimit: 0 });
    const id = await boss.work<TrackedPayload>(job.kind, async ([item]) => {
      if (item) await this.#runTracked(job, item.data);
    });
    this.#workers.set(job.kind, id);
  }

  async #startDelayedWorker(boss: PgBoss, job: DelayedJob<never>): Promise<void> {
    await boss.createQueue(job.name);
    await boss.work<never>(job.name, async ([item]) => {
      if (item) await job.run(this.#options.database, item.data);
    });
  }

  async #startSchedule(boss: PgBoss, job: ScheduledJob): Promise<void> {
    await boss.createQueue(job.name);
    if (this.#options.runSchedules) {
      await boss.schedule(job.name, job.cron, null, { tz: job.timeZone ?? 'UTC' });
    }
    await boss.work(job.name, async () => {
      await job.run(this.#options.database);
    });
  }

  async #runTracked(job: TrackedJob<never>, payload: TrackedPayload): Promise<void> {
    const { runId, restaurantId } = payload;
    const ownTx = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
      withTenant(this.#db, restaurantId, work);
    if (!(await ownTx((tx) => markJobRunning(tx, runId)))) return;
    this.#live.add(runId);
    this.#beat();
    const progress = new RunProgress({
      write: (step) => ownTx((tx) => setJobProgress(tx, runId, step.progress, step.total)),
      holdsTheConnection: this.#options.database.kind === 'pglite',
      log: this.#options.log,
    });
    const context: TrackedJobContext<never> = {
      runId,
      restaurantId,
      userId: payload.userId,
      data: payload.data as never,
      database: this.#options.database,
      tenantTx: (work) => progress.inTransaction(() => ownTx(work)),
      reportProgress: (step, total) => progress.report(step, total),
    };
    try {
      const result = await job.run(context);
      await progress.settle();
      await ownTx((tx) => finishJobRun(tx, runId, { status: 'succeeded', result }));
    } catch (error) {
      await progress.settle();
      const stored: StoredJobError =
        error instanceof AppError
          ? { code: error.code, params: error.params }
          : { code: 'job_failed', params: {} };
      if (!(error instanceof AppError)) {
        this.#options.log.error({ err: error, runId, kind: job.kind }, 'job failed');
      }
      await ownTx((tx) => finishJobRun(tx, runId, { status: 'failed', error: stored }));
    } finally {
      this.#live.delete(runId);
    }
  }

  /** Writes the heartbeat of the live runs every interval while there are any. */
  #beat(): void {
    if (this.#heartbeat) return;
    let writing = false;
    this.#heartbeat = setInterval(() => {
      if (this.#live.size === 0) {
        clearInterval(this.#heartbeat!);
        this.#heartbeat = null;
        return;
      }
      if (writing) return;
      writing = true;
      touchJobRuns(this.#db, [...this.#live])
        .catch((error: unknown) =>
          this.#options.log.warn({ err: error }, 'could not write the job heartbeat'),
        )
        .finally(() => (writing = false));
    }, this.#options.heartbeatIntervalMs);
    this.#heartbeat.unref();
  }
}

/**
 * pg-boss speaks to the app's own connection: PGlite through its adapter (one connection, so
 * its statements queue behind the app's transactions), PostgreSQL through the app's pool, so
 * closing the database closes everything and no second pool is opened.
 */
function bossAdapter(database: Database): BossDb {
  if (database.kind === 'pglite') return fromPglite(database.driver as PGliteLike);
  const pool = database.driver as Pool;
  return {
    executeSql: async (text, values) => pool.query(text, values),
  };
}
