import type { FastifyPluginAsync } from 'fastify';

/** The public keys that verify our access and id tokens. */
export const jwksRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  app.get(
    '/.well-known/jwks.json',
    { config: { access: { public: true } } },
    async (_request, reply) => {
      return reply
        .header('cache-control', 'public, max-age=300')
        .send({ keys: ctx.keys.publicJwks });
    },
  );
};
