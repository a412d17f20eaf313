import { ZOrdersReport, ZOrdersReportQuery } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../../context/json-answer.ts';
import { orderContext } from '../../../context/order-context.ts';
import type { RouteAccess } from '../../../plugins/access-guard.ts';
import { getOrdersReport } from './get-orders-report.ts';

/**
 * Lead and above (the report screen's role, domain screen-access.ts); the location kind
 * (catering or K-12) is checked by the use case, which answers its own 403.
 */
const ordersReportAccess: RouteAccess = { minRole: 'lead' };

/** The orders report (spec part 2 §2, §7 `GET /orders/report`; docs/api.md "Orders report"). */
export const ordersReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/report',
    {
      config: { access: ordersReportAccess },
      schema: {
        tags: ['orders'],
        querystring: ZOrdersReportQuery,
        response: { 200: ZOrdersReport },
      },
    },
    // Sent as JSON text: the answer is built here and typed, and may hold thousands of orders.
    async (request, reply) =>
      sendJsonText(
        reply,
        JSON.stringify(await getOrdersReport(orderContext(request), request.query)),
      ),
  );
};
