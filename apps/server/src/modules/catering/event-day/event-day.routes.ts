import { ZFinalizeReport, ZIdParam, type FinalizeReport } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderContext } from '../../../context/order-context.ts';
import { IDEMPOTENCY_HEADER, ZIdempotencyHeaders } from '../../../lib/idempotency.ts';
import { eventsAccess } from '../catering-access.ts';
import { finalizeOrders, type FinalizeTarget } from './finalize-orders.ts';

const common = {
  tags: ['event-day'],
  headers: ZIdempotencyHeaders,
  response: { 200: ZFinalizeReport },
};

/**
 * The event day (docs/api.md "Event day"): finalize an event's suites, or one suite. GET as the
 * spec names them (part 2 §7), though they charge: the `Idempotency-Key` makes a retry safe.
 */
export const eventDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: eventsAccess.manage };

  async function answer(request: FastifyRequest, reply: FastifyReply, target: FinalizeTarget) {
    const result = await finalizeOrders(orderContext(request), target, {
      key: request.headers[IDEMPOTENCY_HEADER] as string | undefined,
      onError: (error) => request.log.error({ err: error }, 'event suite finalize failed'),
    });
    if (result.replayed) void reply.header('idempotent-replayed', 'true');
    // Invoices were mailed through the outbox with the suites: send them now, not at the sweep.
    if (!result.replayed && invoicesMailed(result.body)) {
      void app.ctx.mailer.deliverUnsent().catch(() => undefined);
    }
    return result.body;
  }

  app.get(
    '/api/catering/events/:id/finalize-orders',
    { config, schema: { ...common, params: z.object({ id: ZIdParam }) } },
    (request, reply) => answer(request, reply, { eventId: request.params.id }),
  );

  app.get(
    '/api/catering/events/:eventId/event-suites/:id/finalize-orders',
    { config, schema: { ...common, params: z.object({ eventId: ZIdParam, id: ZIdParam }) } },
    (request, reply) =>
      answer(request, reply, { eventId: request.params.eventId, eventSuiteId: request.params.id }),
  );
};

function invoicesMailed(report: FinalizeReport): boolean {
  return report.suites.some((suite) =>
    suite.completed_orders.some((order) => order.emailed_to !== null),
  );
}
