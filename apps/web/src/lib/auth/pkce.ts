import { tabStore } from '../storage/browser-storage.ts';

/** The state and verifier of the single sign-on request in flight, kept for the callback. */
export interface PkceRequest {
  state: string;
  codeVerifier: string;
  redirectUri: string;
}

const PKCE_KEY = 'app.sso.request';

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomToken(byteLength = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** The S256 code challenge of RFC 7636: base64url(SHA-256(verifier)). */
export async function codeChallenge(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return base64Url(new Uint8Array(digest));
}

export interface SsoConfig {
  authorization_endpoint: string;
  client_id: string;
  scope?: string | undefined;
}

/**
 * Builds the identity provider's authorisation URL (authorization code + PKCE S256) and keeps
 * the state and verifier in sessionStorage for `/login/callback`.
 */
export async function buildAuthorizationUrl(config: SsoConfig, origin: string): Promise<string> {
  const request: PkceRequest = {
    state: randomToken(16),
    codeVerifier: randomToken(32),
    redirectUri: `${origin}/login/callback`,
  };
  tabStore.setJson(PKCE_KEY, request);
  const url = new URL(config.authorization_endpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.client_id);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', config.scope ?? 'openid email profile');
  url.searchParams.set('state', request.state);
  url.searchParams.set('code_challenge', await codeChallenge(request.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  return url.toString();
}

/** The request in flight if its state matches the callback's; it is forgotten either way. */
export function takePkceRequest(state: string | null): PkceRequest | null {
  const stored = tabStore.getJson(PKCE_KEY) as PkceRequest | null;
  tabStore.remove(PKCE_KEY);
  if (!stored || !state || stored.state !== state) return null;
  return stored;
}
