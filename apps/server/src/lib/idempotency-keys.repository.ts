import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

export type IdempotencyKeyValues = Pick<
  typeof idempotencyKeys.$inferInsert,
  'restaurant_id' | 'key' | 'route' | 'request_hash'
>;

/** Queries on `Idempotency-Key` claims and their stored answers (idempotency.ts). */
export const idempotencyKeysRepository = {
  /**
   * Bounds how long a statement waits on a lock, until `resetLockTimeout` or the transaction's
   * end.
   */
  async setLockTimeout(tx: Tx, ms: number): Promise<void> {
    await tx.execute(sql.raw(`set local lock_timeout = ${ms}`));
  },

  async resetLockTimeout(tx: Tx): Promise<void> {
    await tx.execute(sql`set local lock_timeout = default`);
  },

  /**
   * Inserts the key; false when it exists. A concurrent first request's uncommitted key makes this
   * wait for that transaction (bounded by the lock timeout).
   */
  async insertUnlessExists(tx: Tx, values: IdempotencyKeyValues): Promise<boolean> {
    const rows = await tx
      .insert(idempotencyKeys)
      .values(values)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  },

  /** The key's request hash and stored answer, or `null`. */
  async find(tx: Tx, restaurantId: number, key: string) {
    const [row] = await tx
      .select({
        request_hash: idempotencyKeys.request_hash,
        response_status: idempotencyKeys.response_status,
        response_body: idempotencyKeys.response_body,
      })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.restaurant_id, restaurantId), eq(idempotencyKeys.key, key)))
      .limit(1);
    return row ?? null;
  },

  async storeAnswer(
    tx: Tx,
    restaurantId: number,
    key: string,
    answer: { status: number; body: unknown },
  ): Promise<void> {
    await tx
      .update(idempotencyKeys)
      .set({ response_status: answer.status, response_body: answer.body })
      .where(and(eq(idempotencyKeys.restaurant_id, restaurantId), eq(idempotencyKeys.key, key)));
  },
};
