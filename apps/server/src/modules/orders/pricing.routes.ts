import {
  ZCartItem,
  ZDiscountInfo,
  ZIdParam,
  ZDiscountInfoRequest,
  ZOrderCosts,
  ZOrderDraft,
  ZOrderItemRequest,
  ZOrderItemResponse,
  ZOrderLineProblem,
  ZSetCostsRequest,
  ZValidateOrderResponse,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDiscountInfo } from './discount-info.ts';
import { orderContext } from '../../context/order-context.ts';
import { orderManagementAccess, orderTakingAccess } from './order-access.ts';
import { priceOrderItem } from './order-item.ts';
import { recalculateCosts } from './recalculate-costs.ts';
import { setCosts } from './set-costs.ts';
import { validateOrder } from './validate-order.ts';

const tags = ['orders'];

const ZRemovedOption = z.object({
  cartIndex: z.int(),
  group_id: z.int(),
  value_id: z.int(),
  quantity: z.int(),
});

/** `POST /orders/recalculate-costs`: priced lines, costs, problems by line, options cut down. */
export const ZRecalculatedCosts = z.object({
  items: z.array(ZCartItem),
  costs: ZOrderCosts,
  problems: z.array(ZOrderLineProblem),
  removed: z.array(ZRemovedOption),
});

/** Order pricing (docs/api.md "Order pricing"): nothing here writes. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: orderTakingAccess };

  app.post(
    '/api/orders/recalculate-costs',
    {
      config,
      schema: {
        tags,
        // `orderId`: the saved order the draft changes (it does not count against itself).
        querystring: z.object({ orderId: ZIdParam.optional() }),
        body: ZOrderDraft,
        response: { 200: ZRecalculatedCosts },
      },
    },
    (request) =>
      recalculateCosts(orderContext(request), request.body, {
        excludeOrderId: request.query.orderId,
      }),
  );

  app.post(
    '/api/orders/item',
    { config, schema: { tags, body: ZOrderItemRequest, response: { 200: ZOrderItemResponse } } },
    (request) => priceOrderItem(orderContext(request), request.body),
  );

  app.post(
    '/api/orders/validate',
    { config, schema: { tags, body: ZOrderDraft, response: { 200: ZValidateOrderResponse } } },
    (request) => validateOrder(orderContext(request), request.body),
  );

  app.post(
    '/api/orders/set-costs',
    {
      config: { access: orderManagementAccess },
      schema: {
        tags,
        body: ZSetCostsRequest,
        response: { 200: ZRecalculatedCosts.omit({ removed: true }) },
      },
    },
    (request) => setCosts(orderContext(request), request.body),
  );

  app.post(
    '/api/orders/get-discount-info',
    { config, schema: { tags, body: ZDiscountInfoRequest, response: { 200: ZDiscountInfo } } },
    (request) => getDiscountInfo(orderContext(request), request.body.code),
  );
};
