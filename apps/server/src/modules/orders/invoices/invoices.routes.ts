import { attachmentDisposition, ZIdParam } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../../context/tenant-context.ts';
import { orderManagementAccess } from '../order-access.ts';
import { getInvoicePdf } from './get-invoice-pdf.ts';

const ZInvoiceParams = z.object({ id: ZIdParam, invoiceId: ZIdParam });

/** Invoices of orders (docs/api.md "Completing an order"): staff download the PDF sent. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
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
