import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

type OidcConfig = NonNullable<Config['oidc']>;

/** Scopes asked of the identity provider; the email claim finds the local account. */
export const SSO_SCOPE = 'openid email profile';
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

export interface SsoClient {
  clientId: string;
  /** The provider's discovered metadata and our client's settings, cached for an hour. */
  configuration(): Promise<oidc.Configuration>;
}

/**
 * The OpenID Connect relying party. A confidential client (with a secret) authenticates with
 * client_secret_basic, the method every provider must support; without a secret it is a public
 * client relying on PKCE alone. Plain-http issuers are allowed only because the administrator
 * configured one explicitly (loopback providers in development and tests).
 */
export function createSsoClient(settings: OidcConfig): SsoClient {
  let cached: { at: number; configuration: Promise<oidc.Configuration> } | undefined;
  const discover = () => {
    const issuer = new URL(settings.issuer);
    const auth = settings.clientSecret
      ? oidc.ClientSecretBasic(settings.clientSecret)
      : oidc.None();
    return oidc.discovery(issuer, settings.clientId, undefined, auth, {
      ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  };
  return {
    clientId: settings.clientId,
    configuration() {
      if (!cached || Date.now() - cached.at > DISCOVERY_TTL_MS) {
        const entry = { at: Date.now(), configuration: discover() };
        // A failed discovery is not kept: the next call tries again.
        entry.configuration.catch(() => {
          if (cached === entry) cached = undefined;
        });
        cached = entry;
      }
      return cached.configuration;
    },
  };
}
