import {
  ZIdParam,
  ZOrderMoneyActionAnswer,
  ZOrderMoneyAnswer,
  ZRefundRequest,
  ZRemoveItemRequest,
  ZRequestDepositRequest,
} from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  ZIdempotencyHeaders,
  type IdempotentAnswer,
} from '../../../lib/idempotency.ts';
import { orderContext } from '../../../context/order-context.ts';
import { orderManagementAccess } from '../order-access.ts';
import { getOrderMoney } from './get-order-money.ts';
import type { MoneyActionBody } from './money-action.ts';
import { refundOrder } from './refund-order.ts';
import { removeOrderItem } from './remove-order-item.ts';
import { requestDeposit } from './request-deposit.ts';

const tags = ['orders'];
const ZOrderParams = z.object({ id: ZIdParam });

/** A refund the card processor refused (402 `refund_failed`): the error and the ledger with it. */
const ZRefundFailedAnswer = ZOrderMoneyActionAnswer.extend({
  code: z.string(),
  message: z.string(),
  messages: z.array(z.string()),
});

function sendAnswer(reply: FastifyReply, answer: IdempotentAnswer<MoneyActionBody>) {
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

/**
 * The order's money after submit (docs/api.md "Order money"): its ledger, refunds and refund
 * requests, deposit requests, removing an item. Lead and above at a location with
 * `order_management` or `marketplace_hub`; refunding itself needs manager (in `refundOrder`).
 * Every action takes an `Idempotency-Key` and acts once.
 */
export const orderMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/money',
    {
      config: { access: orderManagementAccess },
      schema: { tags, params: ZOrderParams, response: { 200: ZOrderMoneyAnswer } },
    },
    (request) => getOrderMoney(orderContext(request), request.params.id),
  );

  app.post(
    '/api/orders/refund',
    {
      config: { access: orderManagementAccess },
      schema: {
        tags,
        headers: ZIdempotencyHeaders,
        body: ZRefundRequest,
        response: { 200: ZOrderMoneyActionAnswer, 402: ZRefundFailedAnswer },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await refundOrder(orderContext(request), request.body, request.headers[IDEMPOTENCY_HEADER]),
      ),
  );

  app.post(
    '/api/orders/request-deposit',
    {
      config: { access: orderManagementAccess },
      schema: {
        tags,
        headers: ZIdempotencyHeaders,
        body: ZRequestDepositRequest,
        response: { 200: ZOrderMoneyActionAnswer },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await requestDeposit(
          orderContext(request),
          request.body,
          request.headers[IDEMPOTENCY_HEADER],
        ),
      ),
  );

  app.post(
    '/api/orders/:id/remove-item',
    {
      config: { access: orderManagementAccess },
      schema: {
        tags,
        headers: ZIdempotencyHeaders,
        params: ZOrderParams,
        body: ZRemoveItemRequest,
        response: { 200: ZOrderMoneyActionAnswer },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await removeOrderItem(
          orderContext(request),
          request.params.id,
          request.body,
          request.headers[IDEMPOTENCY_HEADER],
        ),
      ),
  );
};
