import { ZJobRun, ZReplicateMenusRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_HEADER, ZIdempotencyHeaders } from '../../lib/idempotency.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { menuReplicationJob } from './menu-replication.job.ts';
import { startMenuReplication } from './start-menu-replication.ts';

/** The ReplicateMenus screen: manager and above (spec part 1 §6). */
const access: RouteAccess = { screen: 'replicate' };

/** Menu replication (spec part 1 §7 `POST menus/replicate`; docs/api.md "Menu replication"). */
export const menuReplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.jobs.register(menuReplicationJob);

  app.post(
    '/api/menus/replicate',
    {
      config: { access },
      schema: {
        tags: ['menus'],
        headers: ZIdempotencyHeaders,
        body: ZReplicateMenusRequest,
        response: { 202: ZJobRun },
      },
    },
    async (request, reply) => {
      const run = await startMenuReplication(
        {
          ctx: catalogueContext(request),
          db: ctx.database.db,
          jobs: ctx.jobs,
          authorised: request.user!.restaurants,
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
        },
        request.body,
      );
      return reply.status(202).send(run);
    },
  );
};
