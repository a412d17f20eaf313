import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../../context/tenant-context.ts';
import { orderManagementAccess } from '../order-access.ts';
import { OrderEventHub } from './order-event-hub.ts';
import { orderEventsRetentionJob } from './purge-order-events.ts';
import { streamOrderEvents } from './stream-order-events.ts';

const ZLiveHeaders = z.object({
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/)
    .optional()
    .describe('The id of the last event received; the events after it are sent first.'),
});

/**
 * The order manager's live stream (docs/decisions/live-updates.md): `GET /api/orders/live`,
 * Server-Sent Events of the active location, for lead and above where orders are managed. The
 * browser reads it with `fetch` so that the usual headers (bearer token, location) authenticate it.
 */
export const orderLiveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new OrderEventHub(app.ctx.database, app.log);
  app.ctx.jobs.schedule(orderEventsRetentionJob);
  // Before the server waits for its connections to end: open streams would keep it waiting.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/api/orders/live',
    {
      config: { access: orderManagementAccess },
      schema: {
        tags: ['orders'],
        summary: 'Live order events (text/event-stream): `order` and `pending` events',
        headers: ZLiveHeaders,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      await streamOrderEvents(
        tenantContext(request),
        hub,
        reply,
        lastEventId === undefined ? null : Number(lastEventId),
      ).catch((error: unknown) => request.log.error({ err: error }, 'order events stream'));
    },
  );
};
