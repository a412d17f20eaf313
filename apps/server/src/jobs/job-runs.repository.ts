import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';

export type JobRunRow = typeof jobRuns.$inferSelect;

/** The stored reason of a failed run: an error code and its message params. */
export interface StoredJobError {
  code: string;
  params: Record<string, string | number>;
}

export async function insertJobRun(
  tx: Tx,
  values: { restaurantId: number; kind: string; userId: number | null; idempotencyKey?: string },
): Promise<{ row: JobRunRow; created: boolean }> {
  const [inserted] = await tx
    .insert(jobRuns)
    .values({
      restaurant_id: values.restaurantId,
      kind: values.kind,
      created_by: values.userId,
      idempotency_key: values.idempotencyKey ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  // Only the idempotency index can conflict: the run started earlier with the same key.
  const [existing] = await tx
    .select()
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.restaurant_id, values.restaurantId),
        eq(jobRuns.kind, values.kind),
        eq(jobRuns.idempotency_key, values.idempotencyKey ?? ''),
      ),
    );
  if (!existing) throw new Error('job run insert conflicted without an existing run');
  return { row: existing, created: false };
}

export async function findJobRun(
  tx: Tx,
  restaurantId: number,
  id: number,
): Promise<JobRunRow | null> {
  const [row] = await tx
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.restaurant_id, restaurantId), eq(jobRuns.id, id)));
  return row ?? null;
}

/** queued → running; false when the run is not queued any more (a redelivered job). */
export async function markJobRunning(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(jobRuns)
    .set({
      status: 'running',
      started_at: sql`now()`,
      heartbeat_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(jobRuns.id, id), eq(jobRuns.status, 'queued')))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

export async function setJobProgress(
  tx: Tx,
  id: number,
  progress: number,
  total: number | undefined,
): Promise<void> {
  await tx
    .update(jobRuns)
    .set({
      progress: Math.max(0, Math.floor(progress)),
      ...(total === undefined ? {} : { total: Math.max(0, Math.floor(total)) }),
      heartbeat_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(jobRuns.id, id));
}

export async function finishJobRun(
  tx: Tx,
  id: number,
  outcome: { status: 'succeeded'; result: unknown } | { status: 'failed'; error: StoredJobError },
): Promise<void> {
  await tx
    .update(jobRuns)
    .set(
      outcome.status === 'succeeded'
        ? {
            status: 'succeeded',
            result: outcome.result ?? null,
            // A finished run is complete whatever the job last reported.
            progress: sql`coalesce(${jobRuns.total}, ${jobRuns.progress})`,
            finished_at: sql`now()`,
            updated_at: sql`now()`,
          }
        : {
            status: 'failed',
            error: JSON.stringify(outcome.error),
            finished_at: sql`now()`,
            updated_at: sql`now()`,
          },
    )
    .where(eq(jobRuns.id, id));
}

export function readStoredJobError(text: string | null): StoredJobError | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<StoredJobError>;
    if (typeof parsed.code === 'string') return { code: parsed.code, params: parsed.params ?? {} };
  } catch {
    // Older or hand-written rows hold a bare code.
  }
  return { code: text, params: {} };
}

/** Tells that the runs `ids` are still being worked on (their process is alive). */
export async function touchJobRuns(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobRuns)
    .set({ heartbeat_at: sql`now()` })
    .where(and(inArray(jobRuns.id, [...ids]), eq(jobRuns.status, 'running')));
}

/**
 * A queued run waits in pg-boss's queue, which outlives any process: whichever instance is up
 * takes it. One still queued after this long will not be taken (its queue entry is gone).
 */
export const QUEUED_RUN_LOST_AFTER_MS = 15 * 60_000;

/** When a run counts as lost: see docs/decisions/jobs.md "Lost runs". */
export interface LostRunRule {
  /** A running run whose last heartbeat is older than this lost its process. */
  lostAfterMs: number;
  /** Runs this process is working on: never lost, whatever their heartbeat says. */
  isLive(id: number): boolean;
}

/**
 * `row` as it stands, or marked failed (`job_lost`: nothing was changed, since every job writes
 * in one transaction) when it is lost: running without a heartbeat for `rule.lostAfterMs` and
 * not one of this process's live runs, or queued for `QUEUED_RUN_LOST_AFTER_MS`. So nobody
 * waits for it forever and a new run of its kind may start. A live run of another instance
 * keeps writing its heartbeat and is never taken for lost.
 */
export async function settleLostRun(tx: Tx, row: JobRunRow, rule: LostRunRule): Promise<JobRunRow> {
  if (row.status !== 'queued' && row.status !== 'running') return row;
  if (rule.isLive(row.id)) return row;
  const silentFor = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;
  const [failed] = await tx
    .update(jobRuns)
    .set({
      status: 'failed',
      error: JSON.stringify({ code: 'job_lost', params: {} } satisfies StoredJobError),
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(jobRuns.id, row.id),
        or(
          and(
            eq(jobRuns.status, 'running'),
            lt(
              sql`coalesce(${jobRuns.heartbeat_at}, ${jobRuns.updated_at})`,
              silentFor(rule.lostAfterMs),
            ),
          ),
          and(
            eq(jobRuns.status, 'queued'),
            lt(jobRuns.updated_at, silentFor(QUEUED_RUN_LOST_AFTER_MS)),
          ),
        ),
      ),
    )
    .returning();
  return failed ?? row;
}
