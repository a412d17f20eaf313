import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  emailVerified?: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Signs `account` in and consents, as a person would in the browser; answers the code. */
  authorize(options: {
    authorizationEndpoint: string;
    account: TestAccount;
    codeChallenge: string;
    nonce?: string;
  }): Promise<string>;
  close(): Promise<void>;
}

/** A PKCE pair as the web app makes it (S256). */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 with one confidential client that must
 * use PKCE. Its login and consent screens are replaced by `authorize`, which finishes the
 * interaction for the account it is given.
 */
export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const accounts = new Map<string, TestAccount>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'backoffice-web';
  const clientSecret = randomBytes(24).toString('base64url');
  const redirectUri = 'http://localhost:5173/login/callback';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }],
    },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
        }),
      };
    },
  });
  const callback = provider.callback();

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const interaction = /^\/interaction\/([^/?]+)\/([^/?]+)$/.exec(req.url ?? '');
    if (!interaction) return void callback(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const sub = decodeURIComponent(interaction[2]!);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: sub } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({ accountId: sub, clientId });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    async authorize({ authorizationEndpoint, account, codeChallenge, nonce }) {
      accounts.set(account.sub, account);
      const url = new URL(authorizationEndpoint);
      const params = {
        client_id: clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
      };
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('state', randomBytes(8).toString('hex'));
      if (nonce) url.searchParams.set('nonce', nonce);

      // Follow the redirects as a browser would, keeping the provider's cookies.
      const cookies = new Map<string, string>();
      let next = url.toString();
      for (let hop = 0; hop < 10; hop += 1) {
        if (next.startsWith(redirectUri)) {
          const code = new URL(next).searchParams.get('code');
          if (!code) throw new Error(`no code in ${next}`);
          return code;
        }
        const res = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const header of res.headers.getSetCookie()) {
          const [pair] = header.split(';');
          const [name, ...value] = pair!.split('=');
          cookies.set(name!.trim(), value.join('='));
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
        const target = new URL(location, next);
        // The interaction page: "log in" and "consent" as the account.
        next = target.pathname.startsWith('/interaction/')
          ? `${target.origin}${target.pathname}/${encodeURIComponent(account.sub)}`
          : target.toString();
      }
      throw new Error('too many redirects');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
