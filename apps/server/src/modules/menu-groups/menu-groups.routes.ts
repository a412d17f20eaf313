import {
  ZCreateMenuGroupRequest,
  ZMenuGroup,
  ZUpdateMenuGroupRequest,
  ZIdParam,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { createMenuGroup } from './create-menu-group.ts';
import { deleteMenuGroup } from './delete-menu-group.ts';
import { listMenuGroups } from './list-menu-groups.ts';
import { updateMenuGroup } from './update-menu-group.ts';
import { uploadMenuGroupImage } from './upload-menu-group-image.ts';

const tags = ['menu groups'];
/** Changing groups is the MenuGroups screen's (manager and above, spec part 1 §6). */
const manage: RouteAccess = { screen: 'menu_groups' };
/** Reading them is also the menus screen's ("Menus (and menu group view)", spec part 1 §2). */
const read: RouteAccess = { screen: 'menus' };
const ZIdParams = z.object({ id: ZIdParam });

/** Menu groups (docs/api.md "Menu groups"); paths are the spec's (part 1 §7). */
export const menuGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const imageStore = ctx.images;

  app.get(
    '/api/menu-groups',
    { config: { access: read }, schema: { tags, response: { 200: z.array(ZMenuGroup) } } },
    (request) => listMenuGroups(catalogueContext(request)),
  );

  app.post(
    '/api/menu-groups',
    {
      config: { access: manage },
      schema: { tags, body: ZCreateMenuGroupRequest, response: { 201: ZMenuGroup } },
    },
    async (request, reply) =>
      reply.status(201).send(await createMenuGroup(catalogueContext(request), request.body)),
  );

  app.put(
    '/api/menu-groups/:id',
    {
      config: { access: manage },
      schema: {
        tags,
        params: ZIdParams,
        body: ZUpdateMenuGroupRequest,
        response: { 200: ZMenuGroup },
      },
    },
    (request) => updateMenuGroup(catalogueContext(request), request.params.id, request.body),
  );

  app.delete(
    '/api/menu-groups/:id',
    { config: { access: manage }, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await deleteMenuGroup(catalogueContext(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/menu-groups/:id/image',
    {
      config: { access: manage },
      schema: {
        tags,
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZMenuGroup },
      },
    },
    (request) => uploadMenuGroupImage(request, request.params.id, imageStore),
  );
};
