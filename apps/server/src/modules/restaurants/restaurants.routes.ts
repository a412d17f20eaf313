import { requiredRoleFor, ZLocation, ZIdParam } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listLocations } from './list-locations.ts';
import { listLocationsWithMenus } from './list-locations-with-menus.ts';
import { getLocation } from './get-location.ts';
import { locationUpdateRouteGuard, requireLocationUpdateAccess } from './location-update-access.ts';
import { resumePausedOrdersJob } from './resume-paused-orders.ts';
import { saveLocation } from './save-location.ts';
import { uploadLocationImage } from './upload-location-image.ts';

const tags = ['locations'];
const ZIdParams = z.object({ id: ZIdParam });
const ZListQuery = z.object({
  /** Comma-separated group names: only locations in at least one of them. */
  groups: z
    .string()
    .optional()
    .transform((groups) =>
      groups
        ?.split(',')
        .map((group) => group.trim())
        .filter(Boolean),
    ),
});
const ZListBody = z.object({ restaurants: z.array(z.int().positive()).optional() }).nullish();
const ZLocationWithMenus = ZLocation.extend({
  menus: z.array(z.object({ id: z.int(), name: z.string() })),
});
const ZSaveLocationBody = z
  .record(z.string(), z.unknown())
  .describe(
    'Location fields plus force_publish; or the pause toggle: only orders_paused, orders_paused_until and order_options',
  );

/** Locations (docs/api.md "Locations"); paths are the spec's (part 1 §7, part 2 §7). */
export const restaurantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const imageStore = ctx.images;
  ctx.jobs.registerDelayed(resumePausedOrdersJob);

  app.post(
    '/api/restaurants/list',
    {
      config: { access: { tenant: false } },
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListBody,
        response: { 200: z.array(ZLocation) },
      },
    },
    (request) =>
      listLocations(ctx.database.db, {
        authorised: request.user!.restaurants,
        requested: request.body?.restaurants,
        groups: request.query.groups,
      }),
  );

  app.post(
    '/api/restaurants/list-with-menus',
    {
      config: { access: { tenant: false } },
      schema: {
        tags,
        querystring: ZListQuery,
        body: ZListBody,
        response: { 200: z.array(ZLocationWithMenus) },
      },
    },
    (request) =>
      listLocationsWithMenus(ctx.database.db, {
        authorised: request.user!.restaurants,
        requested: request.body?.restaurants,
        groups: request.query.groups,
      }),
  );

  app.get(
    '/api/restaurants/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        response: { 200: ZLocation },
      },
    },
    async (request) => getLocation(request, request.params.id),
  );

  app.put(
    '/api/restaurants/:id',
    {
      config: { access: locationUpdateRouteGuard },
      preHandler: requireLocationUpdateAccess,
      schema: {
        tags,
        params: ZIdParams,
        body: ZSaveLocationBody,
        response: { 200: ZLocation },
      },
    },
    (request) => saveLocation(request, request.params.id, request.body),
  );

  app.post(
    '/api/restaurants/:id/image',
    {
      config: { access: { minRole: requiredRoleFor('settings') } },
      schema: {
        tags,
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZLocation },
      },
    },
    (request) => uploadLocationImage(request, request.params.id, imageStore),
  );
};
