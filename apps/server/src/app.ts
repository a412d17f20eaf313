import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '@app/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './context/app-context.ts';
import { loadSigningKeys } from './modules/auth/signing-keys.ts';
import { createImageStore } from './modules/images/create-image-store.ts';
import { sharedRateLimits } from './modules/rate-limits/shared-rate-limits.ts';
import { requestLocale } from './plugins/request-locale.ts';
import { unstorableInput } from './plugins/unstorable-input.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { accessGuard, markRoutesPublic } from './plugins/access-guard.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { webApp } from './plugins/web-app.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { apiRoutes } from './routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { JobQueue } from './jobs/job-queue.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** `false` for none; otherwise pino options (level, stream…) on top of the request-log rules. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean>;
  /**
   * Start the job queue when the app is ready and run the recurring jobs (the server). Without
   * it the queue starts on the first tracked job and runs no schedule (tests).
   */
  runJobSchedules?: boolean;
}

/**
 * What request logs never hold: tokens and passwords (headers and bodies are not logged at all;
 * the redactions guard against a future serializer that would) and query strings, which may
 * carry one-time codes.
 */
const requestLogRules = {
  redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.pin'],
  serializers: {
    req: (request: { method: string; url: string; ip?: string }) => ({
      method: request.method,
      url: request.url.split('?')[0],
      remoteAddress: request.ip,
    }),
  },
};

/** Answers smaller than this are sent uncompressed (a TCP packet or two either way). */
const COMPRESS_THRESHOLD_BYTES = 1024;

/** Builds the whole app (plugins, then the API, then the SPA) without listening. */
export async function buildApp({ config, database, mailer, logger, runJobSchedules }: AppDeps) {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel, ...logger, ...requestLogRules },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A signed link's token is a path parameter (`/api/pre-orders/{token}`, ~350 characters);
    // find-my-way's default of 100 would answer such a path 404.
    maxParamLength: 2000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const keys = await loadSigningKeys(database.db);
  const ctx: AppContext = {
    config,
    database,
    keys,
    mailer: mailer ?? createMailer(config, database),
    jobs: new JobQueue({
      database,
      log: app.log,
      runSchedules: runJobSchedules === true,
      ...config.jobs,
    }),
    images: createImageStore(config, database),
  };
  app.decorate('ctx', ctx);

  await app.register(securityHeaders, { oidcIssuer: config.oidc?.issuer });
  // Before every route (it hooks each route as it is declared). The client's Accept-Encoding
  // picks brotli or gzip; answers under the threshold gain too little to be worth the work. The
  // web app's files are compressed once at build time and sent as they are (plugins/web-app.ts).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES });
  await app.register(sharedRateLimits);
  // Each upload route sets its own limit (readUploadedFile); this default is the image one.
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Food-service back-office API', version: '0.1.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The API description is public.
    markRoutesPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  });
  await app.register(requestLocale);
  await app.register(errorHandler);
  await app.register(unstorableInput);
  await app.register(accessGuard, { database, keys });

  await app.register(healthRoutes);
  await app.register(apiRoutes);
  await app.register(webApp, { root: config.webDist });

  if (runJobSchedules) {
    app.addHook('onReady', async () => {
      await ctx.jobs.start();
    });
  }
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.mailer.close();
    ctx.images.close?.();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
