import type { EventAccess, Role, SignInResponse } from '@app/domain';
import { sessionStore } from '#lib/session/session-store.ts';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with these claims (the browser never verifies signatures). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'ES256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export interface TestUser {
  role?: Role;
  email?: string;
  restaurants?: number[];
  hasPins?: boolean;
  /** The account's event access level (none by default: it acts as admin in the events area). */
  eventAccess?: EventAccess | null;
  /** Seconds until expiry (default one hour). */
  expiresIn?: number;
}

/** The answer of `POST /api/auth/sign-in` for this user. */
export function signInAnswer(user: TestUser = {}): SignInResponse {
  const email = user.email ?? 'manager@demo.test';
  const expires = new Date(Date.now() + (user.expiresIn ?? 3600) * 1000);
  const restaurants = user.restaurants ?? [1];
  return {
    access_token: makeJwt({ sub: 'user-1', role: user.role ?? 'manager', restaurants }),
    id_token: makeJwt({
      sub: 'user-1',
      email,
      name: 'Demo User',
      role: user.role ?? 'manager',
      event_access: user.eventAccess ?? null,
      restaurants,
      groups: [],
      has_pins: user.hasPins ?? false,
      locale: 'en-CA',
    }),
    expires_at: expires.toISOString(),
  };
}

/** Starts a session as if the user had just signed in. */
export function signInAs(user: TestUser = {}) {
  return sessionStore.start(signInAnswer(user));
}
