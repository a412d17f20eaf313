import { SignJWT, jwtVerify, decodeProtectedHeader } from 'jose';
import type { Role } from '@app/domain';
import type { SigningKeys } from './signing-keys.ts';

const ISSUER = 'food-service-back-office';

export interface AccessClaims {
  sub: string;
  sid: string;
  role: Role;
  restaurants: number[];
}

export interface IdClaims {
  sub: string;
  email: string;
  name: string;
  role: Role;
  event_access: string | null;
  restaurants: number[];
  groups: string[];
  has_pins: boolean;
  locale: string;
}

export interface IssuedTokens {
  access_token: string;
  id_token: string;
  expires_at: string;
}

/** Signs the access token (what the API trusts) and the id token (what the web app reads). */
export async function issueTokens(
  keys: SigningKeys,
  access: AccessClaims,
  id: IdClaims,
  expiresAt: Date,
): Promise<IssuedTokens> {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const sign = (claims: Record<string, unknown>, audience: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(keys.privateKey);
  return {
    access_token: await sign({ ...access }, 'api'),
    id_token: await sign({ ...id }, 'web'),
    expires_at: expiresAt.toISOString(),
  };
}

/** Verifies an access token's signature, issuer, audience and expiry; throws when any fails. */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessClaims> {
  const { kid } = decodeProtectedHeader(token);
  const key = kid ? keys.publicKeys.get(kid) : undefined;
  if (!key) throw new Error('unknown signing key');
  const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: 'api' });
  return payload as unknown as AccessClaims;
}
