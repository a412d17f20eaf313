import { ZIdParam, ZJobRun } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { getJobRun } from './get-job-run.ts';

/**
 * `GET /api/jobs/{id}`: a long operation's progress and outcome, for the screen that started it
 * to poll. Any signed-in user of the location (the operation's own route decided who may start
 * it); another location's run is not found.
 */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        params: z.object({ id: ZIdParam }),
        response: { 200: ZJobRun },
      },
    },
    (request) => {
      if (!request.tenant) throw new AppError('tenant_not_recognized');
      return getJobRun(
        {
          restaurantId: request.tenant.id,
          tenantTx: (work) => request.tenantTx(work),
          locale: request.locale,
        },
        app.ctx.jobs,
        request.params.id,
      );
    },
  );
};
