import { ZCardToken, ZCardTokenRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContext } from '../../context/order-context.ts';
import { orderTakingAccess } from '../orders/order-access.ts';
import { createCardToken } from './create-card-token.ts';

/** Cards on file for order taking (docs/api.md "Payments"). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/card-tokens',
    {
      config: { access: orderTakingAccess },
      schema: { tags: ['payments'], body: ZCardTokenRequest, response: { 201: ZCardToken } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCardToken(orderContext(request), request.body)),
  );
};
