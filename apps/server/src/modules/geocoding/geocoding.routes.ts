import { ZAddressSuggestions, ZAddressSuggestionsQuery } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderContext } from '../../context/order-context.ts';
import { orderTakingAccess } from '../orders/order-access.ts';
import { createGeocoder } from './geocoder.ts';
import { suggestAddresses } from './suggest-addresses.ts';

/** Delivery address suggestions (docs/api.md "Address suggestions"). */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const geocoder = createGeocoder(ctx.config.geocoder);
  app.get(
    '/api/orders/address-suggestions',
    {
      config: { access: orderTakingAccess },
      schema: {
        tags: ['orders'],
        querystring: ZAddressSuggestionsQuery,
        response: { 200: ZAddressSuggestions },
      },
    },
    (request) => suggestAddresses(orderContext(request), geocoder, request.query.q),
  );
};
