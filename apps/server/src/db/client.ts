import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import { takeFairTurns } from './fair-turns.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  /** The owner connection: identity, system jobs and migrations. Bypasses row-level security. */
  db: Db;
  /** The raw driver, for tools that need it (pg-boss). */
  driver: unknown;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; `undefined` keeps the database in memory. */
  dataDir?: string | undefined;
  /** A PGlite data-dir dump to start from (tests start from a migrated, seeded template). */
  loadDataDir?: Blob | File | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // JIT off for the app's sessions: its statements are short, and aggregates over `jsonb_array_elements`
    // (estimated at 100 rows per call) cost enough to be JIT-compiled, which took ≈ 0.9 s of a
    // month's orders report that runs in 0.2 s without it (docs/decisions/orders-report.md).
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: '-c jit=off',
    });
    // An idle connection the server ends (a restart, a failover, a database dropped while the pool
    // closes a connection after its idle timeout) is reported as an `error` event on the pool, which
    // drops that connection; the next query opens a new one. Without a listener the event would
    // crash the process.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema }) as unknown as Db;
    // One drizzle handle per pooled connection (the pool reuses them), for tenant transactions.
    const handles = new WeakMap<PoolClient, Db>();
    const handleOf = (client: PoolClient) => {
      let handle = handles.get(client);
      if (!handle) handles.set(client, (handle = drizzle(client, { schema }) as unknown as Db));
      return handle;
    };
    tenantTransactions.set(db, (restaurantId, work) =>
      tenantTransactionOnPool(pool, handleOf, restaurantId, work),
    );
    return { kind: 'postgres', db, driver: pool, close: () => endPool(pool) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  takeFairTurns(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  return { kind: 'pglite', db, driver: client, close: () => client.close() };
}

/**
 * How a database opens a tenant transaction when it can do better than `db.transaction` followed
 * by the tenant settings (tenant.ts): on PostgreSQL, `begin` and the settings in one round trip.
 */
type TenantTransaction = <T>(restaurantId: number, work: (tx: Tx) => Promise<T>) => Promise<T>;
const tenantTransactions = new WeakMap<Db, TenantTransaction>();

export function tenantTransactionOf(db: Db): TenantTransaction | undefined {
  return tenantTransactions.get(db);
}

/**
 * The statement binding a transaction to a location: the tenant id row-level security reads, and
 * the `app_user` role (`set_config('role', …, true)` is `SET LOCAL ROLE`). The id is checked to
 * be a whole number by the callers, so it is written into the statement.
 */
export function bindTenantStatement(restaurantId: number): string {
  return `select set_config('app.restaurant_id', '${restaurantId}', true), set_config('role', 'app_user', true)`;
}

/**
 * A transaction on one pooled connection whose first round trip both begins it and binds it to
 * the location (`restaurantId` is checked to be a whole number by the caller, so it can be
 * written into the statement; a statement without parameters may hold two). A read is then four
 * round trips instead of five (measured under the mixed load: Node, not PostgreSQL, was the
 * bottleneck, and each statement costs a socket write and a turn of the event loop). Commits or
 * rolls back like drizzle's `transaction`, and gives a connection that failed to roll back to the
 * pool as broken.
 */
async function tenantTransactionOnPool<T>(
  pool: Pool,
  handleOf: (client: PoolClient) => Db,
  restaurantId: number,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${bindTenantStatement(restaurantId)}`);
    const result = await work(handleOf(client) as unknown as Tx);
    await client.query('commit');
    return result;
  } catch (error) {
    // Also after a failed begin: the connection goes back to the pool outside any transaction.
    await client.query('rollback').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Ends a pg pool and waits until every connection has really closed. `pool.end()` resolves as soon
 * as it has asked each connection to end; a database dropped WITH (FORCE) right after would kill
 * the still-closing server sessions, whose FATAL then surfaces as an uncaught client error.
 */
async function endPool(pool: Pool): Promise<void> {
  const open = pool.totalCount;
  let removed = 0;
  const allClosed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      removed += 1;
      if (removed >= open) resolve();
    });
  });
  await pool.end();
  await allClosed;
}

/**
 * Tables read and written only on the owner connection, outside any tenant transaction: identity
 * and mail (they span locations), uploaded images (public, shared by locations) and rate-limit
 * counters.
 */
export const ownerOnlyTables = [
  'users',
  'user_restaurants',
  'sessions',
  'password_reset_tokens',
  'signing_keys',
  'mail_outbox',
  'images',
  'rate_limit_counters',
] as const;

/** Applies the checked-in migrations, then the grants the tenant role needs on every table. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
  }
  // One statement per call: PGlite runs `execute` as a prepared statement, which takes only one.
  await database.db.execute(sql`GRANT USAGE ON SCHEMA public TO app_user`);
  await database.db.execute(
    sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO app_user`,
  );
  await database.db.execute(sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO app_user`);
  // The owner-only tables carry no tenant policy: the tenant role gets none of them, so a bug in
  // a tenant route can never read a signing key, a session or a reset link, nor touch an image.
  await database.db.execute(
    sql`REVOKE ALL ON ${sql.raw(ownerOnlyTables.join(', '))} FROM app_user`,
  );
  // Except queueing mail with the change it belongs to (an invoice in the order's transaction):
  // the tenant role may add to the outbox, never read it back.
  await database.db.execute(sql`GRANT INSERT ON mail_outbox TO app_user`);
  // A non-superuser owner must be a member of app_user to SET ROLE to it.
  await database.db.execute(sql`
    DO $$ BEGIN
      IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
        EXECUTE format('GRANT app_user TO %I', current_user);
      END IF;
    END $$;
  `);
}
