import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { usersRepository } from './users.repository.ts';

/** `account_locked` with the whole minutes left (at least 1). */
export function accountLocked(lockedUntil: Date, now: Date): AppError {
  const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
  return new AppError('account_locked', { minutes });
}

/**
 * Counts one more consecutive failure, in one statement so that parallel attempts all count.
 * A lock that has run out starts the count again. Returns the new lock end when this failure
 * locked the account, else `null`.
 */
export async function recordFailedSignIn(db: Db, userId: number, now: Date): Promise<Date | null> {
  const row = await usersRepository.countFailedSignIn(db, userId, now);
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * A successful sign-in ends the count, unless a lock was set meanwhile by attempts running in
 * parallel (checked in the same statement): then the sign-in is refused like any other during
 * the lock. Returns the lock end when locked, else `null`.
 */
export async function clearFailedSignInsUnlessLocked(
  db: Db,
  userId: number,
  now: Date,
): Promise<Date | null> {
  if (await usersRepository.clearFailedSignInsUnlessLocked(db, userId, now)) return null;
  const row = await usersRepository.findLockedUntil(db, userId);
  return row?.lockedUntil ?? now;
}
