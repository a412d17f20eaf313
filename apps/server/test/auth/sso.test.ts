import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { post, verifyWithPublishedKeys } from './auth-requests.ts';
import { pkcePair, startOidcTestProvider, type OidcTestProvider } from './oidc-test-provider.ts';

interface SsoSettings {
  enabled: boolean;
  authorization_endpoint: string;
  client_id: string;
  scope: string;
}

/** Single sign-on end to end against a real OpenID provider on loopback. */
describe('single sign-on', () => {
  let idp: OidcTestProvider;
  let t: TestApp;
  let settings: SsoSettings;
  beforeAll(async () => {
    idp = await startOidcTestProvider();
    t = await buildTestApp({
      env: {
        OIDC_ISSUER: idp.issuer,
        OIDC_CLIENT_ID: idp.clientId,
        OIDC_CLIENT_SECRET: idp.clientSecret,
      },
    });
    settings = (await t.app.inject({ url: '/api/auth/sso' })).json<SsoSettings>();
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  /** The browser part: authorise at the provider with PKCE, then hand the code to the API. */
  async function ssoSignIn(
    email: string,
    options: { emailVerified?: boolean; nonce?: string; sub?: string } = {},
  ) {
    const { verifier, challenge } = pkcePair();
    const code = await idp.authorize({
      authorizationEndpoint: settings.authorization_endpoint,
      account: {
        sub: options.sub ?? `idp-${email}`,
        email,
        emailVerified: options.emailVerified ?? true,
      },
      codeChallenge: challenge,
      nonce: options.nonce,
    });
    const callback = (codeVerifier = verifier) =>
      post(t, '/api/auth/sso/callback', {
        code,
        code_verifier: codeVerifier,
        redirect_uri: idp.redirectUri,
        nonce: options.nonce,
      });
    return { code, verifier, callback };
  }

  it('describes the provider for the login screen', () => {
    expect(settings).toEqual({
      enabled: true,
      authorization_endpoint: `${idp.issuer}/auth`,
      client_id: idp.clientId,
      scope: 'openid email profile',
    });
  });

  it('signs in the local account with the provider’s verified email, as password sign-in does', async () => {
    const location = await createLocationFixture(t.database.db);
    const user = await createUserFixture(t.database.db, {
      role: 'enterprise',
      password: null,
      locations: [location.id],
    });
    const { callback } = await ssoSignIn(user.email.toUpperCase(), { nonce: 'n-0S6_WzA2Mj' });
    const res = await callback();
    expect(res.statusCode).toBe(200);
    const tokens = res.json<{ access_token: string; id_token: string; expires_at: string }>();
    expect(await verifyWithPublishedKeys(t, tokens.id_token, 'web')).toMatchObject({
      sub: String(user.id),
      email: user.email,
      role: 'enterprise',
      restaurants: [location.id],
      has_pins: false,
    });
    const access = await verifyWithPublishedKeys(t, tokens.access_token, 'api');
    expect(
      (await post(t, '/api/auth/logout', undefined, { token: tokens.access_token })).statusCode,
    ).toBe(204);
    expect(access.sid).toBeTypeOf('string');
  });

  it('refuses a wrong PKCE verifier and a code used twice', async () => {
    const user = await createUserFixture(t.database.db);
    const first = await ssoSignIn(user.email);
    const wrong = await first.callback(pkcePair().verifier);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'sso_failed',
      message: 'Login error, try again later.',
    });

    const second = await ssoSignIn(user.email);
    expect((await second.callback()).statusCode).toBe(200);
    expect((await second.callback()).json()).toMatchObject({ code: 'sso_failed' });
  });

  it('refuses emails without a local account or not verified by the provider', async () => {
    const unknown = await (await ssoSignIn('stranger@elsewhere.test')).callback();
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'sso_failed' });

    const user = await createUserFixture(t.database.db);
    const unverified = await (await ssoSignIn(user.email, { emailVerified: false })).callback();
    expect(unverified.json()).toMatchObject({ code: 'sso_failed' });

    const disabled = await createUserFixture(t.database.db, { disabled: true });
    expect((await (await ssoSignIn(disabled.email)).callback()).json()).toMatchObject({
      code: 'sso_failed',
    });
  });

  it('applies the same location rule as password sign-in', async () => {
    const user = await createUserFixture(t.database.db, { locations: [] });
    const res = await (await ssoSignIn(user.email)).callback();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'no_locations' });
  });

  it('refuses a nonce that does not match the id token', async () => {
    const user = await createUserFixture(t.database.db);
    const { code, verifier } = await ssoSignIn(user.email, { nonce: 'the-real-nonce' });
    const res = await post(t, '/api/auth/sso/callback', {
      code,
      code_verifier: verifier,
      redirect_uri: idp.redirectUri,
      nonce: 'another-nonce',
    });
    expect(res.json()).toMatchObject({ code: 'sso_failed' });
  });
});
