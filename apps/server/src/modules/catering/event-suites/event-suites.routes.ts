import {
  ZEventSuite,
  ZEventSuiteDetails,
  ZEventSuiteSettings,
  ZEventSuitesBulkRequest,
  ZEventSuitesResponse,
  ZIdParam,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderContext } from '../../../context/order-context.ts';
import { tenantContext } from '../../../context/tenant-context.ts';
import { assignEventSuites } from './assign-event-suites.ts';
import { eventsAccess } from '../catering-access.ts';
import { tags } from './event-suites-access.ts';
import { getEventSuiteDetails } from './get-event-suite-details.ts';
import { getEventSuite, listEventSuites } from './list-event-suites.ts';
import { removeEventSuite } from './remove-event-suite.ts';
import { updateEventSuite } from './update-event-suite.ts';

const ZEventParams = z.object({ eventId: ZIdParam });
const ZSuiteParams = z.object({ eventId: ZIdParam, id: ZIdParam });
const base = '/api/catering/events/:eventId/event-suites';

/** The suites of an event (docs/api.md "Event suites"). */
export const eventSuitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: eventsAccess.view };
  const manageConfig = { access: eventsAccess.manage };

  app.get(
    base,
    { config, schema: { tags, params: ZEventParams, response: { 200: ZEventSuitesResponse } } },
    (request) => listEventSuites(tenantContext(request), request.params.eventId),
  );

  app.post(
    `${base}/bulk`,
    {
      config: manageConfig,
      schema: {
        tags,
        params: ZEventParams,
        body: ZEventSuitesBulkRequest,
        response: { 200: ZEventSuitesResponse },
      },
    },
    (request) => assignEventSuites(orderContext(request), request.params.eventId, request.body),
  );

  app.get(
    `${base}/:id`,
    { config, schema: { tags, params: ZSuiteParams, response: { 200: ZEventSuite } } },
    (request) => getEventSuite(tenantContext(request), request.params.eventId, request.params.id),
  );

  app.get(
    `${base}/:id/deep-get-event-suite`,
    { config, schema: { tags, params: ZSuiteParams, response: { 200: ZEventSuiteDetails } } },
    (request) =>
      getEventSuiteDetails(tenantContext(request), request.params.eventId, request.params.id),
  );

  app.put(
    `${base}/:id`,
    {
      config: manageConfig,
      schema: {
        tags,
        params: ZSuiteParams,
        body: ZEventSuiteSettings,
        response: { 200: ZEventSuite },
      },
    },
    (request) =>
      updateEventSuite(
        orderContext(request),
        request.params.eventId,
        request.params.id,
        request.body,
      ),
  );

  app.delete(
    `${base}/:id`,
    { config: manageConfig, schema: { tags, params: ZSuiteParams } },
    async (request, reply) => {
      await removeEventSuite(tenantContext(request), request.params.eventId, request.params.id);
      return reply.status(204).send();
    },
  );
};
