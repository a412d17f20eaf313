import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import type { SigningKeys } from '../modules/auth/signing-keys.ts';
import { AppError } from '../errors/app-error.ts';

const ISSUER = 'food-service-back-office';
const AUDIENCE = 'link';

/** What a signed link opens: one purpose, one object of one location. */
export interface LinkClaims {
  /** e.g. `events-calendar`, `suite-owner-calendar`, `suite-pre-order`, `export-download`. */
  purpose: string;
  restaurantId: number;
  /** The object's id (the location's own for a location-wide feed). */
  objectId: number;
}

/**
 * A link that opens something without signing in (DESIGN §10 "Signed links"): a JWT signed with
 * the API's keys (kept in the database, so every instance verifies it), for one purpose and one
 * object, expiring after `lifetimeSeconds`. The caller checks the object's state when it opens.
 */
export function signLink(
  keys: SigningKeys,
  claims: LinkClaims,
  lifetimeSeconds: number,
): Promise<string> {
  return new SignJWT({ purpose: claims.purpose, loc: claims.restaurantId })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(claims.objectId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(keys.privateKey);
}

/**
 * The claims of a link signed for `purpose`; 404 `not_found` for anything else — a forged,
 * altered, expired or other-purpose token says nothing about why.
 */
export async function openLink(
  keys: SigningKeys,
  token: string,
  purpose: string,
): Promise<LinkClaims> {
  try {
    const { kid } = decodeProtectedHeader(token);
    const key = kid ? keys.publicKeys.get(kid) : undefined;
    if (!key) throw new Error('unknown signing key');
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE });
    if (payload.purpose !== purpose || typeof payload.loc !== 'number') throw new Error(purpose);
    return { purpose, restaurantId: payload.loc, objectId: Number(payload.sub) };
  } catch {
    throw new AppError('not_found');
  }
}
