import type { SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** The rows of a raw query, on either driver (PGlite and node-postgres both answer `{ rows }`). */
export async function rawRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result: unknown = await tx.execute(query);
  return (result as { rows: T[] }).rows;
}
