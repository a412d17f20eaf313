import { and, eq, sql } from 'drizzle-orm';
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
