import { PIN_MAX_ATTEMPTS, pinAttemptsRemaining } from '@app/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { verifySecret } from './secret-hashing.ts';
import { sessionsRepository as sessions } from './sessions.repository.ts';
import { usersRepository } from './users.repository.ts';

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
  const reserved = await sessions.reservePinAttempt(db, sessionId, PIN_MAX_ATTEMPTS);
  if (!reserved) {
    await sessions.revoke(db, sessionId);
    throw new AppError('pin_max_attempts');
  }
  const user = await usersRepository.findPinHash(db, reserved.userId);
  if (!user) throw new AppError('session_timed_out');

  // An account without a PIN has nothing to enter; the check passes as the web app expects.
  if (user.pinHash === null || (await verifySecret(user.pinHash, pin))) {
    if (!(await sessions.markPinEntered(db, sessionId))) throw new AppError('pin_max_attempts');
    return { pin_entered: true };
  }

  const remaining = pinAttemptsRemaining(reserved.attempts);
  if (remaining <= 0) {
    await sessions.revoke(db, sessionId);
    throw new AppError('pin_max_attempts');
  }
  throw new AppError('pin_invalid', { attempts: remaining }, { attempts_remaining: remaining });
}
