import type { JobRun } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../src/db/schema/index.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { JobQueue } from '../../src/jobs/job-queue.ts';
import { defineTrackedJob } from '../../src/jobs/tracked-job.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestbed, type ApiCaller, type Testbed } from '../helpers/catalogue-fixtures.ts';
import { jobRunWhen } from '../helpers/job-run.ts';

interface Gate {
  open(): void;
  wait: Promise<void>;
}
function gate(): Gate {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { open, wait };
}

/** A job whose steps the test releases one by one. */
const steps = { reached: gate(), release: gate() };
const countJob = defineTrackedJob<{ total: number }>('test-count', async (job) => {
  await job.reportProgress(1, job.data.total);
  steps.reached.open();
  await steps.release.wait;
  return { counted: job.data.total, location: job.restaurantId };
});
/** A job that reports two steps at once, then stops: the second must not be lost to folding. */
const halted = { reached: gate(), release: gate() };
const haltingJob = defineTrackedJob<null>('test-halts', async (job) => {
  await job.reportProgress(1, 10);
  await job.reportProgress(2, 10);
  halted.reached.open();
  await halted.release.wait;
  return null;
});
/** A job reporting progress from inside its own transaction, then waiting outside it. */
const inside = {
  reportedInside: gate(),
  releaseInside: gate(),
  reachedAfter: gate(),
  finish: gate(),
};
const transactionJob = defineTrackedJob<null>('test-in-transaction', async (job) => {
  await job.tenantTx(async () => {
    await job.reportProgress(2, 4);
    inside.reportedInside.open();
    await inside.releaseInside.wait;
  });
  inside.reachedAfter.open();
  await inside.finish.wait;
  return null;
});
const refusedJob = defineTrackedJob<null>('test-refused', async () => {
  throw new AppError('feature_disabled');
});
const crashingJob = defineTrackedJob<null>('test-crash', async () => {
  throw new Error('disk on fire at /var/secret');
});
/** A job worked by another instance (a second queue on the same database). */
const elsewhere = { reached: gate(), release: gate() };
const otherInstanceJob = defineTrackedJob<null>('test-other-instance', async () => {
  elsewhere.reached.open();
  await elsewhere.release.wait;
  return null;
});

describe('tracked jobs and GET /api/jobs/{id}', () => {
  let t: TestApp;
  let bed: Testbed;
  let member: ApiCaller;

  const poll = (id: number, until: (run: JobRun) => boolean) =>
    jobRunWhen(() => member('GET', `/api/jobs/${id}`), until);

  beforeAll(async () => {
    // Heartbeats every 100 ms, lost after 1.5 s without one: the real rule, on a short clock.
    t = await buildTestApp({
      env: { JOB_HEARTBEAT_INTERVAL_MS: '100', JOB_LOST_AFTER_MS: '1500' },
    });
    t.app.ctx.jobs.register(countJob);
    t.app.ctx.jobs.register(refusedJob);
    t.app.ctx.jobs.register(crashingJob);
    t.app.ctx.jobs.register(transactionJob);
    t.app.ctx.jobs.register(haltingJob);
    bed = await createTestbed(t);
    member = await bed.as('member');
  });
  afterAll(async () => {
    steps.release.open();
    inside.releaseInside.open();
    inside.finish.open();
    halted.release.open();
    await t.close();
  });

  it('goes queued → running (with progress) → succeeded (with its result)', async () => {
    const run = await t.app.ctx.jobs.startTracked(countJob, {
      restaurantId: bed.locationId,
      userId: null,
      data: { total: 3 },
    });
    expect(run.status).toBe('queued');
    await steps.reached.wait;
    const running = await poll(run.id, (r) => r.status === 'running');
    expect(running).toMatchObject({ kind: 'test-count', progress: 1, total: 3, result: null });
    expect(running.started_at).not.toBeNull();
    steps.release.open();
    const done = await poll(run.id, (r) => r.status === 'succeeded');
    expect(done).toMatchObject({
      progress: 3,
      total: 3,
      result: { counted: 3, location: bed.locationId },
      error: null,
    });
    expect(done.finished_at).not.toBeNull();
  });

  it('shows the step a run stops at, even when reported right after another', async () => {
    const run = await t.app.ctx.jobs.startTracked(haltingJob, {
      restaurantId: bed.locationId,
      userId: null,
      data: null,
    });
    await halted.reached.wait;
    expect(await poll(run.id, (r) => r.progress === 2)).toMatchObject({
      status: 'running',
      total: 10,
    });
    halted.release.open();
    await poll(run.id, (r) => r.status === 'succeeded');
  });

  it("keeps progress reported inside the job's own transaction (seen at once on PostgreSQL)", async () => {
    const run = await t.app.ctx.jobs.startTracked(transactionJob, {
      restaurantId: bed.locationId,
      userId: null,
      data: null,
    });
    await inside.reportedInside.wait;
    // PGlite's one connection is held by the open transaction: nobody can read before it ends.
    if (t.database.kind === 'postgres') {
      const during = await poll(run.id, (r) => r.progress === 2);
      expect(during).toMatchObject({ status: 'running', progress: 2, total: 4 });
    }
    inside.releaseInside.open();
    await inside.reachedAfter.wait;
    const after = await poll(run.id, (r) => r.progress === 2);
    expect(after).toMatchObject({ status: 'running', progress: 2, total: 4 });
    inside.finish.open();
    await poll(run.id, (r) => r.status === 'succeeded');
  });

  it('ends failed with the error, localised; an unexpected error tells nothing of its inside', async () => {
    const refused = await t.app.ctx.jobs.startTracked(refusedJob, {
      restaurantId: bed.locationId,
      userId: null,
      data: null,
    });
    const failed = await poll(refused.id, (r) => r.status === 'failed');
    expect(failed.error).toEqual({
      code: 'feature_disabled',
      message: 'This feature is not enabled for this location.',
    });

    const crashed = await t.app.ctx.jobs.startTracked(crashingJob, {
      restaurantId: bed.locationId,
      userId: null,
      data: null,
    });
    const run = await poll(crashed.id, (r) => r.status === 'failed');
    expect(run.error).toEqual({
      code: 'job_failed',
      message: 'The job stopped because of an unexpected error. Nothing was changed.',
    });
    const french = (
      await member('GET', `/api/jobs/${crashed.id}`, undefined, 'fr-CA')
    ).json<JobRun>();
    expect(french.error?.message).toBe(
      'La tâche s’est arrêtée en raison d’une erreur inattendue. Rien n’a été modifié.',
    );
    expect(JSON.stringify(french)).not.toContain('secret');
  });

  it('starts a run once per idempotency key', async () => {
    const request = {
      restaurantId: bed.locationId,
      userId: null,
      data: null,
      idempotencyKey: 'same-key',
    };
    const first = await t.app.ctx.jobs.startTracked(refusedJob, request);
    const second = await t.app.ctx.jobs.startTracked(refusedJob, request);
    expect(second.id).toBe(first.id);
  });

  it('answers a running run whose process stopped (no heartbeat) as failed: nothing was changed', async () => {
    const [row] = await t.database.db
      .insert(jobRuns)
      .values({
        restaurant_id: bed.locationId,
        kind: 'test-count',
        status: 'running',
        started_at: new Date(Date.now() - 3_600_000),
        heartbeat_at: new Date(Date.now() - 3_600_000),
      })
      .returning();
    const lost = (await member('GET', `/api/jobs/${row!.id}`)).json<JobRun>();
    expect(lost).toMatchObject({
      status: 'failed',
      error: {
        code: 'job_lost',
        message: 'The job stopped because its server stopped. Nothing was changed; start it again.',
      },
    });
    expect(lost.finished_at).not.toBeNull();
    const french = (await member('GET', `/api/jobs/${row!.id}`, undefined, 'fr-CA')).json<JobRun>();
    expect(french.error?.message).toBe(
      'La tâche s’est arrêtée parce que son serveur s’est arrêté. Rien n’a été modifié; relancez-la.',
    );
  });

  it('leaves a queued run to whichever instance takes it, for 15 minutes', async () => {
    const queued = async (minutesAgo: number) => {
      const [row] = await t.database.db
        .insert(jobRuns)
        .values({
          restaurant_id: bed.locationId,
          kind: 'test-count',
          status: 'queued',
          updated_at: new Date(Date.now() - minutesAgo * 60_000),
        })
        .returning();
      return (await member('GET', `/api/jobs/${row!.id}`)).json<JobRun>();
    };
    expect(await queued(1)).toMatchObject({ status: 'queued', error: null });
    expect(await queued(16)).toMatchObject({ status: 'failed', error: { code: 'job_lost' } });
  });

  it("never takes another instance's live run for lost, however long it runs", async () => {
    const other = new JobQueue({
      database: t.database,
      log: console,
      runSchedules: false,
      ...t.config.jobs,
    });
    other.register(otherInstanceJob);
    try {
      const run = await other.startTracked(otherInstanceJob, {
        restaurantId: bed.locationId,
        userId: null,
        data: null,
      });
      await elsewhere.reached.wait;
      // Wait until the run has been working for longer than the threshold, its heartbeat going on.
      for (let beats = 0; ; beats += 1) {
        const [row] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.id, run.id));
        const beating = row!.heartbeat_at!.getTime() - row!.started_at!.getTime();
        if (beating > t.config.jobs.lostAfterMs) break;
        if (beats > 600) throw new Error('the other instance wrote no heartbeat');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect((await member('GET', `/api/jobs/${run.id}`)).json<JobRun>()).toMatchObject({
        status: 'running',
        error: null,
      });
      elsewhere.release.open();
      await poll(run.id, (r) => r.status === 'succeeded');
    } finally {
      elsewhere.release.open();
      await other.stop();
    }
  });

  it('does not show a run to another location, nor an unknown one', async () => {
    const run = await t.app.ctx.jobs.startTracked(refusedJob, {
      restaurantId: bed.locationId,
      userId: null,
      data: null,
    });
    const elsewhere = await bed.as('member', bed.otherLocationId);
    const res = await elsewhere('GET', `/api/jobs/${run.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'job_not_found', message: 'This job was not found.' });
    expect((await member('GET', '/api/jobs/2147483000')).statusCode).toBe(404);
  });
});
