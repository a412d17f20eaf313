import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

export type PasswordResetTokenValues = typeof passwordResetTokens.$inferInsert;
/** reset: asked for by the account's owner; invite: the set-password link of an invitation. */
export type ResetTokenPurpose = 'reset' | 'invite';

/** Queries on the one-time password reset links (stored as hashes). */
export const passwordResetTokensRepository = {
  async insert(db: Db, values: PasswordResetTokenValues): Promise<void> {
    await db.insert(passwordResetTokens).values(values);
  },

  /**
   * The link of `tokenHash` made for `purpose` when it is unused and unexpired at `now`, else
   * `null`: a reset link does not accept an invitation and the other way round.
   */
  async findUsable(
    db: Db,
    tokenHash: string,
    now: Date,
    purpose: ResetTokenPurpose = 'reset',
  ): Promise<{ id: number; userId: number } | null> {
    const [found] = await db
      .select({ id: passwordResetTokens.id, userId: passwordResetTokens.user_id })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.token_hash, tokenHash),
          eq(passwordResetTokens.purpose, purpose),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, now),
        ),
      )
      .limit(1);
    return found ?? null;
  },

  /** Marks the link used, unless another use did first: whether this call claimed it. */
  async claim(db: Db, id: number, at: Date): Promise<boolean> {
    const claimed = await db
      .update(passwordResetTokens)
      .set({ used_at: at })
      .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.used_at)))
      .returning({ id: passwordResetTokens.id });
    return claimed.length > 0;
  },

  /** Voids every unused link of the user. */
  async voidAllOfUser(db: Db, userId: number, at: Date): Promise<void> {
    await db
      .update(passwordResetTokens)
      .set({ used_at: at })
      .where(and(eq(passwordResetTokens.user_id, userId), isNull(passwordResetTokens.used_at)));
  },
};
