import { ZReplicateMenusRequest, ZReplicationReport } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { replicateMenus } from './replicate-menus.ts';

/** The ReplicateMenus screen: manager and above (spec part 1 §6). */
const access: RouteAccess = { screen: 'replicate' };

/** Menu replication (spec part 1 §7 `POST menus/replicate`; docs/api.md "Menu replication"). */
export const menuReplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    '/api/menus/replicate',
    {
      config: { access },
      schema: {
        tags: ['menus'],
        body: ZReplicateMenusRequest,
        response: { 200: ZReplicationReport },
      },
    },
    (request) =>
      replicateMenus(
        {
          ctx: catalogueContext(request),
          db: ctx.database.db,
          authorised: request.user!.restaurants,
          log: request.log,
        },
        request.body,
      ),
  );
};
