import { describe, expect, it } from 'vitest';
import { PIN_MAX_ATTEMPTS, pinAttemptsRemaining } from './sign-in-limits.ts';

describe('pinAttemptsRemaining', () => {
  it('counts down from 3 and never below zero', () => {
    expect(PIN_MAX_ATTEMPTS).toBe(3);
    expect([0, 1, 2, 3, 4].map(pinAttemptsRemaining)).toEqual([3, 2, 1, 0, 0]);
  });
});
