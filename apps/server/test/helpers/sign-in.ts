import { signInOk } from '../auth/auth-requests.ts';
import type { TestApp } from './test-app.ts';

export interface SignedIn {
  accessToken: string;
  /** The token's locations in order; the first is the default tenant. */
  restaurants: number[];
  /** Headers for a call as this user, on `tenant` (default: the first location). */
  headers(tenant?: number): Record<string, string>;
}

/**
 * Signs a user in through the real `POST /api/auth/sign-in` (from a client address of its own,
 * so the per-address limit never depends on how many sign-ins a file makes) and gives the
 * headers to call as that user.
 */
export async function signIn(
  t: TestApp,
  email: string,
  password = t.config.demoPassword,
): Promise<SignedIn> {
  const { access_token: accessToken } = await signInOk(t, email, password);
  const restaurants = claims(accessToken).restaurants;
  return {
    accessToken,
    restaurants,
    headers: (tenant = restaurants[0]!) => ({
      authorization: `Bearer ${accessToken}`,
      'x-restaurant-id': String(tenant),
    }),
  };
}

function claims(token: string): { restaurants: number[] } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    restaurants: number[];
  };
}
