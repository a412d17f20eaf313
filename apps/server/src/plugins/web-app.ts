import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors/app-error.ts';

/** Serves the built SPA; any other GET outside /api answers index.html so client routes work. */
export const webApp = fp<{ root: string }>(async (app, { root }) => {
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
    });
  }
  app.get(
    '/*',
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      if (request.url.startsWith('/api') || !hasBuild) throw new AppError('not_found');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    },
  );
});
