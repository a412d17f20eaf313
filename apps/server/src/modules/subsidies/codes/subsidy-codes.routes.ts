import {
  attachmentDisposition,
  ZGenerateSubsidyCodesRequest,
  ZGeneratedSubsidyCodes,
  ZIdParam,
  ZSubsidyCode,
  ZSubsidyCodesPage,
  ZSubsidyCodesQuery,
  ZUpdateSubsidyCodeRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../../context/tenant-context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { subsidiesAccess, tags } from '../subsidies-access.ts';
import { deleteSubsidyCode } from './delete-subsidy-code.ts';
import { exportSubsidyCodes } from './export-subsidy-codes.ts';
import { generateSubsidyCodes } from './generate-subsidy-codes.ts';
import { listSubsidyCodes } from './list-subsidy-codes.ts';
import { updateSubsidyCode } from './update-subsidy-code.ts';

const ZSubsidyParams = z.object({ id: ZIdParam });
const ZCodeParams = z.object({ id: ZIdParam, codeId: ZIdParam });
const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A subsidy's codes: paged list, generate, status and holder, delete, CSV export. */
export const subsidyCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: subsidiesAccess };

  app.get(
    '/api/subsidies/:id/codes',
    {
      config,
      schema: {
        tags,
        params: ZSubsidyParams,
        querystring: ZSubsidyCodesQuery,
        response: { 200: ZSubsidyCodesPage },
      },
    },
    (request) => listSubsidyCodes(tenantContext(request), request.params.id, request.query),
  );

  app.get(
    '/api/subsidies/:id/codes.csv',
    { config, schema: { tags, params: ZSubsidyParams, produces: ['text/csv'] } },
    async (request, reply) => {
      if (!request.tenant) throw new AppError('tenant_not_recognized');
      const ctx = tenantContext(request);
      const file = await exportSubsidyCodes(ctx, request.params.id, request.tenant.timezone);
      return reply
        .type(CSV_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.text);
    },
  );

  app.post(
    '/api/subsidies/:id/codes/generate',
    {
      config,
      schema: {
        tags,
        params: ZSubsidyParams,
        body: ZGenerateSubsidyCodesRequest,
        response: { 201: ZGeneratedSubsidyCodes },
      },
    },
    async (request, reply) => {
      const ctx = tenantContext(request);
      const generated = await generateSubsidyCodes(ctx, request.params.id, request.body);
      return reply.status(201).send(generated);
    },
  );

  app.put(
    '/api/subsidies/:id/codes/:codeId',
    {
      config,
      schema: {
        tags,
        params: ZCodeParams,
        body: ZUpdateSubsidyCodeRequest,
        response: { 200: ZSubsidyCode },
      },
    },
    (request) =>
      updateSubsidyCode(
        tenantContext(request),
        { subsidyId: request.params.id, codeId: request.params.codeId },
        request.body,
      ),
  );

  app.delete(
    '/api/subsidies/:id/codes/:codeId',
    { config, schema: { tags, params: ZCodeParams } },
    async (request, reply) => {
      const ids = { subsidyId: request.params.id, codeId: request.params.codeId };
      await deleteSubsidyCode(tenantContext(request), ids);
      return reply.status(204).send();
    },
  );
};
