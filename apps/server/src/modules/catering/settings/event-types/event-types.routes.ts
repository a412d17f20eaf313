import { ZEventType, ZEventTypeRequest, ZEventTypesResponse, ZIdParam } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventSettingsAccess } from '../../catering-access.ts';
import { cateringSettingsContext, tags } from '../catering-settings-context.ts';
import { createEventType } from './create-event-type.ts';
import { deleteEventType } from './delete-event-type.ts';
import { listEventTypes } from './list-event-types.ts';
import { updateEventType } from './update-event-type.ts';

const ZIdParams = z.object({ id: ZIdParam });

/** Event types with their default menus (spec part 2 §7 "Catering"; docs/api.md "Event settings"). */
export const eventTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: eventSettingsAccess.view };
  const configureConfig = { access: eventSettingsAccess.configure };
  const path = '/api/catering/event-types';

  app.get(path, { config, schema: { tags, response: { 200: ZEventTypesResponse } } }, (request) =>
    listEventTypes(cateringSettingsContext(request)),
  );

  app.post(
    path,
    {
      config: configureConfig,
      schema: { tags, body: ZEventTypeRequest, response: { 201: ZEventType } },
    },
    async (request, reply) =>
      reply.status(201).send(await createEventType(cateringSettingsContext(request), request.body)),
  );

  app.put(
    `${path}/:id`,
    {
      config: configureConfig,
      schema: { tags, params: ZIdParams, body: ZEventTypeRequest, response: { 200: ZEventType } },
    },
    (request) => updateEventType(cateringSettingsContext(request), request.params.id, request.body),
  );

  app.delete(
    `${path}/:id`,
    { config: configureConfig, schema: { tags, params: ZIdParams } },
    async (request, reply) => {
      await deleteEventType(cateringSettingsContext(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
