import {
  ZIdParam,
  ZOrder,
  ZOrderDraft,
  ZOrdersPage,
  ZOrdersQuery,
  ZOrderWithValidation,
  ZUpdateOrderRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, ZIdempotencyHeaders } from '../../lib/idempotency.ts';
import { sendJsonText } from '../../context/json-answer.ts';
import { createOrder } from './create-order.ts';
import { getOrderWithValidatedItems } from './get-order.ts';
import { listOrders } from './list-orders.ts';
import { modifyOrder } from './modify-order.ts';
import { orderContext } from '../../context/order-context.ts';
import { orderManagementAccess, orderTakingAccess } from './order-access.ts';
import { updateOrder } from './update-order.ts';

const tags = ['orders'];
const ZOrderParams = z.object({ id: ZIdParam });

/**
 * Order writes and reads (docs/api.md "Orders"): submit, modify, status and checkout changes,
 * the order manager's list and the order with its lines checked again. Paths are the spec's
 * (part 2 §7).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders',
    {
      config: { access: orderTakingAccess },
      schema: { tags, headers: ZIdempotencyHeaders, body: ZOrderDraft, response: { 201: ZOrder } },
    },
    async (request, reply) => {
      const answer = await createOrder(
        orderContext(request),
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      // Only the answers of orders taken are stored (a refusal rolls the key back): always 201.
      return reply.status(201).send(answer.body);
    },
  );

  app.put(
    '/api/orders/modify/:id',
    {
      config: { access: orderTakingAccess },
      schema: { tags, params: ZOrderParams, body: ZOrderDraft, response: { 200: ZOrder } },
    },
    (request) => modifyOrder(orderContext(request), request.params.id, request.body),
  );

  app.put(
    '/api/orders/:id',
    {
      config: { access: orderManagementAccess },
      schema: { tags, params: ZOrderParams, body: ZUpdateOrderRequest, response: { 200: ZOrder } },
    },
    (request) => updateOrder(orderContext(request), request.params.id, request.body),
  );

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
    (request) => getOrderWithValidatedItems(orderContext(request), request.params.id),
  );
};
