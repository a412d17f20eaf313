import { ZFireEventAnswer, ZFireEventRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContext } from '../../../context/order-context.ts';
import { eventsAccess } from '../../catering/catering-access.ts';
import { fireEvent } from './fire-event.ts';

/**
 * Orders of catering events (docs/api.md "Orders"): firing an event's orders, what a server does
 * on the day (event access `view`).
 */
export const eventOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders/fire-event',
    {
      config: { access: eventsAccess.view },
      schema: { tags: ['orders'], body: ZFireEventRequest, response: { 200: ZFireEventAnswer } },
    },
    (request) => fireEvent(orderContext(request), request.body.eventId),
  );
};
