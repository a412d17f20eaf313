import type { FastifyPluginAsync } from 'fastify';
import {
  DEMO_SQUARE_ACCESS_TOKEN,
  DEMO_SQUARE_PATH,
  demoSquareObjects,
  listCatalogPage,
} from './demo-square-catalog.ts';

/** Square's error body: `{errors: [{category, code, detail}]}`. */
const squareError = (category: string, code: string, detail: string) => ({
  errors: [{ category, code, detail }],
});

/**
 * `GET /demo-pos/square/v2/catalog/list`: the demo point of sale, answering like Square's
 * ListCatalog (bearer token, `types`, `cursor`). Registered only with demo data on; outside
 * `/api`, as it stands for another system, and public like Square's endpoint (the token is its
 * only check).
 */
export const demoPosSquareRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { types?: string; cursor?: string } }>(
    `${DEMO_SQUARE_PATH}/v2/catalog/list`,
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${DEMO_SQUARE_ACCESS_TOKEN}`) {
        return reply
          .status(401)
          .send(
            squareError(
              'AUTHENTICATION_ERROR',
              'UNAUTHORIZED',
              'This request could not be authorized.',
            ),
          );
      }
      const page = listCatalogPage(await demoSquareObjects(), request.query);
      if (!page) {
        return reply
          .status(400)
          .send(squareError('INVALID_REQUEST_ERROR', 'INVALID_CURSOR', 'The cursor is not valid.'));
      }
      return page;
    },
  );
};
