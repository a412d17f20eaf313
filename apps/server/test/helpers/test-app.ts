import { loadConfig, type Config } from '../../src/config.ts';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import type { Mailer } from '../../src/modules/mail/mailer.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a database of its own (see createTestDatabase), not listening; use `app.inject`. */
export async function buildTestApp(
  overrides: { env?: NodeJS.ProcessEnv; mailer?: Mailer } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DEMO_DATA: 'on',
    LOG_LEVEL: 'silent',
    WEB_DIST: 'apps/web/dist',
    ...overrides.env,
  });
  const app = await buildApp({ config, database, mailer: overrides.mailer, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
