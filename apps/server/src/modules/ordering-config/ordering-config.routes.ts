import { ZOrderingConfig } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContext } from '../../context/order-context.ts';
import { orderTakingAccess } from '../orders/order-access.ts';
import { getOrderingConfig } from './get-ordering-config.ts';

/** What the order-creation screens read about the location (docs/api.md "Ordering config"). */
export const orderingConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/ordering-config',
    {
      config: { access: orderTakingAccess },
      schema: { tags: ['orders'], response: { 200: ZOrderingConfig } },
    },
    (request) => getOrderingConfig(orderContext(request)),
  );
};
