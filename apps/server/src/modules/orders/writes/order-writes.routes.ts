import {
  ZIdParam,
  ZOrder,
  ZOrderDraft,
  ZUpdateOrderAnswer,
  ZUpdateOrderRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, ZIdempotencyHeaders } from '../../../lib/idempotency.ts';
import { createOrder } from './create-order.ts';
import { modifyOrder } from './modify-order.ts';
import { orderContext } from '../../../context/order-context.ts';
import { orderManagementAccess, orderTakingAccess } from '../order-access.ts';
import { updateOrder } from './update-order.ts';

const tags = ['orders'];
const ZOrderParams = z.object({ id: ZIdParam });

/**
 * Order writes (docs/api.md "Orders"): submit, modify, status and checkout changes. Paths are
 * the spec's (part 2 §7).
 */
export const orderWritesRoutes: FastifyPluginAsyncZod = async (app) => {
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
      schema: {
        tags,
        params: ZOrderParams,
        headers: ZIdempotencyHeaders,
        body: ZUpdateOrderRequest,
        response: { 200: ZUpdateOrderAnswer },
      },
    },
    async (request, reply) => {
      const answer = await updateOrder(
        orderContext(request),
        request.params.id,
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      // An invoice mail was queued with the change: send it now rather than at the next sweep.
      if (answer.body.completion?.invoice?.emailed_to && !answer.replayed) {
        void app.ctx.mailer.deliverUnsent().catch(() => undefined);
      }
      return answer.body;
    },
  );
};
