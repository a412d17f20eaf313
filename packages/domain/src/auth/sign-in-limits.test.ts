import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PIN_MAX_ATTEMPTS,
  pinAttemptsRemaining,
  SIGN_IN_LOCKOUT_MINUTES,
  SIGN_IN_MAX_FAILURES,
  signInLockout,
} from './sign-in-limits.ts';

const start = Date.parse('2024-06-01T12:00:00Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);

describe('pinAttemptsRemaining', () => {
  it('counts down from 3 and never below zero', () => {
    expect(PIN_MAX_ATTEMPTS).toBe(3);
    expect([0, 1, 2, 3, 4].map(pinAttemptsRemaining)).toEqual([3, 2, 1, 0, 0]);
  });
});

describe('signInLockout', () => {
  const fiveFailures = [0, 1, 2, 3, 4].map(at);

  it('locks for 15 minutes after the fifth failure within 15 minutes', () => {
    expect(signInLockout(fiveFailures.slice(0, 4), at(4))).toBeNull();
    expect(signInLockout(fiveFailures, at(4))).toEqual({
      lockedUntil: at(19),
      minutesRemaining: 15,
    });
    expect(signInLockout(fiveFailures, at(18.5))?.minutesRemaining).toBe(1);
    expect(signInLockout(fiveFailures, at(19))).toBeNull();
  });

  it('does not lock when the failures are spread over more than 15 minutes', () => {
    expect(signInLockout([0, 4, 8, 12, 16].map(at), at(16))).toBeNull();
  });

  it('ignores failures recorded after now', () => {
    expect(signInLockout(fiveFailures, at(3))).toBeNull();
  });

  it('never locks with fewer failures, and always ends within the lockout', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 12 }),
        fc.integer({ min: 0, max: 200 }),
        (minutes, now) => {
          const lockout = signInLockout(minutes.map(at), at(now));
          const past = minutes.filter((m) => m <= now);
          if (past.length < SIGN_IN_MAX_FAILURES) expect(lockout).toBeNull();
          if (lockout) {
            expect(lockout.minutesRemaining).toBeGreaterThan(0);
            expect(lockout.minutesRemaining).toBeLessThanOrEqual(SIGN_IN_LOCKOUT_MINUTES);
          }
        },
      ),
    );
  });
});
