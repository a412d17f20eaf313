import type { AppContext } from '../../context/app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { verifySecret } from './secret-hashing.ts';
import {
  accountLocked,
  clearFailedSignInsUnlessLocked,
  recordFailedSignIn,
} from './sign-in-lockout.ts';
import { startSession } from './start-session.ts';
import type { IssuedTokens } from './tokens.ts';
import { findUserByEmail } from './users.repository.ts';

export interface SignInOptions {
  ctx: AppContext;
  email: string;
  password: string;
}

/**
 * Password sign-in. Unknown emails, disabled accounts and wrong passwords all answer
 * `invalid_credentials` after the same argon2 work; a locked account answers `account_locked`
 * even with the right password until the lock runs out.
 */
export async function signIn({ ctx, email, password }: SignInOptions): Promise<IssuedTokens> {
  const { db } = ctx.database;
  const now = new Date();
  const user = await findUserByEmail(db, email);
  if (user?.locked_until && user.locked_until > now) throw accountLocked(user.locked_until, now);

  const passwordMatches = await verifySecret(user?.password_hash, password);
  if (!user || user.disabled || !passwordMatches) {
    if (user && !user.disabled) {
      const lockedUntil = await recordFailedSignIn(db, user.id, now);
      if (lockedUntil) throw accountLocked(lockedUntil, now);
    }
    throw new AppError('invalid_credentials');
  }
  const lockedMeanwhile = await clearFailedSignInsUnlessLocked(db, user.id, now);
  if (lockedMeanwhile) throw accountLocked(lockedMeanwhile, now);
  return startSession(ctx, user, 'password');
}
