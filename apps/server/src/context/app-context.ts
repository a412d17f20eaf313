import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { SigningKeys } from '../modules/auth/signing-keys.ts';
import type { ImageStore } from '../modules/images/image-store.ts';
import type { Mailer } from '../modules/mail/mailer.ts';

/**
 * What the whole app shares, built once by `buildApp` and decorated on the Fastify instance as
 * `app.ctx`: route plugins read it there (and nowhere else) and hand use cases what they need.
 * Nothing here may hold state another server instance needs: each part is a client of a shared
 * service (the database, the mail server, the image store).
 */
export interface AppContext {
  config: Config;
  database: Database;
  keys: SigningKeys;
  mailer: Mailer;
  /** Background jobs (pg-boss): tracked runs with progress, recurring schedules. */
  jobs: JobQueue;
  /** Where uploaded images are kept and read back (one store for every upload route). */
  images: ImageStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
