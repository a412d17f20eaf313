import { and, eq, sql } from 'drizzle-orm';
import { SIGN_IN_LOCKOUT_MINUTES, SIGN_IN_MAX_FAILURES } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';

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
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`(${users.locked_until} is not null and ${users.locked_until} <= ${at})`;
  const count = sql`(case when ${expired} then 1 else ${users.failed_sign_ins} + 1 end)`;
  const [row] = await db
    .update(users)
    .set({
      failed_sign_ins: sql`${count}`,
      locked_until: sql`case
        when ${count} >= ${SIGN_IN_MAX_FAILURES} then ${at} + make_interval(mins => ${SIGN_IN_LOCKOUT_MINUTES})
        when ${expired} then null
        else ${users.locked_until} end`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.locked_until });
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
  const at = sql`${now.toISOString()}::timestamptz`;
  const [cleared] = await db
    .update(users)
    .set({ failed_sign_ins: 0, locked_until: null })
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.locked_until} is null or ${users.locked_until} <= ${at})`,
      ),
    )
    .returning({ id: users.id });
  if (cleared) return null;
  const [row] = await db
    .select({ lockedUntil: users.locked_until })
    .from(users)
    .where(eq(users.id, userId));
  return row?.lockedUntil ?? now;
}
