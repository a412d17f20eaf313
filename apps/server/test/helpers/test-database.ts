import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { adminUrl, freshDatabaseName } from './postgres-databases.ts';

/**
 * A database of its own for one test file: migrated and holding the demo data set, on PGlite by
 * default or on the PostgreSQL server of DATABASE_URL. `close()` drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dump = new Blob([await readFile(inject('templateDatabase'))]);
    return openDatabase({ loadDataDir: dump });
  }
  const copy = await copyTemplateDatabase(databaseUrl);
  const database = await openDatabase({ databaseUrl: copy.url });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/**
 * A new database on the PostgreSQL server of `databaseUrl`, copied from the migrated, seeded
 * template, for clients of its own (e.g. server processes): its URL, and `drop()` for the end.
 */
export async function copyTemplateDatabase(
  databaseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = freshDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
