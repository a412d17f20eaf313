import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signingKeys } from '../../db/schema/index.ts';

export type SigningKeyRow = typeof signingKeys.$inferSelect;
export type SigningKeyValues = typeof signingKeys.$inferInsert;

/** Queries on the token-signing key pairs (shared by every instance). */
export const signingKeysRepository = {
  /** Every key pair, newest first. */
  listNewestFirst(db: Db): Promise<SigningKeyRow[]> {
    return db.select().from(signingKeys).orderBy(desc(signingKeys.created_at));
  },

  /** Serialises the creation of the first key pair until the transaction ends. */
  async lockKeyCreation(db: Db): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('signing_keys'))`);
  },

  /** Whether any key pair exists. */
  async any(db: Db): Promise<boolean> {
    const [existing] = await db.select({ kid: signingKeys.kid }).from(signingKeys).limit(1);
    return existing !== undefined;
  },

  async insert(db: Db, values: SigningKeyValues): Promise<void> {
    await db.insert(signingKeys).values(values);
  },
};
