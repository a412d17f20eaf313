import { ZItem, ZSection, ZMoveRequest, ZReorderRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { moveCatalogueObject } from './move-catalogue-object.ts';
import { reorderCatalogue } from './reorder-catalogue.ts';
import { menusAccess, tags } from './route-schemas.ts';

const ZReorderResult = z.object({ type: z.string(), ids: z.array(z.int()) });

/** Moving sections and items between parents, and putting lists in a new order. */
export const moveReorderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/menus/move',
    {
      config: { access: menusAccess },
      // Item first: a section lacks most item fields, an item lacks the section's `type`.
      schema: { tags, body: ZMoveRequest, response: { 200: z.union([ZItem, ZSection]) } },
    },
    (request) => moveCatalogueObject(catalogueContext(request), request.body),
  );

  app.post(
    '/api/menus/reorder',
    {
      // The menus screen lets the caller in; the handler then checks the screen of the type sent
      // (modifiers for option groups and values, menu groups for menu groups).
      config: { access: menusAccess },
      schema: { tags, body: ZReorderRequest, response: { 200: ZReorderResult } },
    },
    (request) => reorderCatalogue(request, request.body),
  );
};
