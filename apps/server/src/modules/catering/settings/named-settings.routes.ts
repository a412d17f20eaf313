import { ZCateringNamed, ZCateringNamedList, ZCateringNameRequest, ZIdParam } from '@app/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventSettingsAccess } from '../catering-access.ts';
import { cateringSettingsContext, tags } from './catering-settings-context.ts';
import { createNamedSetting } from './create-named-setting.ts';
import { deleteNamedSetting } from './delete-named-setting.ts';
import { listNamedSettings } from './list-named-settings.ts';
import { equipmentKind, suiteKind, type NamedSettingKind } from './named-setting-kinds.ts';
import { updateNamedSetting } from './update-named-setting.ts';

const ZIdParams = z.object({ id: ZIdParam });

/** `GET, POST {path}`, `PUT, DELETE {path}/{id}` of a list of names. */
function namedSettingRoutes(path: string, kind: NamedSettingKind): FastifyPluginAsyncZod {
  return async (app) => {
    const config = { access: eventSettingsAccess.view };
    const configureConfig = { access: eventSettingsAccess.configure };
    const body = ZCateringNameRequest;

    app.get(path, { config, schema: { tags, response: { 200: ZCateringNamedList } } }, (request) =>
      listNamedSettings(cateringSettingsContext(request), kind),
    );

    app.post(
      path,
      { config: configureConfig, schema: { tags, body, response: { 201: ZCateringNamed } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createNamedSetting(cateringSettingsContext(request), kind, request.body)),
    );

    app.put(
      `${path}/:id`,
      {
        config: configureConfig,
        schema: { tags, params: ZIdParams, body, response: { 200: ZCateringNamed } },
      },
      (request) =>
        updateNamedSetting(cateringSettingsContext(request), kind, request.params.id, request.body),
    );

    app.delete(
      `${path}/:id`,
      { config: configureConfig, schema: { tags, params: ZIdParams } },
      async (request, reply) => {
        await deleteNamedSetting(cateringSettingsContext(request), kind, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}

/** Suites and equipment (spec part 2 §7 "Catering"; docs/api.md "Event settings"). */
export const suitesRoutes = namedSettingRoutes('/api/catering/suites', suiteKind);
export const equipmentRoutes = namedSettingRoutes('/api/catering/equipment', equipmentKind);
