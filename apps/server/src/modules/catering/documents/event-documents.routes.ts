import {
  ZBeoAnswer,
  ZIdParam,
  ZLatestBeoAnswer,
  ZLatestBeoQuery,
  ZProductionSheetAnswer,
  attachmentDisposition,
  type Locale,
} from '@app/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../../lib/streamed-workbook.ts';
import { eventsAccess } from '../catering-access.ts';
import { documentWorkbookStream } from './document-workbook.ts';
import { documentsContext, tags } from './document-versions.ts';
import { beoKind, productionSheetKind } from './event-document-kinds.ts';
import { exportEventDocument, type ExportedDocument } from './export-event-document.ts';
import { getLatestBeo } from './get-latest-beo.ts';
import { printEventDocument } from './print-event-document.ts';
import { readEventDocument } from './read-event-document.ts';

/** The export as a download named as the spec says, with the version it was kept as. */
function sendWorkbook(reply: FastifyReply, exported: ExportedDocument, locale: Locale) {
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(exported.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-document-version', String(exported.version))
    .send(documentWorkbookStream(exported.sheets, locale));
}

const ZSuiteParams = z.object({ eventId: ZIdParam, id: ZIdParam });
const ZEventParams = z.object({ id: ZIdParam });
const beo = '/api/catering/events/:eventId/event-suites/:id/beo';
const sheet = '/api/catering/events/:id/production-sheet';

/**
 * The BEO of an event suite and the production sheet of an event (docs/api.md "Event
 * documents"): read, printed (a version kept) and exported. Whoever reads events may print:
 * a server works from these on the day (event access `view`).
 */
export const eventDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: eventsAccess.view };
  const suiteSchema = { tags, params: ZSuiteParams };
  const eventSchema = { tags, params: ZEventParams };

  app.get(beo, { config, schema: { ...suiteSchema, response: { 200: ZBeoAnswer } } }, (request) =>
    readEventDocument(
      documentsContext(request),
      beoKind(request.params.eventId, request.params.id),
    ),
  );
  app.post(
    `${beo}/prints`,
    { config, schema: { ...suiteSchema, response: { 201: ZBeoAnswer } } },
    async (request, reply) => {
      const kind = beoKind(request.params.eventId, request.params.id);
      return reply.status(201).send(await printEventDocument(documentsContext(request), kind));
    },
  );
  app.get(
    `${beo}.xlsx`,
    { config, schema: { ...suiteSchema, produces: [XLSX_CONTENT_TYPE] } },
    async (request, reply) => {
      const kind = beoKind(request.params.eventId, request.params.id);
      return sendWorkbook(
        reply,
        await exportEventDocument(documentsContext(request), kind),
        request.locale,
      );
    },
  );

  app.get(
    sheet,
    { config, schema: { ...eventSchema, response: { 200: ZProductionSheetAnswer } } },
    (request) =>
      readEventDocument(documentsContext(request), productionSheetKind(request.params.id)),
  );
  app.post(
    `${sheet}/prints`,
    { config, schema: { ...eventSchema, response: { 201: ZProductionSheetAnswer } } },
    async (request, reply) => {
      const kind = productionSheetKind(request.params.id);
      return reply.status(201).send(await printEventDocument(documentsContext(request), kind));
    },
  );
  app.get(
    `${sheet}.xlsx`,
    { config, schema: { ...eventSchema, produces: [XLSX_CONTENT_TYPE] } },
    async (request, reply) => {
      const kind = productionSheetKind(request.params.id);
      return sendWorkbook(
        reply,
        await exportEventDocument(documentsContext(request), kind),
        request.locale,
      );
    },
  );

  app.get(
    '/api/orders/latest-beo',
    {
      config,
      schema: {
        tags: ['orders'],
        querystring: ZLatestBeoQuery,
        response: { 200: ZLatestBeoAnswer },
      },
    },
    (request) => getLatestBeo(documentsContext(request), request.query),
  );
};
