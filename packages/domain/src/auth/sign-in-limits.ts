/** Wrong PINs allowed in one session; the last one signs the user out (spec part 1 §4). */
export const PIN_MAX_ATTEMPTS = 3;

/**
 * Failed sign-ins in a row that lock an account. The server counts them atomically in the
 * users row (`failed_sign_ins`); a success or a password reset starts the count again.
 */
export const SIGN_IN_MAX_FAILURES = 5;
/**
 * How long an account stays locked after the failure that locked it. While locked, sign-in is
 * refused (`account_locked`) before the password is checked, and those refusals are not
 * counted as failures, so the lock ends on time.
 */
export const SIGN_IN_LOCKOUT_MINUTES = 15;
/** Lifetime of a mailed password-reset link (docs/api.md). */
export const PASSWORD_RESET_TOKEN_MINUTES = 60;

/** PIN attempts left after `failures` wrong PINs (never below zero). */
export function pinAttemptsRemaining(failures: number): number {
  return Math.max(0, PIN_MAX_ATTEMPTS - Math.max(0, Math.floor(failures)));
}
