import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { parseStoredName, UPLOADS_PATH } from './image-store.ts';

/** A stored image never changes (its name is its content hash): a year, immutable. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Whether an `If-None-Match` header names `etag` (or is `*`). Weak and strong tags compare by
 * their opaque value, as RFC 9110 §13.1.2 asks for this header.
 */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Serves the stored images publicly (menus are public, and `<img>` sends no token), from
 * whichever store is configured, so any instance serves any image. The content hash in the name
 * is the strong ETag; a revalidation that names it answers 304 without reading the image.
 */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.ctx.images;
  app.get(
    `${UPLOADS_PATH}/:name`,
    {
      config: { access: { public: true } },
      schema: { hide: true, params: z.object({ name: z.string().max(80) }) },
    },
    async (request, reply) => {
      const name = parseStoredName(request.params.name);
      if (!name) throw new AppError('not_found');
      const etag = `"${name.hash}"`;
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        if (!(await store.exists(name))) throw new AppError('not_found');
        return reply.code(304).header('etag', etag).header('cache-control', CACHE_CONTROL).send();
      }
      const image = await store.read(name);
      if (!image) throw new AppError('not_found');
      return reply
        .type(image.contentType)
        .header('etag', etag)
        .header('cache-control', CACHE_CONTROL)
        .send(image.data);
    },
  );
};
