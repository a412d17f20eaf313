import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSessionValid } from './session-expiry.ts';

const now = new Date('2024-06-01T12:00:00Z');

describe('isSessionValid', () => {
  it('treats a session as expired 60 seconds before its expiry', () => {
    expect(isSessionValid('2024-06-01T12:01:01Z', now)).toBe(true);
    expect(isSessionValid('2024-06-01T12:01:00Z', now)).toBe(false);
    expect(isSessionValid('2024-06-01T12:00:30Z', now)).toBe(false);
    expect(isSessionValid('2024-06-01T11:59:00Z', now)).toBe(false);
  });

  it('accepts another leeway', () => {
    expect(isSessionValid('2024-06-01T12:00:30Z', now, 0)).toBe(true);
  });

  it('refuses a missing or invalid expiry', () => {
    expect(isSessionValid(null, now)).toBe(false);
    expect(isSessionValid(undefined, now)).toBe(false);
    expect(isSessionValid('', now)).toBe(false);
    expect(isSessionValid('soon', now)).toBe(false);
  });

  it('is valid exactly while more than the leeway remains', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e7, max: 1e7 }), fc.nat(3600), (offsetMs, leeway) => {
        const expiry = now.getTime() + offsetMs;
        expect(isSessionValid(expiry, now, leeway)).toBe(offsetMs > leeway * 1000);
      }),
    );
  });
});
