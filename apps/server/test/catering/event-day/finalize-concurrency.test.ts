import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { GOOD_CARD, eventDayBed } from './event-day-bed.ts';

/**
 * Two people finalizing the same event at the same moment: each suite's orders and row are
 * locked before anything is settled, so the second reads the suite as the first left it —
 * finalized — and the owner is charged once. PGlite runs one transaction at a time, so this runs
 * on PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('concurrent finalize (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('charges once when two finalize calls with different keys run at once', async () => {
    const day = await eventDayBed(t);
    const suites = await day.assign(0, 1, 2);
    const placed = [];
    for (const suite of suites) {
      const order = await day.order(suite.id, { card: GOOD_CARD });
      await day.accept(order.id);
      await day.dueNow(order.id);
      placed.push(order);
    }
    const [first, second] = await Promise.all([
      day.finalize({ key: 'race-a' }),
      day.finalize({ key: 'race-b', role: 'admin' }),
    ]);
    const reports = [day.report(first), day.report(second)];
    for (const [index, suite] of suites.entries()) {
      const outcomes = reports.map((report) => report.suites[index]!.outcome).sort();
      expect(outcomes, suite.suite.name).toEqual(['already_finalized', 'finalized']);
      const charged = reports.reduce((sum, report) => sum + report.suites[index]!.charged, 0);
      expect(charged).toBe(45.2);
    }
    for (const order of placed) {
      expect(await day.payments(order.id)).toEqual([{ status: 'captured', amount: 45.2 }]);
      expect(await day.ledger(order.id)).toEqual([
        { kind: 'charge', status: 'succeeded', amount: 45.2, reason: null },
      ]);
    }
  });

  it('answers one report to the same key sent twice at once', async () => {
    const day = await eventDayBed(t);
    const [suite] = await day.assign(0);
    const order = await day.order(suite!.id, { card: GOOD_CARD });
    await day.accept(order.id);
    await day.dueNow(order.id);
    const answers = await Promise.all([
      day.finalize({ key: 'same-finalize' }),
      day.finalize({ key: 'same-finalize' }),
    ]);
    const [a, b] = answers.map((answer) => day.report(answer));
    expect(a).toEqual(b);
    expect(a!.suites[0]).toMatchObject({ outcome: 'finalized', charged: 45.2 });
    expect(await day.payments(order.id)).toHaveLength(1);
  });
});
