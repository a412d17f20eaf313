import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { itemsRoutes } from './items.routes.ts';
import { menusRoutes } from './menus.routes.ts';
import { moveReorderRoutes } from './move-reorder.routes.ts';
import { sectionsRoutes } from './sections.routes.ts';

/** The menus module: menus and availability, sections, items, moves and reorders. */
export const menusModuleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(menusRoutes);
  await app.register(sectionsRoutes);
  await app.register(itemsRoutes);
  await app.register(moveReorderRoutes);
};
