import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context/app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SsoClient } from './sso-client.ts';
import { startSession } from './start-session.ts';
import type { IssuedTokens } from './tokens.ts';
import { findUserByEmail } from './users.repository.ts';

export interface CompleteSsoOptions {
  ctx: AppContext;
  sso: SsoClient;
  log: FastifyBaseLogger;
  code: string;
  codeVerifier: string;
  redirectUri: string;
  nonce?: string | undefined;
}

/**
 * Exchanges the authorisation code (with the PKCE verifier) at the provider, validates the id
 * token (signature by the provider's JWKS, issuer, audience, expiry, nonce when given) and
 * returns the provider's verified email. Any failure is `sso_failed`; the cause is only logged.
 */
async function verifiedEmail(options: CompleteSsoOptions): Promise<string> {
  const configuration = await options.sso.configuration();
  const metadata = configuration.serverMetadata();
  // The browser received the code on its own callback page; rebuild that response for the checks.
  const callbackUrl = new URL(options.redirectUri);
  callbackUrl.search = '';
  callbackUrl.hash = '';
  callbackUrl.searchParams.set('code', options.code);
  if (metadata.authorization_response_iss_parameter_supported)
    callbackUrl.searchParams.set('iss', metadata.issuer);

  const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: options.codeVerifier,
    expectedNonce: options.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no id token');
  let { email, email_verified: emailVerified } = claims;
  if (typeof email !== 'string') {
    // Many providers put profile claims only in userinfo for the code flow.
    const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    email = userInfo.email;
    emailVerified = userInfo.email_verified;
  }
  if (typeof email !== 'string' || emailVerified !== true)
    throw new Error('the provider gave no verified email');
  return email;
}

/**
 * Single sign-on through the configured provider: the local account with the provider's
 * verified email is signed in (accounts are never created here). Same answer as `signIn`.
 */
export async function completeSso(options: CompleteSsoOptions): Promise<IssuedTokens> {
  const email = await verifiedEmail(options).catch((error: unknown) => {
    options.log.warn({ err: error }, 'single sign-on failed');
    throw new AppError('sso_failed');
  });
  const user = await findUserByEmail(options.ctx.database.db, email);
  if (!user || user.disabled) {
    options.log.warn({ email }, 'single sign-on for an email without an enabled account');
    throw new AppError('sso_failed');
  }
  return startSession(options.ctx, user, 'sso');
}
