import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * Refreshes the planner's statistics of `tables` from inside a tenant transaction, right after a
 * bulk insert and before the statements that depend on them: foreign-key checks plan their
 * look-ups on the statistics, and on tables the statistics still think small they scan instead of
 * using the index (20,000 links after 10,000 new items took minutes on PGlite; docs/decisions/catalogue.md
 * "Bench floor"). ANALYZE needs the tables' owner, which the tenant role is not, so the
 * transaction steps back to its session role for these statements only and returns to `app_user`
 * (and its row-level security) before anything else runs. ANALYZE reads no tenant rows into the
 * transaction; it keeps a lock that only another ANALYZE or VACUUM of the table waits for.
 */
export async function analyzeTables(tx: Tx, tables: readonly string[]): Promise<void> {
  await tx.execute(sql`set local role none`);
  try {
    for (const table of tables) await tx.execute(sql`analyze ${sql.identifier(table)}`);
  } finally {
    await tx.execute(sql`select set_config('role', 'app_user', true)`);
  }
}
