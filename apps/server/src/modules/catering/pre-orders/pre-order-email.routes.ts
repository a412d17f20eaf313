import { ZEventSuite, ZIdParam } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventsAccess } from '../catering-access.ts';
import { preOrderEmailJob } from './send-due-pre-order-emails.ts';
import { preOrderEmailContext, sendPreOrderEmail } from './send-pre-order-email.ts';

const params = z.object({ eventId: ZIdParam, id: ZIdParam });

/**
 * The suite owners' pre-order emails (docs/api.md "Pre-orders"): sent by hand from the event
 * screens (event access `manage`), and by the schedule when their day comes.
 */
export const preOrderEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.jobs.schedule(preOrderEmailJob(ctx));

  app.post(
    '/api/catering/events/:eventId/event-suites/:id/send-pre-order-email',
    {
      config: { access: eventsAccess.manage },
      schema: { tags: ['event-suites'], params, response: { 200: ZEventSuite } },
    },
    (request) =>
      sendPreOrderEmail(
        preOrderEmailContext(ctx, request),
        request.params.eventId,
        request.params.id,
      ),
  );
};
