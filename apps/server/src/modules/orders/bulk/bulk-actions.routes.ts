import { ZBulkActionAnswer, ZBulkActionRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContext } from '../../../context/order-context.ts';
import { IDEMPOTENCY_HEADER, ZIdempotencyHeaders } from '../../../lib/idempotency.ts';
import { orderManagementAccess } from '../order-access.ts';
import { bulkActionJob } from './bulk-action.job.ts';
import { bulkOrderAction } from './bulk-actions.ts';

/** Bulk complete and bulk cancel (spec part 2 §4, §7 `POST /orders/bulk-actions`; docs/api.md). */
export const bulkActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const job = bulkActionJob(ctx.mailer);
  ctx.jobs.register(job);

  app.post(
    '/api/orders/bulk-actions',
    {
      config: { access: orderManagementAccess },
      schema: {
        tags: ['orders'],
        headers: ZIdempotencyHeaders,
        body: ZBulkActionRequest,
        response: { 200: ZBulkActionAnswer },
      },
    },
    (request) =>
      bulkOrderAction(
        orderContext(request),
        { jobs: ctx.jobs, job },
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      ),
  );
};
