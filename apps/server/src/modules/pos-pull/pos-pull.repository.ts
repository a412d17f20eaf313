import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { jobRuns, restaurants } from '../../db/schema/index.ts';
import type { JobRunRow } from '../../jobs/job-runs.repository.ts';

/** What starting and running a pull reads besides the catalogue and the connection. */
export const posPullRepository = {
  /** The location's latest run of `kind` (the pull's), or null before its first. */
  async latestRun(tx: Tx, restaurantId: number, kind: string): Promise<JobRunRow | null> {
    const [row] = await tx
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.restaurant_id, restaurantId), eq(jobRuns.kind, kind)))
      .orderBy(desc(jobRuns.id))
      .limit(1);
    return row ?? null;
  },

  /** The location's languages (its primary content language first), or null when not found. */
  async locationLocales(tx: Tx, restaurantId: number): Promise<string[] | null> {
    const [location] = await tx
      .select({ locales: restaurants.locales })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId));
    return location?.locales ?? null;
  },
};
