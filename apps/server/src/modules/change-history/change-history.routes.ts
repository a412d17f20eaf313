import { ZChangeHistoryPage, ZChangeHistoryQuery } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.ts';
import { listChangeHistory } from './list-change-history.ts';
import { changeHistoryRetentionJob } from './purge-change-history.ts';

/**
 * Who changed what (spec part 1 §7 `GET /change-history`): managers and above (the
 * `change_history` screen's rule), the active location only. Entries are kept 30 days; the
 * retention job is registered here.
 */
export const changeHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.jobs.schedule(changeHistoryRetentionJob);

  app.get(
    '/api/change-history',
    {
      config: { access: { screen: 'change_history' } },
      schema: {
        tags: ['change history'],
        querystring: ZChangeHistoryQuery,
        response: { 200: ZChangeHistoryPage },
      },
    },
    async (request) => {
      if (!request.tenant) throw new AppError('tenant_not_recognized');
      return listChangeHistory(
        {
          restaurantId: request.tenant.id,
          timeZone: request.tenant.timezone,
          tenantTx: (work) => request.tenantTx(work),
          db: ctx.database.db,
        },
        request.query,
      );
    },
  );
};
