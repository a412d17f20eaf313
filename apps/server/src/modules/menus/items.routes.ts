import { ZItem, ZCreateItemRequest, ZUpdateItemRequest } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { createItem } from './create-item.ts';
import { deleteItem } from './delete-item.ts';
import { duplicateItem } from './duplicate-item.ts';
import type { ItemParent } from './items.repository.ts';
import { listItems } from './list-items.ts';
import { menusAccess, tags, ZItemParams, ZItemsParams } from './route-schemas.ts';
import { updateItem } from './update-item.ts';
import { uploadItemImage } from './upload-item-image.ts';

/** Items of a menu outside sections, and items of a section: the same routes under both. */
const itemCollections = [
  '/api/menus/:menuId/items',
  '/api/menus/:menuId/sections/:sectionId/items',
];

function parentOf(params: { menuId: number; sectionId?: number | undefined }): ItemParent {
  return { menuId: params.menuId, sectionId: params.sectionId ?? null };
}

/**
 * Items (spec part 1 §7 "Items"; docs/api.md "Menus"). The option-link routes
 * `…/items/{itemId}/options` belong to the options module.
 */
export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageStore = app.ctx.images;
  const config = { access: menusAccess };

  for (const collection of itemCollections) {
    app.get(
      collection,
      { config, schema: { tags, params: ZItemsParams, response: { 200: z.array(ZItem) } } },
      (request) => listItems(catalogueContext(request), parentOf(request.params)),
    );

    app.post(
      collection,
      {
        config,
        schema: { tags, params: ZItemsParams, body: ZCreateItemRequest, response: { 201: ZItem } },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await createItem(catalogueContext(request), parentOf(request.params), request.body),
          ),
    );

    app.put(
      `${collection}/:itemId`,
      {
        config,
        schema: { tags, params: ZItemParams, body: ZUpdateItemRequest, response: { 200: ZItem } },
      },
      (request) =>
        updateItem(
          catalogueContext(request),
          parentOf(request.params),
          request.params.itemId,
          request.body,
        ),
    );

    app.delete(
      `${collection}/:itemId`,
      { config, schema: { tags, params: ZItemParams } },
      async (request, reply) => {
        await deleteItem(
          catalogueContext(request),
          parentOf(request.params),
          request.params.itemId,
        );
        return reply.status(204).send();
      },
    );

    app.post(
      `${collection}/:itemId/image`,
      {
        config,
        schema: {
          tags,
          params: ZItemParams,
          consumes: ['multipart/form-data'],
          response: { 200: ZItem },
        },
      },
      (request) =>
        uploadItemImage(request, parentOf(request.params), request.params.itemId, imageStore),
    );

    app.post(
      `${collection}/:itemId/duplicate`,
      { config, schema: { tags, params: ZItemParams, response: { 201: ZItem } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await duplicateItem(
              catalogueContext(request),
              parentOf(request.params),
              request.params.itemId,
            ),
          ),
    );
  }
};
