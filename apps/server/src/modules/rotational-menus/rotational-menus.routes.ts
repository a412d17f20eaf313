import {
  ZBulkCreateRotationalMenusRequest,
  ZCreateRotationalMenuRequest,
  ZIdParam,
  ZItemMenusEntry,
  ZItemMenusQuery,
  ZRotationalCleanupQuery,
  ZRotationalCleanupResult,
  ZRotationalMenu,
  ZRotationalMenuRange,
  ZUpdateRotationalMenuRequest,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { bulkCreateRotationalMenus } from './bulk-create-rotational-menus.ts';
import { cleanupRotationalMenus } from './cleanup-rotational-menus.ts';
import { createRotationalMenu } from './create-rotational-menu.ts';
import { deleteRotationalMenu } from './delete-rotational-menu.ts';
import { listItemMenus } from './list-item-menus.ts';
import { listRotationalMenus } from './list-rotational-menus.ts';
import { updateRotationalMenu } from './update-rotational-menu.ts';

const tags = ['rotational menus'];
/** Reading the plan is the menus screen's (the menu editor's "daily/rotational menus by week"). */
const read: RouteAccess = { screen: 'menus' };
/**
 * Planning changes the offer of several days at once (bulk copy, cleanup): manager and above,
 * like the other bulk menu operations (replicate, menu groups; spec part 1 §6).
 */
const manage: RouteAccess = { screen: 'menus', minRole: 'manager' };
const ZIdParams = z.object({ id: ZIdParam });

/** Daily (rotational) menus (docs/api.md "Rotational menus"); paths are the spec's (part 1 §7). */
export const rotationalMenusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/rotational-menus',
    {
      config: { access: read },
      schema: {
        tags,
        querystring: ZRotationalMenuRange,
        response: { 200: z.array(ZRotationalMenu) },
      },
    },
    (request) => listRotationalMenus(catalogueContext(request), request.query),
  );

  app.get(
    '/api/rotational-menus/item-menus-list',
    {
      config: { access: read },
      schema: { tags, querystring: ZItemMenusQuery, response: { 200: z.array(ZItemMenusEntry) } },
    },
    (request) => listItemMenus(catalogueContext(request), request.query),
  );

  app.post(
    '/api/rotational-menus',
    {
      config: { access: manage },
      schema: { tags, body: ZCreateRotationalMenuRequest, response: { 201: ZRotationalMenu } },
    },
    async (request, reply) =>
      reply.status(201).send(await createRotationalMenu(catalogueContext(request), request.body)),
  );

  app.post(
    '/api/rotational-menus/bulk',
    {
      config: { access: manage },
      schema: {
        tags,
        body: ZBulkCreateRotationalMenusRequest,
        response: { 201: z.array(ZRotationalMenu) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await bulkCreateRotationalMenus(catalogueContext(request), request.body)),
  );

  app.delete(
    '/api/rotational-menus/cleanup',
    {
      config: { access: manage },
      schema: {
        tags,
        querystring: ZRotationalCleanupQuery,
        response: { 200: ZRotationalCleanupResult },
      },
    },
    (request) =>
      cleanupRotationalMenus(catalogueContext(request), request.query, request.tenant!.timezone),
  );

  app.put(
    '/api/rotational-menus/:id',
    {
      config: { access: manage },
      schema: {
        tags,
        params: ZIdParams,
        body: ZUpdateRotationalMenuRequest,
        response: { 200: ZRotationalMenu },
      },
    },
    (request) => updateRotationalMenu(catalogueContext(request), request.params.id, request.body),
  );

  app.delete(
    '/api/rotational-menus/:id',
    { config: { access: manage }, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await deleteRotationalMenu(catalogueContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
