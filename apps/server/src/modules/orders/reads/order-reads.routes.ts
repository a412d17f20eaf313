import { ZIdParam, ZOrdersPage, ZOrdersQuery, ZOrderWithValidation } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../../context/json-answer.ts';
import { orderContext } from '../../../context/order-context.ts';
import { orderManagementAccess, orderTakingAccess } from '../order-access.ts';
import { getOrderWithValidatedItems } from './get-order.ts';
import { listOrders } from './list-orders.ts';

const tags = ['orders'];
const ZOrderParams = z.object({ id: ZIdParam });
const ZOrderNumberParams = z.object({ number: ZIdParam });

/**
 * Order reads (docs/api.md "Orders"): the order manager's list and the order with its lines
 * checked again. Paths are the spec's (part 2 §7).
 */
export const orderReadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders',
    {
      config: { access: orderManagementAccess },
      schema: { tags, querystring: ZOrdersQuery, response: { 200: ZOrdersPage } },
    },
    // Sent as JSON text: the 50 orders are the server's own documents (typed by `toOrder`), so
    // checking them against the schema again only cost time (docs/decisions/orders.md).
    async (request, reply) =>
      sendJsonText(reply, JSON.stringify(await listOrders(orderContext(request), request.query))),
  );

  app.get(
    '/api/orders/order-with-validated-items/:id',
    {
      config: { access: orderTakingAccess },
      schema: { tags, params: ZOrderParams, response: { 200: ZOrderWithValidation } },
    },
    (request) => getOrderWithValidatedItems(orderContext(request), { id: request.params.id }),
  );

  app.get(
    '/api/orders/by-number/:number',
    {
      config: { access: orderTakingAccess },
      schema: { tags, params: ZOrderNumberParams, response: { 200: ZOrderWithValidation } },
    },
    (request) =>
      getOrderWithValidatedItems(orderContext(request), { number: request.params.number }),
  );
};
