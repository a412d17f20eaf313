import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rateLimitCountersRepository as counters } from '../../src/modules/rate-limits/rate-limit-counters.repository.ts';
import { rateLimitSweepJob } from '../../src/modules/rate-limits/shared-rate-limits.ts';
import { rowsOf, sql } from '../db/database-queries.ts';
import { uniqueSuffix } from '../helpers/fixtures.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const MINUTE = 60_000;

/** The database's rate-limit counters: one window per key, counted atomically, swept when ended. */
describe('rate-limit counters in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  function endWindow(key: string) {
    return database.db.execute(
      sql`update rate_limit_counters set expires_at = now() - interval '1 second' where key = ${key}`,
    );
  }

  it('counts the requests of a key within its window, with the time left', async () => {
    const key = `sign-in-${uniqueSuffix()}`;
    const first = await counters.hit(database.db, key, MINUTE);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(MINUTE);
    expect((await counters.hit(database.db, key, MINUTE)).count).toBe(2);
    expect((await counters.hit(database.db, `other-${key}`, MINUTE)).count).toBe(1);
  });

  it('counts every one of concurrent requests once', async () => {
    const key = `burst-${uniqueSuffix()}`;
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => counters.hit(database.db, key, MINUTE)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('starts a new window at 1 once the last one has ended', async () => {
    const key = `window-${uniqueSuffix()}`;
    await counters.hit(database.db, key, MINUTE);
    await counters.hit(database.db, key, MINUTE);
    await endWindow(key);
    const next = await counters.hit(database.db, key, MINUTE);
    expect(next.count).toBe(1);
    expect(next.ttlMs).toBeGreaterThan(MINUTE / 2);
  });

  it('sweeps the ended windows and keeps the running ones', async () => {
    const ended = `ended-${uniqueSuffix()}`;
    const running = `running-${uniqueSuffix()}`;
    await counters.hit(database.db, ended, MINUTE);
    await counters.hit(database.db, running, MINUTE);
    await endWindow(ended);
    await rateLimitSweepJob.run(database);
    const left = await rowsOf<{ key: string }>(
      database.db,
      sql`select key from rate_limit_counters where key in (${ended}, ${running})`,
    );
    expect(left).toEqual([{ key: running }]);
  });
});
