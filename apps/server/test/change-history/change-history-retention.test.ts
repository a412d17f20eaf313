import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHistory } from '../../src/db/schema/index.ts';
import { JobQueue } from '../../src/jobs/job-queue.ts';
import {
  changeHistoryRetentionJob,
  purgeChangeHistory,
} from '../../src/modules/change-history/purge-change-history.ts';
import { createLocationFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const DAY_MS = 86_400_000;

describe('change-history retention (30 days)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('deletes the entries older than 30 days of every location and keeps the newer ones', async () => {
    const now = new Date('2031-06-15T12:00:00Z');
    const locations = [
      (await createLocationFixture(t.database.db)).id,
      (await createLocationFixture(t.database.db)).id,
    ];
    const rows = locations.flatMap((restaurantId) =>
      [31, 30.01, 29, 0].map((daysAgo) => ({
        restaurant_id: restaurantId,
        entity: 'menu',
        entity_id: Math.round(daysAgo * 100),
        action: 'update',
        created_at: new Date(now.getTime() - daysAgo * DAY_MS),
      })),
    );
    await t.database.db.insert(changeHistory).values(rows);

    expect(await purgeChangeHistory(t.database.db, now)).toBeGreaterThanOrEqual(4);
    const left = await t.database.db
      .select({ restaurant: changeHistory.restaurant_id, entityId: changeHistory.entity_id })
      .from(changeHistory)
      .where(inArray(changeHistory.restaurant_id, locations));
    expect(left.sort((a, b) => a.restaurant - b.restaurant || a.entityId! - b.entityId!)).toEqual(
      locations.flatMap((restaurant) => [
        { restaurant, entityId: 0 },
        { restaurant, entityId: 2900 },
      ]),
    );
    // Run again: nothing more to delete.
    const again = await t.database.db
      .select({ id: changeHistory.id })
      .from(changeHistory)
      .where(
        and(inArray(changeHistory.restaurant_id, locations), eq(changeHistory.entity, 'menu')),
      );
    expect(await purgeChangeHistory(t.database.db, now)).toBe(0);
    expect(again).toHaveLength(4);
  });

  it('is scheduled daily when the server runs its schedules', async () => {
    const jobs = new JobQueue({
      database: t.database,
      log: console,
      runSchedules: true,
      ...t.config.jobs,
    });
    jobs.schedule(changeHistoryRetentionJob);
    try {
      const boss = await jobs.start();
      const schedules = await boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([
        'change-history-retention',
        '15 3 * * *',
      ]);
    } finally {
      await jobs.stop();
    }
  });
});
