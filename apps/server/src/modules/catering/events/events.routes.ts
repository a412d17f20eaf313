import {
  ZDeepGetEventQuery,
  ZEvent,
  ZEventDetails,
  ZEventRequest,
  ZEventsPage,
  ZEventsQuery,
  ZIdParam,
} from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEvent } from './create-event.ts';
import { deepGetEvent } from './deep-get-event.ts';
import { deleteEvent } from './delete-event.ts';
import { eventsAccess } from '../catering-access.ts';
import { eventsContext, tags } from './events-access.ts';
import { getEvent, listEvents } from './list-events.ts';
import { updateEvent } from './update-event.ts';

const ZIdParams = z.object({ id: ZIdParam });

/** Events of a stadium or venue (docs/api.md "Events"). */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: eventsAccess.view };
  const manageConfig = { access: eventsAccess.manage };

  app.get(
    '/api/catering/events',
    { config, schema: { tags, querystring: ZEventsQuery, response: { 200: ZEventsPage } } },
    (request) => listEvents(eventsContext(request), request.query),
  );

  app.post(
    '/api/catering/events',
    { config: manageConfig, schema: { tags, body: ZEventRequest, response: { 201: ZEvent } } },
    async (request, reply) =>
      reply.status(201).send(await createEvent(eventsContext(request), request.body)),
  );

  app.get(
    '/api/catering/events/:id',
    { config, schema: { tags, params: ZIdParams, response: { 200: ZEvent } } },
    (request) => getEvent(eventsContext(request), request.params.id),
  );

  app.put(
    '/api/catering/events/:id',
    {
      config: manageConfig,
      schema: { tags, params: ZIdParams, body: ZEventRequest, response: { 200: ZEvent } },
    },
    (request) => updateEvent(eventsContext(request), request.params.id, request.body),
  );

  app.delete(
    '/api/catering/events/:id',
    { config: manageConfig, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await deleteEvent(eventsContext(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/catering/events/:id/deep-get-event',
    {
      config,
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZDeepGetEventQuery,
        response: { 200: ZEventDetails },
      },
    },
    (request) =>
      deepGetEvent(
        eventsContext(request),
        request.params.id,
        request.query.includePendingOrders === 'true',
      ),
  );
};
