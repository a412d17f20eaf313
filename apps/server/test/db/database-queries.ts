import { sql, type SQL } from 'drizzle-orm';
import {
  migrateDatabase,
  openDatabase,
  type Database,
  type Db,
  type Tx,
} from '../../src/db/client.ts';
import { adminUrl, freshDatabaseName } from '../helpers/postgres-databases.ts';

/** Rows of a raw query, on either driver (both answer `{ rows }`). */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** The SQLSTATE of a failed query, looking through Drizzle's wrapping error. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ('code' in current && typeof current.code === 'string') return current.code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** 42501: insufficient privilege, what a row-level security WITH CHECK violation answers. */
export const RLS_VIOLATION = '42501';

/** Resolves to the SQLSTATE the work failed with; fails the test when it succeeds. */
export async function failureOf(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work();
  } catch (error) {
    return sqlState(error) ?? String(error);
  }
  throw new Error('expected the statement to fail, but it succeeded');
}

/** A database with nothing in it yet (no migrations, no demo data), on the driver under test. */
export async function createEmptyDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openDatabase({});
  const { default: pg } = await import('pg');
  const name = freshDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl(databaseUrl) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export { migrateDatabase, sql };
