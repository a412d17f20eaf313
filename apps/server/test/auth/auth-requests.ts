import { randomInt } from 'node:crypto';
import { createLocalJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * A client address of its own per call site: the per-address rate limit of the sign-in routes
 * must not make one test depend on how many sign-ins another test made.
 */
export function clientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface PostOptions {
  locale?: 'en-CA' | 'fr-CA';
  token?: string;
  remoteAddress?: string;
}

export function post(t: TestApp, url: string, payload: unknown, options: PostOptions = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? clientAddress(),
    headers: {
      'accept-language': options.locale ?? 'en-CA',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

export interface Tokens {
  access_token: string;
  id_token: string;
  expires_at: string;
}

/** Signs in and fails the test with the answer when it is not 200. */
export async function signInOk(t: TestApp, email: string, password: string): Promise<Tokens> {
  const res = await post(t, '/api/auth/sign-in', { email, password });
  if (res.statusCode !== 200)
    throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  return res.json<Tokens>();
}

/** Verifies a token with the keys the app publishes at /.well-known/jwks.json. */
export async function verifyWithPublishedKeys(
  t: TestApp,
  token: string,
  audience: 'api' | 'web',
): Promise<JWTPayload> {
  const jwks = (await t.app.inject({ url: '/.well-known/jwks.json' })).json<
    Parameters<typeof createLocalJWKSet>[0]
  >();
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), {
    audience,
    issuer: 'food-service-back-office',
  });
  return payload;
}
