import { POS_PULL_TIMEOUT_MS, ZIdParam, ZJobRun } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { getJobRun } from '../jobs/get-job-run.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { posPullJob } from './pos-pull.job.ts';
import { startPosPull } from './start-pos-pull.ts';

/**
 * Spec part 1 §6: users who may open the menus (member and above) at a `pos_integrated`
 * location; the domain's `canPullFromPos` asks the same for the web's button.
 */
const access: RouteAccess = { screen: 'menus', flags: { all: ['pos_integrated'] } };

/** What the server leaves the write, out of the web's 300 s: reading gets the rest. */
const WRITE_ALLOWANCE_MS = 60_000;

/** The point-of-sale pull (spec part 1 §7 `PUT /restaurants/upload-menu/{id}`; docs/api.md). */
export const posPullRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const job = posPullJob({
    requestTimeoutMs: ctx.config.posRequestTimeoutMs,
    fetchBudgetMs: POS_PULL_TIMEOUT_MS - WRITE_ALLOWANCE_MS,
  });
  ctx.jobs.register(job);

  app.put(
    '/api/restaurants/upload-menu/:id',
    {
      config: { access },
      schema: {
        tags: ['menus'],
        params: z.object({ id: ZIdParam }),
        response: { 202: ZJobRun },
      },
    },
    async (request, reply) => {
      const catalogue = catalogueContext(request);
      const runId = await startPosPull({ ctx: catalogue, jobs: ctx.jobs, job }, request.params.id);
      return reply.status(202).send(await getJobRun(catalogue, runId));
    },
  );
};
