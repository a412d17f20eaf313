import {
  ZDeepMenu,
  ZMenu,
  ZMenuSummary,
  ZCopyAvailabilityRequest,
  ZCreateMenuRequest,
  ZUpdateMenuRequest,
  ZAvailabilityWeek,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { copyAvailability } from './copy-availability.ts';
import { createMenu } from './create-menu.ts';
import { deleteMenu } from './delete-menu.ts';
import { duplicateMenu } from './duplicate-menu.ts';
import { getDeepMenu, getDeepMenus } from './get-deep-menus.ts';
import { listMenus } from './list-menus.ts';
import { replaceAvailability } from './replace-availability.ts';
import { sendJsonText } from '../../context/json-answer.ts';
import { menusAccess, tags, ZMenuIdParams } from './route-schemas.ts';
import { updateMenu } from './update-menu.ts';
import { uploadMenuImage } from './upload-menu-image.ts';

/** Menus and their availability (spec part 1 §7 "Menus"; docs/api.md "Menus"). */
export const menusRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageStore = app.ctx.images;
  const config = { access: menusAccess };

  app.get(
    '/api/menus',
    { config, schema: { tags, response: { 200: z.array(ZMenuSummary) } } },
    (request) => listMenus(catalogueContext(request)),
  );

  app.get(
    '/api/menus/deep-get-menus',
    { config, schema: { tags, response: { 200: z.array(ZDeepMenu) } } },
    async (request, reply) => sendJsonText(reply, await getDeepMenus(catalogueContext(request))),
  );

  app.get(
    '/api/menus/deep-get-menu/:id',
    { config, schema: { tags, params: ZMenuIdParams, response: { 200: ZDeepMenu } } },
    async (request, reply) =>
      sendJsonText(reply, await getDeepMenu(catalogueContext(request), request.params.id)),
  );

  app.post(
    '/api/menus',
    { config, schema: { tags, body: ZCreateMenuRequest, response: { 201: ZMenu } } },
    async (request, reply) =>
      reply.status(201).send(await createMenu(catalogueContext(request), request.body)),
  );

  app.put(
    '/api/menus/:id',
    {
      config,
      schema: { tags, params: ZMenuIdParams, body: ZUpdateMenuRequest, response: { 200: ZMenu } },
    },
    (request) => updateMenu(catalogueContext(request), request.params.id, request.body),
  );

  app.delete(
    '/api/menus/:id',
    { config, schema: { tags, params: ZMenuIdParams } },
    async (request, reply) => {
      await deleteMenu(catalogueContext(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/menus/:id/image',
    {
      config,
      schema: {
        tags,
        params: ZMenuIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZMenu },
      },
    },
    (request) => uploadMenuImage(request, request.params.id, imageStore),
  );

  app.post(
    '/api/menus/:id/availability',
    {
      config,
      schema: {
        tags,
        params: ZMenuIdParams,
        body: ZAvailabilityWeek,
        response: { 200: ZMenu },
      },
    },
    (request) => replaceAvailability(catalogueContext(request), request.params.id, request.body),
  );

  app.post(
    '/api/menus/:id/availability/copy',
    {
      config,
      schema: {
        tags,
        params: ZMenuIdParams,
        body: ZCopyAvailabilityRequest,
        response: { 200: z.array(ZMenu) },
      },
    },
    (request) => copyAvailability(catalogueContext(request), request.params.id, request.body),
  );

  app.post(
    '/api/menus/:id/duplicate',
    { config, schema: { tags, params: ZMenuIdParams, response: { 201: ZMenu } } },
    async (request, reply) =>
      reply.status(201).send(await duplicateMenu(catalogueContext(request), request.params.id)),
  );
};
