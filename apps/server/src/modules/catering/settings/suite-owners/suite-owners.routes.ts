import { ZIdParam, ZSuiteOwner, ZSuiteOwnerRequest, ZSuiteOwnersResponse } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventSettingsAccess } from '../../catering-access.ts';
import { cateringSettingsContext, tags } from '../catering-settings-context.ts';
import { createSuiteOwner } from './create-suite-owner.ts';
import { deleteSuiteOwner } from './delete-suite-owner.ts';
import { listSuiteOwners } from './list-suite-owners.ts';
import { updateSuiteOwner } from './update-suite-owner.ts';

const ZIdParams = z.object({ id: ZIdParam });

/** Suite owners (spec part 2 §3, §7 "Catering"; docs/api.md "Event settings"). */
export const suiteOwnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: eventSettingsAccess.view };
  const configureConfig = { access: eventSettingsAccess.configure };
  const path = '/api/catering/suite-owners';
  const body = ZSuiteOwnerRequest;

  app.get(path, { config, schema: { tags, response: { 200: ZSuiteOwnersResponse } } }, (request) =>
    listSuiteOwners(cateringSettingsContext(request)),
  );

  app.post(
    path,
    { config: configureConfig, schema: { tags, body, response: { 201: ZSuiteOwner } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSuiteOwner(cateringSettingsContext(request), request.body)),
  );

  app.put(
    `${path}/:id`,
    {
      config: configureConfig,
      schema: { tags, params: ZIdParams, body, response: { 200: ZSuiteOwner } },
    },
    (request) =>
      updateSuiteOwner(cateringSettingsContext(request), request.params.id, request.body),
  );

  app.delete(
    `${path}/:id`,
    { config: configureConfig, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await deleteSuiteOwner(cateringSettingsContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
