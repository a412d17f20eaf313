import { CSV_IMPORT_MIN_ROLE, csvImportEnabled, ZCsvImportPreview, ZJobRun } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { IDEMPOTENCY_HEADER, ZIdempotencyHeaders } from '../../lib/idempotency.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { csvImportJob } from './csv-import-job.ts';
import { decodeCsvText } from './decode-csv-text.ts';
import { previewCsvImport } from './preview-csv-import.ts';
import { readCsvUpload } from './read-csv-upload.ts';
import { startCsvImport } from './start-csv-import.ts';

/** Manager and above on the menus screen (domain `canImportMenusFromCsv`); the switch is checked below. */
const access: RouteAccess = { screen: 'menus', minRole: CSV_IMPORT_MIN_ROLE };
const tags = ['menus'];

/**
 * The uploaded file as text with the encoding it was read in, once the location's `csv_import`
 * switch is known to be on.
 */
async function uploadedText(request: FastifyRequest) {
  if (!csvImportEnabled(request.tenant)) throw new AppError('feature_disabled');
  const upload = await readCsvUpload(request);
  return { fileName: upload.fileName, ...decodeCsvText(upload.bytes) };
}

/** Menu CSV import (spec part 1 §5, §7; docs/api.md "CSV import"). */
export const csvImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  ctx.jobs.register(csvImportJob);

  app.post(
    '/api/menus/csv-menus-import/preview',
    {
      config: { access },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ZCsvImportPreview } },
    },
    async (request) => previewCsvImport(catalogueContext(request), await uploadedText(request)),
  );

  app.post(
    '/api/menus/csv-menus-import',
    {
      config: { access },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        headers: ZIdempotencyHeaders,
        response: { 202: ZJobRun },
      },
    },
    async (request, reply) => {
      const { fileName, text } = await uploadedText(request);
      const run = await startCsvImport(catalogueContext(request), ctx.jobs, {
        fileName,
        text,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER],
      });
      return reply.status(202).send(run);
    },
  );
};
