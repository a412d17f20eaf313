import { ZFireEventAnswer, ZFireEventRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContext } from '../../../context/order-context.ts';
import type { RouteAccess } from '../../../plugins/access-guard.ts';
import { fireEvent } from './fire-event.ts';

/** The event screens' rule (spec part 2 §6): manager and above, `suites_enabled`. */
const eventsAccess: RouteAccess = { screen: 'events' };

/** Orders of catering events (docs/api.md "Orders"): firing an event's orders. */
export const eventOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/orders/fire-event',
    {
      config: { access: eventsAccess },
      schema: { tags: ['orders'], body: ZFireEventRequest, response: { 200: ZFireEventAnswer } },
    },
    (request) => fireEvent(orderContext(request), request.body.eventId),
  );
};
