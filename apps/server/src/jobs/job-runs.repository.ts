import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
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
    .set({ status: 'running', started_at: sql`now()`, updated_at: sql`now()` })
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

/**
 * A queued or running run not heard from for this long is lost: its worker stopped (a restart,
 * a crash) and tracked runs are not retried. Every write of a run (start, progress) is heard
 * from; the jobs write in one transaction, so a lost run changed nothing.
 */
export const LOST_RUN_AFTER_MS = 15 * 60_000;

/**
 * `row` as it stands: a lost run (see `LOST_RUN_AFTER_MS`) is marked failed (`job_failed`)
 * first, so nobody waits for it forever and a new run of its kind may start.
 */
export async function settleLostRun(tx: Tx, row: JobRunRow): Promise<JobRunRow> {
  if (row.status !== 'queued' && row.status !== 'running') return row;
  const [failed] = await tx
    .update(jobRuns)
    .set({
      status: 'failed',
      error: JSON.stringify({ code: 'job_failed', params: {} } satisfies StoredJobError),
      finished_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(jobRuns.id, row.id),
        inArray(jobRuns.status, ['queued', 'running']),
        lt(jobRuns.updated_at, sql`now() - make_interval(secs => ${LOST_RUN_AFTER_MS / 1000})`),
      ),
    )
    .returning();
  return failed ?? row;
}
