import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

/**
 * The embedded database runs on the server's event loop: between two queued statements the loop
 * must get a turn (to accept connections and read requests), or a queue of waiting requests is
 * worked through without ever letting a new one in (src/db/fair-turns.ts).
 */
describe.runIf(!process.env.DATABASE_URL)('PGlite statements take fair turns', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
  });
  afterAll(() => database.close());

  it('lets the event loop run before a statement, and keeps the order they were asked in', async () => {
    const seen: string[] = [];
    // What is waiting on the event loop (a new connection, a request) when statements are asked.
    setImmediate(() => seen.push('event loop'));
    const first = database.db.execute(sql`select 1`).then(() => seen.push('first'));
    const second = database.db.execute(sql`select 2`).then(() => seen.push('second'));
    await Promise.all([first, second]);
    expect(seen).toEqual(['event loop', 'first', 'second']);
  });

  it('keeps a transaction in one turn and goes on after one fails', async () => {
    const seen: string[] = [];
    const failing = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        setImmediate(() => seen.push('event loop'));
        await tx.execute(sql`select 2`);
        seen.push('transaction');
        throw new Error('refused');
      })
      .catch(() => seen.push('failed'));
    const next = database.db.execute(sql`select 3`).then(() => seen.push('next'));
    await Promise.all([failing, next]);
    expect(seen).toEqual(['transaction', 'failed', 'event loop', 'next']);
  });
});
