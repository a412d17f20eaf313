import { describe, expect, it } from 'vitest';
import { createEmptyDatabase, rowsOf, sql } from './database-queries.ts';

/**
 * PostgreSQL may end an idle connection at any time (a restart, a failover, an administrator).
 * The server keeps running and the next query opens a new connection.
 */
describe.runIf(process.env.DATABASE_URL)('connections the server ends', () => {
  it('survive: the process does not crash and the next query answers', async () => {
    const database = await createEmptyDatabase();
    try {
      const [first] = await rowsOf<{ pid: number }>(
        database.db,
        sql`select pg_backend_pid() as pid`,
      );
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first!.pid]);
      await admin.end();
      // The pool hears of the ended connection as an error event on its idle client.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [next] = await rowsOf<{ pid: number }>(
        database.db,
        sql`select pg_backend_pid() as pid`,
      );
      expect(next!.pid).not.toBe(first!.pid);
    } finally {
      await database.close();
    }
  });
});
