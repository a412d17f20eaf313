import type { AppContext } from '../../context/app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { passwordResetTokensRepository as resetTokens } from './password-reset-tokens.repository.ts';
import { hashResetToken } from './reset-token.ts';
import { hashSecret } from './secret-hashing.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { usersRepository } from './users.repository.ts';

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
  const found = await resetTokens.findUsable(db, hashResetToken(token), now);
  if (!found) throw new AppError('invalid_reset_token');

  const passwordHash = await hashSecret(password);
  await db.transaction(async (tx) => {
    if (!(await resetTokens.claim(tx, found.id, now))) throw new AppError('invalid_reset_token');
    await resetTokens.voidAllOfUser(tx, found.userId, now);
    await usersRepository.setPassword(tx, found.userId, passwordHash);
    await sessionsRepository.revokeAllOfUser(tx, found.userId, now);
  });
}
