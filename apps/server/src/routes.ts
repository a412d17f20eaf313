import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from './app.ts';
import { jwksRoutes } from './modules/auth/jwks.routes.ts';

/** Every API module, registered in one place. Paths are the spec's, under /api. */
export const apiRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(jwksRoutes, { ctx });
};
