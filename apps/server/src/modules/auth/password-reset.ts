import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { hashResetToken } from './reset-token.ts';
import { hashSecret } from './secret-hashing.ts';

export interface ResetPasswordOptions {
  ctx: AppContext;
  token: string;
  password: string;
}

/**
 * Sets a new password from a mailed link. The link works once: claiming it, setting the
 * password, voiding the user's other links, ending every session and clearing any lockout
 * happen in one transaction, so two uses of the same link cannot both succeed.
 */
export async function resetPassword({ ctx, token, password }: ResetPasswordOptions): Promise<void> {
  const { db } = ctx.database;
  const now = new Date();
  const tokenHash = hashResetToken(token);
  const [found] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.user_id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.token_hash, tokenHash),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, now),
      ),
    )
    .limit(1);
  if (!found) throw new AppError('invalid_reset_token');

  const passwordHash = await hashSecret(password);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ used_at: now })
      .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.used_at)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw new AppError('invalid_reset_token');
    await tx
      .update(passwordResetTokens)
      .set({ used_at: now })
      .where(
        and(eq(passwordResetTokens.user_id, found.userId), isNull(passwordResetTokens.used_at)),
      );
    await tx
      .update(users)
      .set({ password_hash: passwordHash, failed_sign_ins: 0, locked_until: null })
      .where(eq(users.id, found.userId));
    await tx
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.user_id, found.userId), isNull(sessions.revoked_at)));
  });
}
