import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app.ts';
import { jwksRoutes } from './modules/auth/jwks.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { ssoRoutes } from './modules/auth/sso.routes.ts';
import { restaurantsRoutes } from './modules/restaurants/restaurants.routes.ts';
import { menusModuleRoutes } from './modules/menus/catalogue.routes.ts';
import { optionsRoutes } from './modules/options/options.routes.ts';
import { itemOptionsRoutes } from './modules/options/item-options.routes.ts';
import { menuGroupsRoutes } from './modules/menu-groups/menu-groups.routes.ts';
import { menuSearchRoutes } from './modules/menu-search/menu-search.routes.ts';

/** Every API module, registered in one place. Paths are the spec's, under /api. */
export const apiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(jwksRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(ssoRoutes, { ctx });
  await app.register(restaurantsRoutes, { ctx });
  await app.register(menusModuleRoutes, { ctx });
  await app.register(optionsRoutes);
  await app.register(itemOptionsRoutes);
  await app.register(menuGroupsRoutes, { ctx });
  await app.register(menuSearchRoutes);
};
