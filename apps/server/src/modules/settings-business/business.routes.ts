import {
  ZIdParam,
  ZMarketplaceLocation,
  ZMarketplaceLocationsRequest,
  ZMarketplaceLocationsResponse,
  ZTaxRatesRequest,
  ZTaxRatesResponse,
  requiredRoleFor,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantContext } from '../../context/tenant-context.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { getMarketplaceLocations } from './get-marketplace-locations.ts';
import { getTaxRates } from './get-tax-rates.ts';
import { saveMarketplaceLocations } from './save-marketplace-locations.ts';
import { saveTaxRates } from './save-tax-rates.ts';
import { uploadMarketplaceImage } from './upload-marketplace-image.ts';

const tags = ['settings'];
/** Settings are for managers and above (spec part 2 §6). */
const taxes: RouteAccess = { minRole: requiredRoleFor('settings') };
const marketplace: RouteAccess = { ...taxes, flags: { all: ['marketplace_hub'] } };
const ZIdParams = z.object({ id: ZIdParam });

/** The Business settings tab (docs/api.md "Settings"). */
export const businessSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const imageStore = app.ctx.images;

  app.get(
    '/api/settings/tax-rates',
    { config: { access: taxes }, schema: { tags, response: { 200: ZTaxRatesResponse } } },
    (request) => getTaxRates(tenantContext(request)),
  );

  app.put(
    '/api/settings/tax-rates',
    {
      config: { access: taxes },
      schema: {
        tags,
        description: 'Replaces the whole list of tax rates; each rate applies from effective_from.',
        body: ZTaxRatesRequest,
        response: { 200: ZTaxRatesResponse },
      },
    },
    (request) => saveTaxRates(tenantContext(request), request.body),
  );

  app.get(
    '/api/settings/marketplace-locations',
    {
      config: { access: marketplace },
      schema: { tags, response: { 200: ZMarketplaceLocationsResponse } },
    },
    (request) => getMarketplaceLocations(tenantContext(request)),
  );

  app.put(
    '/api/settings/marketplace-locations',
    {
      config: { access: marketplace },
      schema: {
        tags,
        description: 'Replaces the hub’s whole ordered list of marketplace locations.',
        body: ZMarketplaceLocationsRequest,
        response: { 200: ZMarketplaceLocationsResponse },
      },
    },
    (request) =>
      saveMarketplaceLocations(
        { ...tenantContext(request), accessibleLocations: request.user!.restaurants },
        request.body,
      ),
  );

  app.post(
    '/api/settings/marketplace-locations/:id/image',
    {
      config: { access: marketplace },
      schema: {
        tags,
        params: ZIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: ZMarketplaceLocation },
      },
    },
    (request) => uploadMarketplaceImage(request, request.params.id, imageStore),
  );
};
