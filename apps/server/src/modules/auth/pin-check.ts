import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { PIN_MAX_ATTEMPTS, pinAttemptsRemaining } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { revokeSession } from './logout.ts';
import { verifySecret } from './secret-hashing.ts';

export interface CheckPinOptions {
  db: Db;
  sessionId: string;
  pin: string | null | undefined;
}

/**
 * Checks a staff member's PIN against its argon2id hash and marks the session as PIN-entered.
 * Each check first reserves one attempt in a single conditional update of the live session, so
 * parallel guesses cannot get past the limit: once PIN_MAX_ATTEMPTS are used, no PIN is verified
 * any more and the session is revoked (`pin_max_attempts`). A right PIN gives its attempt back.
 */
export async function checkPin({
  db,
  sessionId,
  pin,
}: CheckPinOptions): Promise<{ pin_entered: true }> {
  if (!pin) throw new AppError('pin_missing');
  const live = and(eq(sessions.id, sessionId), isNull(sessions.revoked_at));
  const [reserved] = await db
    .update(sessions)
    .set({ pin_failed_attempts: sql`${sessions.pin_failed_attempts} + 1` })
    .where(and(live, lt(sessions.pin_failed_attempts, PIN_MAX_ATTEMPTS)))
    .returning({ attempts: sessions.pin_failed_attempts, userId: sessions.user_id });
  if (!reserved) {
    await revokeSession(db, sessionId);
    throw new AppError('pin_max_attempts');
  }
  const [user] = await db
    .select({ pinHash: users.pin_hash })
    .from(users)
    .where(eq(users.id, reserved.userId))
    .limit(1);
  if (!user) throw new AppError('session_timed_out');

  // An account without a PIN has nothing to enter; the check passes as the web app expects.
  if (user.pinHash === null || (await verifySecret(user.pinHash, pin))) {
    const [entered] = await db
      .update(sessions)
      .set({ pin_entered_at: new Date(), pin_failed_attempts: 0 })
      .where(live)
      .returning({ id: sessions.id });
    if (!entered) throw new AppError('pin_max_attempts');
    return { pin_entered: true };
  }

  const remaining = pinAttemptsRemaining(reserved.attempts);
  if (remaining <= 0) {
    await revokeSession(db, sessionId);
    throw new AppError('pin_max_attempts');
  }
  throw new AppError('pin_invalid', { attempts: remaining }, { attempts_remaining: remaining });
}
