import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Helmet's headers with the app's Content-Security-Policy. `upgrade-insecure-requests` is sent
 * only to a request that arrived over HTTPS (`request.protocol`, which honours
 * `X-Forwarded-Proto` from a proxy named by `TRUST_PROXY`): on a plain-HTTP install (a LAN
 * address, no TLS) it would make the browser ask for every script over https, which that server
 * does not answer, and the app would not load.
 */
export const securityHeaders = fp<{ oidcIssuer: string | undefined }>(
  async (app, { oidcIssuer }) => {
    const identityProvider = oidcIssuer ? [new URL(oidcIssuer).origin] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", ...identityProvider],
          formAction: ["'self'", ...identityProvider],
          upgradeInsecureRequests: null,
        },
      },
    });
    // Runs after helmet's own onRequest hook (registered above), which set the header.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol !== 'https') return;
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
      }
    });
  },
);
