import {
  ZCardToken,
  ZCardTokenRequest,
  ZSuitePreOrder,
  ZSuitePreOrderPage,
  ZSuitePreOrderPrice,
  ZSuitePreOrderRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, ZIdempotencyHeaders } from '../../../lib/idempotency.ts';
import { getSuitePreOrder } from './get-suite-pre-order.ts';
import { preOrderRateLimit } from './pre-order-rate-limit.ts';
import { priceSuitePreOrder } from './price-suite-pre-order.ts';
import { saveSuitePreOrder } from './save-suite-pre-order.ts';
import { tokenizePreOrderCard } from './tokenize-pre-order-card.ts';

const tags = ['pre-orders'];
/** A signed link's token (a compact JWT); its signature is what is checked. */
const params = z.object({ token: z.string().min(1).max(2000) });

/**
 * The suite pre-order page's calls (docs/api.md "Pre-orders"): no sign-in — the signed token in
 * the path names the location and the event suite — and rate limited per client address.
 */
export const preOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const config = { access: { public: true }, rateLimit: preOrderRateLimit(ctx.config) };
  const path = '/api/pre-orders/:token';

  app.get(
    path,
    { config, schema: { tags, params, response: { 200: ZSuitePreOrderPage } } },
    (request) => getSuitePreOrder(ctx, request.params.token, request.locale),
  );

  app.put(
    path,
    {
      config,
      schema: {
        tags,
        params,
        headers: ZIdempotencyHeaders,
        body: ZSuitePreOrderRequest,
        response: { 200: ZSuitePreOrder, 201: ZSuitePreOrder },
      },
    },
    async (request, reply) => {
      const answer = await saveSuitePreOrder(
        ctx,
        request.params.token,
        request.locale,
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status === 201 ? 201 : 200).send(answer.body);
    },
  );

  app.post(
    `${path}/price`,
    {
      config,
      schema: { tags, params, body: ZSuitePreOrderRequest, response: { 200: ZSuitePreOrderPrice } },
    },
    (request) => priceSuitePreOrder(ctx, request.params.token, request.locale, request.body),
  );

  app.post(
    `${path}/card`,
    {
      config: { ...config, rateLimit: preOrderRateLimit(ctx.config, 'card') },
      schema: { tags, params, body: ZCardTokenRequest, response: { 201: ZCardToken } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await tokenizePreOrderCard(ctx, request.params.token, request.locale, request.body)),
  );
};
