import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { UPLOADS_PATH } from './image-store.ts';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/**
 * Serves the stored images publicly (menus are public, and `<img>` sends no token).
 * Names are content hashes, so a file never changes and may be cached for a year.
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
      const data = await store.read(request.params.name);
      if (!data) throw new AppError('not_found');
      const extension = request.params.name.split('.').pop() ?? '';
      return reply
        .type(contentTypes[extension] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
