import {
  attachmentDisposition,
  ordersExportFileName,
  ZJobRun,
  ZOrdersExportFileQuery,
  ZOrdersExportQuery,
  type OrdersExportSelection,
} from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { orderContext } from '../../../context/order-context.ts';
import { IDEMPOTENCY_HEADER, ZIdempotencyHeaders } from '../../../lib/idempotency.ts';
import { XLSX_CONTENT_TYPE } from '../../../lib/streamed-workbook.ts';
import type { RouteAccess } from '../../../plugins/access-guard.ts';
import { openOrdersExportDownload } from './download-orders-export.ts';
import {
  authorisedExportLocations,
  exportLocations,
  type ExportLocation,
} from './orders-export-locations.ts';
import { ordersExportJob } from './orders-export.job.ts';
import { startOrdersExport } from './start-orders-export.ts';
import { ordersWorkbook } from './write-orders-workbook.ts';

/** The report's role (lead and above); each location's kind is checked by the use case. */
const ordersExportAccess: RouteAccess = { minRole: 'lead' };
const tags = ['orders'];
/** Mailed-link downloads allowed per client IP per minute. */
const DOWNLOADS_PER_MINUTE = 20;

/**
 * Streams the selection's workbook as the answer, named `Orders-{startDate}-{endDate}.xlsx`;
 * `locations` are the selection's, as read (`exportLocations`).
 */
function sendWorkbook(
  reply: FastifyReply,
  db: Db,
  selection: OrdersExportSelection,
  locations: readonly ExportLocation[],
) {
  const { stream } = ordersWorkbook({ db, selection, locations });
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header(
      'content-disposition',
      attachmentDisposition(ordersExportFileName(selection.startDate, selection.endDate)),
    )
    .header('cache-control', 'private, no-store')
    .send(stream);
}

/** The orders export (issue 16 part 3; docs/api.md "Orders export"). */
export const ordersExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const job = ordersExportJob(ctx);
  ctx.jobs.register(job);
  const db = ctx.database.db;

  app.get(
    '/api/orders/export',
    {
      config: { access: ordersExportAccess },
      schema: {
        tags,
        headers: ZIdempotencyHeaders,
        querystring: ZOrdersExportQuery,
        response: { 202: ZJobRun },
      },
    },
    async (request, reply) => {
      const run = await startOrdersExport(
        {
          ctx: orderContext(request),
          db,
          jobs: ctx.jobs,
          job,
          authorised: request.user!.restaurants,
          idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
        },
        request.query,
      );
      return reply.status(202).send(run);
    },
  );

  app.get(
    '/api/orders/export/file',
    {
      config: { access: ordersExportAccess },
      schema: { tags, querystring: ZOrdersExportFileQuery, produces: [XLSX_CONTENT_TYPE] },
    },
    async (request, reply) => {
      const { query } = request;
      const locations = await authorisedExportLocations({
        db,
        activeId: request.tenant!.id,
        authorised: request.user!.restaurants,
        requested: query.locations,
      });
      const selection: OrdersExportSelection = {
        startDate: query.startDate,
        endDate: query.endDate,
        locations: locations.map((location) => location.id),
        includePrices: query.includePrices,
        locale: request.locale,
      };
      return sendWorkbook(reply, db, selection, locations);
    },
  );

  // Public: the mailed link opens the file without signing in; the token is the key. Each
  // download writes the whole file again, so a client IP gets a few a minute.
  app.get(
    '/api/orders/export/download',
    {
      config: {
        access: { public: true },
        rateLimit: { max: DOWNLOADS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        querystring: z.object({ token: z.string().min(1).max(4000) }),
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) => {
      const { selection } = await openOrdersExportDownload(ctx, request.query.token);
      return sendWorkbook(reply, db, selection, await exportLocations(db, selection.locations));
    },
  );
};
