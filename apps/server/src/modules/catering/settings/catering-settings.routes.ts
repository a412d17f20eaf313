import type { FastifyPluginAsync } from 'fastify';
import { eventTypesRoutes } from './event-types/event-types.routes.ts';
import { equipmentRoutes, suitesRoutes } from './named-settings.routes.ts';
import { suiteOwnersRoutes } from './suite-owners/suite-owners.routes.ts';

/** Event settings: suites, event types, equipment and suite owners (docs/api.md "Event settings"). */
export const cateringSettingsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(suitesRoutes);
  await app.register(eventTypesRoutes);
  await app.register(equipmentRoutes);
  await app.register(suiteOwnersRoutes);
};
