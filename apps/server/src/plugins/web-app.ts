import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../errors/app-error.ts';
import { markRoutesPublic } from './access-guard.ts';

/** How long a browser may keep a file that is neither hashed nor index.html (seconds). */
const OTHER_FILE_MAX_AGE_SECONDS = 3600;

/**
 * The Cache-Control of a built file (`file` relative to the build folder, without the `.br` or
 * `.gz` of its precompressed copy). Vite names everything under `assets/` after a hash of its
 * content, so a new build never reuses a name: a year, immutable. index.html names the current
 * build's assets, so the browser asks again every time (answered 304 while unchanged).
 */
function webFileCacheControl(file: string): string {
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file === 'index.html') return 'no-cache';
  return `public, max-age=${OTHER_FILE_MAX_AGE_SECONDS}`;
}

/**
 * Serves the built SPA; any other GET outside /api answers index.html so client routes work.
 * The build writes a brotli and a gzip copy beside each text file (apps/web/vite-plugins), sent
 * as they are to a browser that accepts them: no compression work per request.
 */
export const webApp = fp<{ root: string }>(async (app, { root }) => {
  const hasBuild = existsSync(path.join(root, 'index.html'));
  const setCacheControl = (reply: FastifyReply, file: string) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    reply.header('cache-control', webFileCacheControl(relative.replace(/\.(br|gz)$/, '')));
  };
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
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheControl,
      });
    }
    web.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api') || !hasBuild) throw new AppError('not_found');
      return reply.sendFile('index.html');
    });
  });
});
