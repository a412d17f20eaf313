import type { TestApp } from './test-app.ts';

export interface SignedIn {
  accessToken: string;
  /** The token's locations in order; the first is the default tenant. */
  restaurants: number[];
  /** Headers for a call as this user, on `tenant` (default: the first location). */
  headers(tenant?: number): Record<string, string>;
}

/** Signs a user in through the real `POST /api/auth/sign-in`. */
export async function signIn(
  t: TestApp,
  email: string,
  password = t.config.demoPassword,
): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
  });
  const accessToken =
    res.statusCode === 200 ? res.json<{ access_token: string }>().access_token : undefined;
  if (!accessToken) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
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
