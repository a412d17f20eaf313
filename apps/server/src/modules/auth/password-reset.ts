import type { ErrorCode } from '@app/domain';
import type { AppContext } from '../../context/app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  passwordResetTokensRepository as resetTokens,
  type ResetTokenPurpose,
} from './password-reset-tokens.repository.ts';
import { hashResetToken } from './reset-token.ts';
import { hashSecret } from './secret-hashing.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { usersRepository } from './users.repository.ts';

export interface ResetPasswordOptions {
  ctx: AppContext;
  token: string;
  password: string;
}

const refusals: Record<ResetTokenPurpose, ErrorCode> = {
  reset: 'invalid_reset_token',
  invite: 'invalid_invitation_token',
};

/**
 * Sets a new password from a mailed link made for `purpose`. The link works once: claiming it,
 * setting the password, voiding the user's other links, ending every session and clearing any
 * lockout happen in one transaction, so two uses of the same link cannot both succeed.
 */
async function setPasswordFromLink(
  { ctx, token, password }: ResetPasswordOptions,
  purpose: ResetTokenPurpose,
): Promise<void> {
  const { db } = ctx.database;
  const now = new Date();
  const found = await resetTokens.findUsable(db, hashResetToken(token), now, purpose);
  if (!found) throw new AppError(refusals[purpose]);

  const passwordHash = await hashSecret(password);
  await db.transaction(async (tx) => {
    if (!(await resetTokens.claim(tx, found.id, now))) throw new AppError(refusals[purpose]);
    await resetTokens.voidAllOfUser(tx, found.userId, now);
    await usersRepository.setPassword(tx, found.userId, passwordHash);
    await sessionsRepository.revokeAllOfUser(tx, found.userId, now);
  });
}

/** `POST /auth/password-reset`: the link of a password reset request. */
export function resetPassword(options: ResetPasswordOptions): Promise<void> {
  return setPasswordFromLink(options, 'reset');
}

/**
 * `POST /auth/accept-invitation`: the link mailed with a staff invitation sets the first
 * password; the account is active from then on and signs in as usual.
 */
export function acceptInvitation(options: ResetPasswordOptions): Promise<void> {
  return setPasswordFromLink(options, 'invite');
}
