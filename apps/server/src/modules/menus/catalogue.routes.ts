import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { createImageStore } from '../images/image-store.ts';
import { itemsRoutes } from './items.routes.ts';
import { menusRoutes } from './menus.routes.ts';
import { moveReorderRoutes } from './move-reorder.routes.ts';
import { sectionsRoutes } from './sections.routes.ts';

/** The menus module: menus and availability, sections, items, moves and reorders. */
export const menusModuleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // Same store (same folder, served by the restaurants module's uploads route) as every upload.
  const imageStore = createImageStore(ctx.config);
  await app.register(menusRoutes, { imageStore });
  await app.register(sectionsRoutes);
  await app.register(itemsRoutes, { imageStore });
  await app.register(moveReorderRoutes);
};
