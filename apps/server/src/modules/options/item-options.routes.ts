import { ZOptionGroup, ZIdParam } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import {
  linkItemOption,
  listItemOptions,
  unlinkItemOption,
  type ItemPath,
} from './item-option-links.ts';

const tags = ['items'];
/** Attaching modifiers is part of editing an item, on the menus screens. */
const access: RouteAccess = { screen: 'menus' };
const ZItemParams = z.object({
  menuId: ZIdParam,
  sectionId: ZIdParam.optional(),
  itemId: ZIdParam,
});
const ZLinkParams = ZItemParams.extend({ optionGroupId: ZIdParam });
const ZGroups = z.array(ZOptionGroup);

/** The two spellings of an item's path (spec part 1 §7 "the same set under …/sections/…"). */
const itemPaths = [
  '/api/menus/:menuId/items/:itemId',
  '/api/menus/:menuId/sections/:sectionId/items/:itemId',
];

function itemPath(params: z.infer<typeof ZItemParams>): ItemPath {
  return { menuId: params.menuId, sectionId: params.sectionId, itemId: params.itemId };
}

/** Which modifier groups an item offers (docs/api.md "Modifiers of an item"). */
export const itemOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const base of itemPaths) {
    app.get(
      `${base}/options`,
      { config: { access }, schema: { tags, params: ZItemParams, response: { 200: ZGroups } } },
      (request) => listItemOptions(catalogueContext(request), itemPath(request.params)),
    );

    app.post(
      `${base}/options/:optionGroupId`,
      {
        config: { access },
        schema: { tags, params: ZLinkParams, response: { 200: ZGroups, 201: ZGroups } },
      },
      async (request, reply) => {
        const { created, groups } = await linkItemOption(
          catalogueContext(request),
          itemPath(request.params),
          request.params.optionGroupId,
        );
        return reply.status(created ? 201 : 200).send(groups);
      },
    );

    app.delete(
      `${base}/options/:optionGroupId`,
      { config: { access }, schema: { tags, params: ZLinkParams } },
      async (request, reply) => {
        await unlinkItemOption(
          catalogueContext(request),
          itemPath(request.params),
          request.params.optionGroupId,
        );
        return reply.status(204).send();
      },
    );
  }
};
