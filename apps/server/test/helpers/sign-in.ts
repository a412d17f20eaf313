import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { TestApp } from './test-app.ts';
import { sessions, userRestaurants, users } from '../../src/db/schema/index.ts';
import { issueTokens } from '../../src/modules/auth/tokens.ts';

export interface SignedIn {
  accessToken: string;
  /** The token's locations in order; the first is the default tenant. */
  restaurants: number[];
  /** Headers for a call as this user, on `tenant` (default: the first location). */
  headers(tenant?: number): Record<string, string>;
}

/**
 * Signs a demo user in through `POST /api/auth/sign-in`. While that route does not exist yet
 * (404), it opens a session row and signs the tokens directly, as the route will.
 */
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
    res.statusCode === 404
      ? await mintAccessToken(t, email)
      : res.json<{ access_token: string }>().access_token;
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

async function mintAccessToken(t: TestApp, email: string): Promise<string> {
  const { db } = t.database;
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`no user ${email}`);
  const rows = await db
    .select({ id: userRestaurants.restaurant_id })
    .from(userRestaurants)
    .where(eq(userRestaurants.user_id, user.id))
    .orderBy(asc(userRestaurants.position));
  const sessionId = randomBytes(16).toString('hex');
  const expiresAt = new Date(Date.now() + 3600_000);
  // A test-minted session counts as PIN-entered: tests of PIN rules use the real route.
  await db
    .insert(sessions)
    .values({ id: sessionId, user_id: user.id, expires_at: expiresAt, pin_entered_at: new Date() });
  const restaurants = rows.map((row) => row.id);
  const role = user.role as never;
  const tokens = await issueTokens(
    t.app.ctx.keys,
    { sub: String(user.id), sid: sessionId, role, restaurants },
    {
      sub: String(user.id),
      email: user.email,
      name: user.name,
      role,
      event_access: user.event_access,
      restaurants,
      groups: user.groups,
      has_pins: user.pin_hash !== null,
      locale: user.locale,
    },
    expiresAt,
  );
  return tokens.access_token;
}
