import {
  ZAddressSuggestions,
  ZAddressSuggestionsQuery,
  ZDeliverySchool,
  ZDeliverySchools,
  ZDeliverySettings,
  ZDeliverySettingsRequest,
  ZDeliveryTestRequest,
  ZDeliveryTestResult,
  ZOnsiteLocation,
  ZOnsiteLocations,
  requiredRoleFor,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderContext } from '../../context/order-context.ts';
import { tenantContext } from '../../context/tenant-context.ts';
import type { RouteAccess } from '../../plugins/access-guard.ts';
import { createGeocoder } from '../geocoding/geocoder.ts';
import { suggestAddresses } from '../geocoding/suggest-addresses.ts';
import { getDeliverySettings } from './get-delivery-settings.ts';
import { listOnsiteLocations, saveOnsiteLocations } from './onsite-locations.ts';
import { saveDeliverySettings } from './save-delivery-settings.ts';
import { listSchools, saveSchools } from './schools.ts';
import { testDeliveryAddress } from './test-delivery-address.ts';

const tags = ['settings'];
const minRole = requiredRoleFor('settings');
const delivery: RouteAccess = { minRole, flags: { all: ['delivery'] } };
const schools: RouteAccess = { minRole, flags: { all: ['k12'] } };
const onsite: RouteAccess = { minRole };

const ZSavedSchools = z.array(ZDeliverySchool.extend({ id: z.int() }));
const ZSavedOnsiteLocations = z.array(ZOnsiteLocation.extend({ id: z.int() }));

/** The Fulfilment tab of Settings (docs/api.md "Settings: fulfilment"). */
export const fulfilmentSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = createGeocoder(app.ctx.config.geocoder);
  const deliveryResponse = { 200: ZDeliverySettings };

  app.get(
    '/api/settings/delivery',
    { config: { access: delivery }, schema: { tags, response: deliveryResponse } },
    (request) => getDeliverySettings(tenantContext(request)),
  );
  app.put(
    '/api/settings/delivery',
    {
      config: { access: delivery },
      schema: { tags, body: ZDeliverySettingsRequest, response: deliveryResponse },
    },
    (request) => saveDeliverySettings(tenantContext(request), request.body),
  );
  app.get(
    '/api/settings/delivery/address-suggestions',
    {
      config: { access: delivery },
      schema: {
        tags,
        description:
          'Addresses for the origin, as GET /orders/address-suggestions, without needing order taking',
        querystring: ZAddressSuggestionsQuery,
        response: { 200: ZAddressSuggestions },
      },
    },
    (request) => suggestAddresses(orderContext(request), geocoder, request.query.q),
  );
  app.post(
    '/api/settings/delivery/test',
    {
      config: { access: delivery },
      schema: {
        tags,
        description: 'Would the saved delivery settings deliver to this address?',
        body: ZDeliveryTestRequest,
        response: { 200: ZDeliveryTestResult },
      },
    },
    (request) => testDeliveryAddress(orderContext(request), geocoder, request.body.address),
  );

  app.get(
    '/api/settings/delivery/schools',
    { config: { access: schools }, schema: { tags, response: { 200: ZSavedSchools } } },
    (request) => listSchools(tenantContext(request)),
  );
  app.put(
    '/api/settings/delivery/schools',
    {
      config: { access: schools },
      schema: { tags, body: ZDeliverySchools, response: { 200: ZSavedSchools } },
    },
    (request) => saveSchools(tenantContext(request), request.body),
  );

  app.get(
    '/api/settings/onsite-locations',
    { config: { access: onsite }, schema: { tags, response: { 200: ZSavedOnsiteLocations } } },
    (request) => listOnsiteLocations(tenantContext(request)),
  );
  app.put(
    '/api/settings/onsite-locations',
    {
      config: { access: onsite },
      schema: { tags, body: ZOnsiteLocations, response: { 200: ZSavedOnsiteLocations } },
    },
    (request) => saveOnsiteLocations(tenantContext(request), request.body),
  );
};
