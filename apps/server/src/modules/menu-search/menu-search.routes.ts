import { ZMenuSearchRequest, ZMenuSearchResponse } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { searchMenus } from './search-menus.ts';

/** Catalogue search (docs/api.md "Menu search"); the path is the spec's (part 1 §7). */
export const menuSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/menus/search',
    {
      config: { access: { screen: 'menus' } },
      schema: {
        tags: ['menus'],
        body: ZMenuSearchRequest,
        response: { 200: ZMenuSearchResponse },
      },
    },
    (request) => searchMenus(catalogueContext(request), request.body.term),
  );
};
