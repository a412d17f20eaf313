import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credits } from '../../src/db/schema/index.ts';
import { JobQueue } from '../../src/jobs/job-queue.ts';
import { creditExpiryJob, expireDueCredits } from '../../src/modules/credits/expire-due-credits.ts';
import { isoDateInDays } from '../helpers/order-writes.ts';
import {
  createCreditFixture,
  createOrderingTestbed,
  updateLocationFixture,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { creditCalls, creditState } from './credit-fixtures.ts';

/** The scheduled expiry: credits past their date, in their location's time zone. */
describe('credit expiry job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('expires a credit once its last day has ended where the location is; twice is once', async () => {
    const bed = await createOrderingTestbed(t, { app8_credits: true });
    await updateLocationFixture(t, bed.locationId, { timezone: 'America/Vancouver' });
    for (const [email, expiry_date] of [
      ['due@family.test', '2031-03-14'],
      ['today@family.test', '2031-03-15'],
      ['none@family.test', null],
    ] as const) {
      const credit = await createCreditFixture(t, bed.locationId, { email, balance: 10 });
      await t.database.db.update(credits).set({ expiry_date }).where(eq(credits.id, credit.id));
    }
    // 2031-03-15 06:00 UTC is still the 14th in Vancouver: nothing is due there yet.
    await expireDueCredits(t.database, new Date('2031-03-15T06:00:00Z'));
    expect((await creditState(t, bed.locationId, 'due@family.test'))!.credit.balance).toBe(10);

    const now = new Date('2031-03-15T09:00:00Z');
    expect(await expireDueCredits(t.database, now)).toBeGreaterThanOrEqual(1);
    await expireDueCredits(t.database, now);
    const due = (await creditState(t, bed.locationId, 'due@family.test'))!;
    expect(due.credit.balance).toBe(0);
    expect(due.rows).toMatchObject([
      { kind: 'expire', amount: -10, balance_after: 0, created_by: null },
    ]);
    expect(due.rows).toHaveLength(1);
    for (const email of ['today@family.test', 'none@family.test']) {
      expect((await creditState(t, bed.locationId, email))!.credit.balance).toBe(10);
    }
  });

  it('shows the job’s expiry in the history as done by nobody', async () => {
    const bed = await createOrderingTestbed(t, { app8_credits: true });
    const credit = await createCreditFixture(t, bed.locationId, {
      email: 'old@family.test',
      balance: 4,
    });
    await t.database.db
      .update(credits)
      .set({ expiry_date: isoDateInDays(-2) })
      .where(eq(credits.id, credit.id));
    await expireDueCredits(t.database);
    const [row] = await creditCalls(t, bed).historyOf('old@family.test');
    expect(row).toMatchObject({ kind: 'expire', amount: -4, by: null });
  });

  it('is scheduled hourly when the server runs its schedules', async () => {
    const jobs = new JobQueue({
      database: t.database,
      log: console,
      runSchedules: true,
      ...t.config.jobs,
    });
    jobs.schedule(creditExpiryJob);
    try {
      const boss = await jobs.start();
      const schedules = await boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toContainEqual(['credit-expiry', '5 * * * *']);
    } finally {
      await jobs.stop();
    }
  });
});
