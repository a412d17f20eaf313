import {
  ZIdParam,
  ZPromoCode,
  ZPromoCodeRequest,
  ZPromoCodesResponse,
  requiredRoleFor,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../context/tenant-context.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { createPromoCode } from './create-promo-code.ts';
import { deletePromoCode } from './delete-promo-code.ts';
import { listPromoCodes } from './list-promo-codes.ts';
import { updatePromoCode } from './update-promo-code.ts';

const tags = ['settings'];
/** Managers and above (spec part 2 §6), where discount codes are on (the `discount` flag). */
const access: RouteAccess = {
  minRole: requiredRoleFor('settings'),
  flags: { all: ['discount'] },
};
const ZIdParams = z.object({ id: ZIdParam });

/** The Promos tab (docs/api.md "Settings"). */
export const promosSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/promo-codes',
    { config: { access }, schema: { tags, response: { 200: ZPromoCodesResponse } } },
    (request) => listPromoCodes(tenantContext(request)),
  );

  app.post(
    '/api/settings/promo-codes',
    {
      config: { access },
      schema: { tags, body: ZPromoCodeRequest, response: { 201: ZPromoCode } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPromoCode(tenantContext(request), request.body)),
  );

  app.put(
    '/api/settings/promo-codes/:id',
    {
      config: { access },
      schema: { tags, params: ZIdParams, body: ZPromoCodeRequest, response: { 200: ZPromoCode } },
    },
    (request) => updatePromoCode(tenantContext(request), request.params.id, request.body),
  );

  app.delete(
    '/api/settings/promo-codes/:id',
    { config: { access }, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await deletePromoCode(tenantContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
