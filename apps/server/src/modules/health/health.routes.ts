import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness (the process answers) and readiness (the database answers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.ctx;
  const ZStatus = z.object({ status: z.string() });
  app.get(
    '/healthz',
    { config: { access: { public: true } }, schema: { hide: true, response: { 200: ZStatus } } },
    async () => ({
      status: 'ok',
    }),
  );
  app.get(
    '/readyz',
    {
      config: { access: { public: true } },
      schema: { hide: true, response: { 200: ZStatus, 503: ZStatus } },
    },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ready' };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
};
