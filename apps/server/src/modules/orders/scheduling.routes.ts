import {
  ZIdParam,
  ZNextQueueTimeResponse,
  ZSchedulingRequest,
  ZSchedulingResponse,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getNextOrderQueueTime } from './get-next-queue-time.ts';
import { getScheduling } from './get-scheduling.ts';
import { orderContext } from '../../context/order-context.ts';
import { orderTakingAccess } from './order-access.ts';

const tags = ['orders'];

/** Due dates, times and capacity of order taking (spec part 2 §7; docs/api.md "Scheduling"). */
export const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: orderTakingAccess };

  app.post(
    '/api/orders/scheduling',
    {
      config,
      schema: { tags, body: ZSchedulingRequest, response: { 200: ZSchedulingResponse } },
    },
    (request) => getScheduling(orderContext(request), request.body),
  );

  app.get(
    '/api/orders/get-next-order-queue-time',
    {
      config,
      schema: {
        tags,
        querystring: z.object({ menuId: ZIdParam }),
        response: { 200: ZNextQueueTimeResponse },
      },
    },
    (request) => getNextOrderQueueTime(orderContext(request), request.query.menuId),
  );
};
