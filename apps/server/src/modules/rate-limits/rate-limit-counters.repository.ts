import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters as counters } from '../../db/schema/index.ts';

/** The `rate_limit_counters` table (owner connection). Times are the database's clock. */
export const rateLimitCountersRepository = {
  /**
   * Counts one request of `key` in one statement (concurrent requests, on any instance, each
   * count once): a new key, or one whose window has ended, starts a window of `windowMs` at 1.
   * Answers the count so far in the window and the milliseconds until it ends.
   */
  async hit(db: Db, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
    const ended = sql`${counters.expires_at} <= now()`;
    const [row] = await db
      .insert(counters)
      .values({
        key,
        count: 1,
        expires_at: sql`now() + make_interval(secs => ${windowMs / 1000})`,
      })
      .onConflictDoUpdate({
        target: counters.key,
        set: {
          count: sql`case when ${ended} then 1 else ${counters.count} + 1 end`,
          expires_at: sql`case when ${ended} then excluded.expires_at else ${counters.expires_at} end`,
        },
      })
      .returning({
        count: counters.count,
        ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${counters.expires_at} - now()) * 1000))::int`,
      });
    return row!;
  },

  /** Deletes the counters whose window has ended; answers how many went. */
  async deleteExpired(db: Db): Promise<number> {
    const deleted = await db
      .delete(counters)
      .where(lte(counters.expires_at, sql`now()`))
      .returning({ key: counters.key });
    return deleted.length;
  },
};
