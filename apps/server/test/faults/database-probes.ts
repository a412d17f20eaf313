import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * The advisory lock a gate trigger waits on. A test holds it (`closeGate`) so that a write of
 * the server stops at a chosen row, in the middle of its transaction, until the test releases
 * it: "in the middle" is then a state to wait for (`waitingAtGate`), never a sleep.
 */
const GATE_KEY = 4242;

export interface Gate {
  release(): Promise<void>;
}

/** Takes the gate's lock on a connection of its own (a session lock lives with its connection). */
export async function closeGate(databaseUrl: string): Promise<Gate> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [GATE_KEY]);
  return {
    async release() {
      await client.query('select pg_advisory_unlock($1)', [GATE_KEY]);
      await client.end();
    },
  };
}

/**
 * A trigger on `table` making the row that matches `condition` (SQL over `new`) wait for the
 * gate inside the writer's transaction; the rows before it are written (not committed).
 */
export async function installGate(db: Db, table: string, condition: string): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function fault_gate() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${GATE_KEY}); return new; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger fault_gate before insert or update on ${table} for each row
      when (${condition}) execute function fault_gate()`),
  );
}

export async function removeGate(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`drop trigger if exists fault_gate on ${table}`));
}

/** Whether a writer is waiting at the gate. */
export async function waitingAtGate(db: Db): Promise<boolean> {
  const [row] = await rowsOf<{ waiting: number }>(
    db,
    sql`select count(*)::int as waiting from pg_locks
        where locktype = 'advisory' and objid = ${GATE_KEY} and not granted`,
  );
  return (row?.waiting ?? 0) > 0;
}

/** How many database connections named `name` (one server process's) are still open. */
export async function openConnections(db: Db, name: string): Promise<number> {
  const [row] = await rowsOf<{ open: number }>(
    db,
    sql`select count(*)::int as open from pg_stat_activity where application_name = ${name}`,
  );
  return row?.open ?? 0;
}

/**
 * Every row the locations hold, table by table (each table with a `restaurant_id`, but the runs
 * and idempotency keys, which record the attempts themselves): how many, and a digest of their
 * exact content, so a row half-written, added or changed shows as a difference.
 */
export async function locationRows(
  db: Db,
  restaurantIds: readonly number[],
): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'restaurant_id'
          and table_name not in ('job_runs', 'idempotency_keys')
        order by table_name`,
  );
  const ids = sql`(select value::int from jsonb_array_elements_text(${JSON.stringify(restaurantIds)}::jsonb))`;
  const snapshot: Record<string, { rows: number; digest: string }> = {};
  for (const { table_name: table } of tables) {
    const [found] = await rowsOf<{ rows: number; digest: string }>(
      db,
      sql`
      select count(*)::int as rows,
        coalesce(md5(string_agg(to_jsonb(t)::text, ',' order by to_jsonb(t)::text)), '') as digest
      from ${sql.identifier(table)} t where restaurant_id in ${ids}`,
    );
    snapshot[table] = found!;
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots, with their row counts before → after. */
export function changedTables(
  before: Record<string, { rows: number; digest: string }>,
  after: Record<string, { rows: number; digest: string }>,
): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const [table, was] of Object.entries(before)) {
    const now = after[table];
    if (now?.digest !== was.digest) changed[table] = `${was.rows} → ${now?.rows ?? 'gone'}`;
  }
  return changed;
}
