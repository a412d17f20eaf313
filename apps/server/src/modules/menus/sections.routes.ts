import {
  ZCreateSectionRequest,
  ZSection,
  ZSectionWithItems,
  ZUpdateSectionRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { createSection } from './create-section.ts';
import { deleteSection } from './delete-section.ts';
import { duplicateSection } from './duplicate-section.ts';
import { getDeepSections } from './get-deep-menus.ts';
import { sendJsonText } from '../../context/json-answer.ts';
import { menusAccess, tags, ZMenuParams, ZSectionParams } from './route-schemas.ts';
import { updateSection } from './update-section.ts';

/** Sections of a menu (spec part 1 §7 "Sections"; docs/api.md "Menus"). */
export const sectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: menusAccess };

  app.get(
    '/api/menus/:menuId/sections/deep-get-sections',
    {
      config,
      schema: { tags, params: ZMenuParams, response: { 200: z.array(ZSectionWithItems) } },
    },
    async (request, reply) =>
      sendJsonText(reply, await getDeepSections(catalogueContext(request), request.params.menuId)),
  );

  app.post(
    '/api/menus/:menuId/sections',
    {
      config,
      schema: {
        tags,
        params: ZMenuParams,
        body: ZCreateSectionRequest,
        response: { 201: ZSection },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createSection(catalogueContext(request), request.params.menuId, request.body)),
  );

  app.put(
    '/api/menus/:menuId/sections/:sectionId',
    {
      config,
      schema: {
        tags,
        params: ZSectionParams,
        body: ZUpdateSectionRequest,
        response: { 200: ZSection },
      },
    },
    (request) =>
      updateSection(
        catalogueContext(request),
        request.params.menuId,
        request.params.sectionId,
        request.body,
      ),
  );

  app.delete(
    '/api/menus/:menuId/sections/:sectionId',
    { config, schema: { tags, params: ZSectionParams } },
    async (request, reply) => {
      const { menuId, sectionId } = request.params;
      await deleteSection(catalogueContext(request), menuId, sectionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/menus/:menuId/sections/:sectionId/duplicate',
    { config, schema: { tags, params: ZSectionParams, response: { 201: ZSectionWithItems } } },
    async (request, reply) => {
      const { menuId, sectionId } = request.params;
      return reply
        .status(201)
        .send(await duplicateSection(catalogueContext(request), menuId, sectionId));
    },
  );
};
