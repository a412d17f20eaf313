import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { adminUrl, freshDatabaseName } from './postgres-databases.ts';

/** A test database; `url` is its connection string on PostgreSQL (for a server in another process). */
export type TestDatabase = Database & { url?: string };

/**
 * A database of its own for one test file: migrated and holding the demo data set, on PGlite by
 * default or on the PostgreSQL server of DATABASE_URL. `close()` drops it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase');
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dump = new Blob([await readFile(template)]);
    return openDatabase({ loadDataDir: dump });
  }
  const { default: pg } = await import('pg');
  const name = freshDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
