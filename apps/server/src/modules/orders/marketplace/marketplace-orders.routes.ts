import { ZOrder } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderContext } from '../../../context/order-context.ts';
import type { RouteAccess } from '../../../plugins/access-guard.ts';
import { getMarketplaceOrders } from './get-marketplace-orders.ts';

/** Lead and above at a marketplace hub. */
const access: RouteAccess = { minRole: 'lead', flags: { all: ['marketplace_hub'] } };
const ZQuery = z.object({
  lastOrder: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});

/** A marketplace hub's orders (spec part 2 §7 `GET /orders/get-marketplace-orders`). */
export const marketplaceOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/get-marketplace-orders',
    {
      config: { access },
      schema: { tags: ['orders'], querystring: ZQuery, response: { 200: z.array(ZOrder) } },
    },
    (request) =>
      getMarketplaceOrders(
        { ...orderContext(request), authorised: request.user!.restaurants },
        request.query.lastOrder,
      ),
  );
};
