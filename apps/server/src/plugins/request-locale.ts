import fp from 'fastify-plugin';
import { parseLocale, type Locale } from '@app/domain';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
  }
}

/** Reads the caller's language (en-CA or fr-CA) from Accept-Language for messages and copies. */
export const requestLocale = fp(async (app) => {
  app.decorateRequest('locale', 'en-CA');
  app.addHook('onRequest', async (request) => {
    request.locale = parseLocale(request.headers['accept-language']);
  });
});
