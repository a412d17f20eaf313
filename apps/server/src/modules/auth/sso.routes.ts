import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSignInResponse } from '@app/domain';
import { AppError } from '../../errors/app-error.ts';
import { authRateLimit } from './auth-limits.ts';
import { ZSsoCallback, ZSsoSettings } from './auth-schemas.ts';
import { completeSso } from './sso-callback.ts';
import { createSsoClient, SSO_SCOPE } from './sso-client.ts';

/** Optional single sign-on through an external OpenID Connect provider (OIDC_ISSUER…). */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const sso = ctx.config.oidc ? createSsoClient(ctx.config.oidc) : undefined;
  const rateLimitPerAddress = authRateLimit(ctx.config);

  app.get(
    '/api/auth/sso',
    {
      config: { access: { public: true } },
      schema: { tags: ['identity'], response: { 200: ZSsoSettings } },
    },
    async (request) => {
      if (!sso) return { enabled: false };
      try {
        const metadata = (await sso.configuration()).serverMetadata();
        if (!metadata.authorization_endpoint)
          throw new Error('the provider has no authorization endpoint');
        return {
          enabled: true,
          authorization_endpoint: metadata.authorization_endpoint,
          client_id: sso.clientId,
          scope: SSO_SCOPE,
        };
      } catch (error) {
        // The login screen then offers passwords only; the next call discovers again.
        request.log.error({ err: error }, 'the identity provider cannot be discovered');
        return { enabled: false };
      }
    },
  );

  app.post(
    '/api/auth/sso/callback',
    {
      config: { access: { public: true }, rateLimit: rateLimitPerAddress },
      schema: { tags: ['identity'], body: ZSsoCallback, response: { 200: ZSignInResponse } },
    },
    async (request) => {
      if (!sso) throw new AppError('sso_not_configured');
      const { code, code_verifier: codeVerifier, redirect_uri: redirectUri, nonce } = request.body;
      return completeSso({ ctx, sso, log: request.log, code, codeVerifier, redirectUri, nonce });
    },
  );
};
