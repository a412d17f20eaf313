/** Wrong PINs allowed in one session; the last one signs the user out (spec part 1 §4). */
export const PIN_MAX_ATTEMPTS = 3;

/** Failed sign-ins of one account, within `SIGN_IN_FAILURE_WINDOW_MINUTES`, that lock it. */
export const SIGN_IN_MAX_FAILURES = 5;
/** How far back failed sign-ins are counted. */
export const SIGN_IN_FAILURE_WINDOW_MINUTES = 15;
/**
 * How long an account stays locked after the failure that locked it. While locked, sign-in is
 * refused (`account_locked`) before the password is checked, and those refusals are not
 * counted as failures, so the lock ends on time.
 */
export const SIGN_IN_LOCKOUT_MINUTES = 15;
/** Lifetime of a mailed password-reset link (docs/api.md). */
export const PASSWORD_RESET_TOKEN_MINUTES = 60;

const MINUTE = 60_000;

/** PIN attempts left after `failures` wrong PINs (never below zero). */
export function pinAttemptsRemaining(failures: number): number {
  return Math.max(0, PIN_MAX_ATTEMPTS - Math.max(0, Math.floor(failures)));
}

export interface SignInLockout {
  lockedUntil: Date;
  /** Whole minutes left, rounded up, for the `account_locked` message. */
  minutesRemaining: number;
}

/**
 * Whether an account is locked at `now`, given the times of its failed sign-ins. It is locked
 * for `SIGN_IN_LOCKOUT_MINUTES` from a failure that was the `SIGN_IN_MAX_FAILURES`-th within
 * `SIGN_IN_FAILURE_WINDOW_MINUTES` (that failure included). `null` when not locked.
 */
export function signInLockout(failures: readonly Date[], now: Date): SignInLockout | null {
  const times = failures
    .map((failure) => failure.getTime())
    .filter((time) => !Number.isNaN(time) && time <= now.getTime())
    .sort((a, b) => a - b);
  let lockedUntil = -Infinity;
  for (let i = SIGN_IN_MAX_FAILURES - 1; i < times.length; i++) {
    const time = times[i]!;
    const windowStart = time - SIGN_IN_FAILURE_WINDOW_MINUTES * MINUTE;
    if (times[i - SIGN_IN_MAX_FAILURES + 1]! > windowStart) {
      lockedUntil = Math.max(lockedUntil, time + SIGN_IN_LOCKOUT_MINUTES * MINUTE);
    }
  }
  if (lockedUntil <= now.getTime()) return null;
  return {
    lockedUntil: new Date(lockedUntil),
    minutesRemaining: Math.ceil((lockedUntil - now.getTime()) / MINUTE),
  };
}
