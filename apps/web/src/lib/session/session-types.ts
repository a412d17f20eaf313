import type { IdTokenClaims, Role } from '@app/domain';

/** The tokens the API answers on sign-in (password or SSO). */
export interface SessionTokens {
  access_token: string;
  id_token: string;
  expires_at: string;
}

/** A signed-in session: the spec's "session values kept" plus the decoded id token claims. */
export interface ActiveSession {
  authenticated: true;
  accessToken: string;
  idToken: string;
  /** ISO 8601 instant after which the tokens are refused (see `isSessionValid`). */
  expiresAt: string;
  /** Ids of the locations (restaurants) the token authorises, in the token's order. */
  locations: number[];
  /** The active location, sent as `X-Restaurant-Id`. */
  tenantId: number;
  role: Role;
  staffEmail: string;
  hasPins: boolean;
  pinEntered: boolean;
  claims: IdTokenClaims;
}

export type SessionState = ActiveSession | { authenticated: false };
