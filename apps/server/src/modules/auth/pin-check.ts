import { eq, sql } from 'drizzle-orm';
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
 * Wrong PINs count per session; the last allowed failure revokes the session
 * (`pin_max_attempts`), earlier ones answer `pin_invalid` with the attempts remaining.
 */
export async function checkPin({
  db,
  sessionId,
  pin,
}: CheckPinOptions): Promise<{ pin_entered: true }> {
  if (!pin) throw new AppError('pin_missing');
  const [row] = await db
    .select({ pinHash: users.pin_hash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) throw new AppError('session_timed_out');

  // An account without a PIN has nothing to enter; the check passes as the web app expects.
  if (row.pinHash === null || (await verifySecret(row.pinHash, pin))) {
    await db
      .update(sessions)
      .set({ pin_entered_at: new Date(), pin_failed_attempts: 0 })
      .where(eq(sessions.id, sessionId));
    return { pin_entered: true };
  }

  const [counted] = await db
    .update(sessions)
    .set({ pin_failed_attempts: sql`${sessions.pin_failed_attempts} + 1` })
    .where(eq(sessions.id, sessionId))
    .returning({ attempts: sessions.pin_failed_attempts });
  const remaining = pinAttemptsRemaining(counted?.attempts ?? PIN_MAX_ATTEMPTS);
  if (remaining <= 0) {
    await revokeSession(db, sessionId);
    throw new AppError('pin_max_attempts');
  }
  throw new AppError('pin_invalid', { attempts: remaining }, { attempts_remaining: remaining });
}
