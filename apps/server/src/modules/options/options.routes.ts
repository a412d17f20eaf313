import {
  ZBulkOptionValuesRequest,
  ZCreateOptionGroupRequest,
  ZOptionGroup,
  ZOptionGroupsQuery,
  ZOptionValue,
  ZUpdateOptionGroupRequest,
  ZUpdateOptionValueRequest,
  ZIdParam,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { bulkSaveOptionValues } from './bulk-save-option-values.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { createOptionGroup } from './create-option-group.ts';
import { deleteOptionGroup } from './delete-option-group.ts';
import { deleteOptionValue } from './delete-option-value.ts';
import { duplicateOptionGroup } from './duplicate-option-group.ts';
import { listOptionGroups } from './list-option-groups.ts';
import { updateOptionGroup } from './update-option-group.ts';
import { updateOptionValue } from './update-option-value.ts';

const tags = ['modifiers'];
const access: RouteAccess = { screen: 'modifiers' };
const ZGroupParams = z.object({ id: ZIdParam });
const ZValueParams = z.object({ id: ZIdParam, valueId: ZIdParam });

/** Modifier groups and their options (docs/api.md "Modifiers"); paths are the spec's (part 1 §7). */
export const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/options',
    {
      config: { access },
      schema: { tags, querystring: ZOptionGroupsQuery, response: { 200: z.array(ZOptionGroup) } },
    },
    (request) => listOptionGroups(catalogueContext(request), request.query.type),
  );

  app.post(
    '/api/options',
    {
      config: { access },
      schema: { tags, body: ZCreateOptionGroupRequest, response: { 201: ZOptionGroup } },
    },
    async (request, reply) =>
      reply.status(201).send(await createOptionGroup(catalogueContext(request), request.body)),
  );

  app.put(
    '/api/options/:id',
    {
      config: { access },
      schema: {
        tags,
        params: ZGroupParams,
        body: ZUpdateOptionGroupRequest,
        response: { 200: ZOptionGroup },
      },
    },
    (request) => updateOptionGroup(catalogueContext(request), request.params.id, request.body),
  );

  app.delete(
    '/api/options/:id',
    { config: { access }, schema: { tags, params: ZGroupParams } },
    async (request, reply) => {
      await deleteOptionGroup(catalogueContext(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/options/:id/duplicate',
    { config: { access }, schema: { tags, params: ZGroupParams, response: { 201: ZOptionGroup } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await duplicateOptionGroup(catalogueContext(request), request.params.id)),
  );

  app.post(
    '/api/options/:id/values/bulk',
    {
      config: { access },
      schema: {
        tags,
        params: ZGroupParams,
        body: ZBulkOptionValuesRequest,
        response: { 200: ZOptionGroup },
      },
    },
    (request) => bulkSaveOptionValues(catalogueContext(request), request.params.id, request.body),
  );

  app.put(
    '/api/options/:id/values/:valueId',
    {
      config: { access },
      schema: {
        tags,
        params: ZValueParams,
        body: ZUpdateOptionValueRequest,
        response: { 200: ZOptionValue },
      },
    },
    (request) =>
      updateOptionValue(
        catalogueContext(request),
        request.params.id,
        request.params.valueId,
        request.body,
      ),
  );

  app.delete(
    '/api/options/:id/values/:valueId',
    { config: { access }, schema: { tags, params: ZValueParams } },
    async (request, reply) => {
      await deleteOptionValue(catalogueContext(request), request.params.id, request.params.valueId);
      return reply.status(204).send();
    },
  );
};
