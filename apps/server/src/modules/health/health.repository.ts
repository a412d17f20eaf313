import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The readiness probe's query. */
export const healthRepository = {
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  async ping(db: Db): Promise<void> {
    await db.execute(sql`select 1`);
  },
};
