import { attachmentDisposition, ZIdParam, ZOrderInvoices } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderContext } from '../../../context/order-context.ts';
import { tenantContext } from '../../../context/tenant-context.ts';
import { orderManagementAccess } from '../order-access.ts';
import { getInvoicePdf } from './get-invoice-pdf.ts';
import { listInvoices } from './list-invoices.ts';

const ZInvoiceParams = z.object({ id: ZIdParam, invoiceId: ZIdParam });

/** Invoices of orders (docs/api.md "Completing an order"): their status, and the PDF sent. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/:id/invoices',
    {
      config: { access: orderManagementAccess },
      schema: {
        tags: ['orders'],
        params: z.object({ id: ZIdParam }),
        response: { 200: ZOrderInvoices },
      },
    },
    (request) => listInvoices(orderContext(request), request.params.id),
  );

  app.get(
    '/api/orders/:id/invoices/:invoiceId/pdf',
    {
      config: { access: orderManagementAccess },
      schema: { tags: ['orders'], params: ZInvoiceParams, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getInvoicePdf(
        tenantContext(request),
        request.params.id,
        request.params.invoiceId,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
