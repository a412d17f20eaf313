import {
  ZDeleteSubsidyRequest,
  ZIdParam,
  ZSubsidiesResponse,
  ZSubsidy,
  ZSubsidyRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../context/tenant-context.ts';
import { subsidyCodesRoutes } from './codes/subsidy-codes.routes.ts';
import { createSubsidy } from './create-subsidy.ts';
import { deleteSubsidy } from './delete-subsidy.ts';
import { listSubsidies } from './list-subsidies.ts';
import { subsidiesAccess, tags } from './subsidies-access.ts';
import { updateSubsidy } from './update-subsidy.ts';

const ZIdParams = z.object({ id: ZIdParam });

/** Subsidies and their codes (docs/api.md "Subsidies"). */
export const subsidiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: subsidiesAccess };

  app.get(
    '/api/subsidies',
    { config, schema: { tags, response: { 200: ZSubsidiesResponse } } },
    (request) => listSubsidies(tenantContext(request)),
  );

  app.post(
    '/api/subsidies',
    { config, schema: { tags, body: ZSubsidyRequest, response: { 201: ZSubsidy } } },
    async (request, reply) =>
      reply.status(201).send(await createSubsidy(tenantContext(request), request.body)),
  );

  app.put(
    '/api/subsidies/:id',
    {
      config,
      schema: { tags, params: ZIdParams, body: ZSubsidyRequest, response: { 200: ZSubsidy } },
    },
    (request) => updateSubsidy(tenantContext(request), request.params.id, request.body),
  );

  app.delete(
    '/api/subsidies/:id',
    { config, schema: { tags, params: ZIdParams, body: ZDeleteSubsidyRequest.nullish() } },
    async (request, reply) => {
      const force = request.body?.force_publish ?? false;
      await deleteSubsidy(tenantContext(request), request.params.id, force);
      return reply.status(204).send();
    },
  );

  await app.register(subsidyCodesRoutes);
};
