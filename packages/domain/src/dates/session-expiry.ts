import type { Instant } from './date-format.ts';

/** Leeway applied to a session's expiry (spec part 1 §9: "login token leeway 60 seconds"). */
export const SESSION_LEEWAY_SECONDS = 60;

/**
 * Whether a session may still be used. The leeway is read the safe way: a session is treated
 * as expired `leewaySeconds` before its real expiry, so a request sent just before expiry does
 * not reach the server with a token that expires in flight (or on a clock a little ahead).
 * A missing or invalid expiry means no valid session.
 */
export function isSessionValid(
  expiresAt: Instant | null | undefined,
  now: Instant = Date.now(),
  leewaySeconds: number = SESSION_LEEWAY_SECONDS,
): boolean {
  if (expiresAt === null || expiresAt === undefined || expiresAt === '') return false;
  const expiry = new Date(expiresAt).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(expiry) || Number.isNaN(current)) return false;
  return expiry - leewaySeconds * 1000 > current;
}
