import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors/app-error.ts';
import { markRoutesPublic } from './access-guard.ts';

/** Serves the built SPA; any other GET outside /api answers index.html so client routes work. */
export const webApp = fp<{ root: string }>(async (app, { root }) => {
  const hasBuild = existsSync(path.join(root, 'index.html'));
  // An encapsulated context, so that the hook below touches only the web app's own routes.
  await app.register(async (web) => {
    // @fastify/static declares one route per file and takes no route config: without this the
    // access guard would answer 401 to the browser's requests for the app's scripts.
    markRoutesPublic(web);
    if (hasBuild) {
      await web.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        maxAge: '1h',
        immutable: false,
      });
    }
    web.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api') || !hasBuild) throw new AppError('not_found');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  });
});
