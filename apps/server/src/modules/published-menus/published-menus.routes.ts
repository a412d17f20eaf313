import { ZPublishedMenusAnswer } from '@app/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { catalogueContext } from '../../context/catalogue-context.ts';
import { sendJsonText } from '../../context/json-answer.ts';
import { getPublishedMenus, publishedMenusAnswer } from './get-published-menus.ts';
import { getPublicMenuFile } from './get-published-menus-file.ts';

const tags = ['menus'];

/** How long browsers and proxies may keep the static file before asking again (seconds). */
const STATIC_FILE_MAX_AGE = 60;

/** Whether the request's `If-None-Match` names `etag` (weak or strong, or `*`). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function sendNotModified(reply: FastifyReply): FastifyReply {
  return reply.status(304).send();
}

/** The published menus (spec part 1 §7; docs/api.md "Published menus"). */
export const publishedMenusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Any signed-in role at any of its locations: staff and kiosk order from these menus.
  app.get(
    '/api/menus/get-published-menus-optimized',
    { config: { access: {} }, schema: { tags, response: { 200: ZPublishedMenusAnswer } } },
    async (request, reply) => {
      const snapshot = await getPublishedMenus(catalogueContext(request));
      const etag = `"${snapshot.etag}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (notModified(request, etag)) return sendNotModified(reply);
      return sendJsonText(reply, publishedMenusAnswer(snapshot));
    },
  );

  // The public web menu's file (ZPublicMenuFile): guests' menus only, no sign-in.
  app.get(
    '/api/published-menus/:file',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        params: z.object({
          file: z
            .string()
            .max(300)
            .regex(/^.+\.json$/),
        }),
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const snapshot = await getPublicMenuFile(
        ctx.database,
        request.params.file.slice(0, -'.json'.length),
      );
      // The file is the gzip bytes themselves, so it names its coding in its tag.
      const etag = `"${snapshot.etag}-gzip"`;
      reply.header('etag', etag).header('cache-control', `public, max-age=${STATIC_FILE_MAX_AGE}`);
      if (notModified(request, etag)) return sendNotModified(reply);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-encoding', 'gzip')
        .send(snapshot.gzip);
    },
  );
};
