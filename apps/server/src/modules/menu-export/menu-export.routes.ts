import { attachmentDisposition } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { menusAccess, tags, ZMenuIdParams } from '../menus/route-schemas.ts';
import { exportMenu } from './export-menu.ts';
import { XLSX_CONTENT_TYPE } from '../../lib/streamed-workbook.ts';
import { workbookStream } from './workbook-stream.ts';

/** The menu spreadsheet (issue 5 item 4; docs/api.md "Menu export"). */
export const menuExportRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whoever may see the menus may export them (the menus screen: member and above).
  app.get(
    '/api/menus/:id/export',
    {
      config: { access: menusAccess },
      schema: { tags, params: ZMenuIdParams, produces: [XLSX_CONTENT_TYPE] },
    },
    async (request, reply) => {
      if (!request.tenant) throw new AppError('tenant_not_recognized');
      const exported = await exportMenu(
        catalogueContext(request),
        request.params.id,
        request.tenant.timezone,
      );
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(exported.fileName))
        .header('cache-control', 'private, no-store')
        .send(workbookStream(exported.sheets, request.locale));
    },
  );
};
