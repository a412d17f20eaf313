import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { serverProcess } from './server-process.ts';
import { copyTemplateDatabase, createTestDatabase } from './test-database.ts';

/** Two server instances on one database, as behind a load balancer, reached over HTTP. */
export interface TwoInstances {
  /** How they run here, for the test's name. */
  kind: string;
  urls: [string, string];
  /** The shared database (owner connection), to look at what the instances keep. */
  database: Database;
  close(): Promise<void>;
}

/** How the instances run: processes need a database server; PGlite lives inside one process. */
export const twoInstancesKind = process.env.DATABASE_URL
  ? 'two server processes on one PostgreSQL database'
  : 'two apps in one process on one PGlite database';

/**
 * Starts two instances sharing one copy of the demo database, with `env` on top of their
 * defaults. On PostgreSQL they are two real server processes (`src/main.ts`), sharing nothing but
 * the database and what `env` names; on PGlite, whose database one process owns, two apps built
 * by `buildApp` in this process over the one in-process database, each with its own context and
 * stores.
 */
export async function startTwoInstances(env: Record<string, string>): Promise<TwoInstances> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? startProcesses(databaseUrl, env) : startApps(env);
}

async function startApps(env: Record<string, string>): Promise<TwoInstances> {
  const database = await createTestDatabase();
  const config = loadConfig({ DEMO_DATA: 'on', LOG_LEVEL: 'silent', ...env });
  const apps = [
    await buildApp({ config, database, logger: false }),
    await buildApp({ config, database, logger: false }),
  ];
  const urls = await Promise.all(apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })));
  return {
    kind: twoInstancesKind,
    urls: [urls[0]!, urls[1]!],
    database,
    async close() {
      for (const app of apps) await app.close();
      await database.close();
    },
  };
}

async function startProcesses(
  databaseUrl: string,
  env: Record<string, string>,
): Promise<TwoInstances> {
  const copy = await copyTemplateDatabase(databaseUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-instance-'));
  const servers = [1, 2].map((index) =>
    serverProcess({
      databaseUrl: copy.url,
      name: `instance-${index}`,
      env: { DATA_DIR: dataDir, DEMO_DATA: 'off', REDIS_URL: '', S3_BUCKET: '', ...env },
    }),
  );
  const closeAll = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await copy.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (const server of servers) await server.start();
  } catch (error) {
    await closeAll();
    throw error;
  }
  const database = await openDatabase({ databaseUrl: copy.url });
  return {
    kind: twoInstancesKind,
    urls: [servers[0]!.url, servers[1]!.url],
    database,
    async close() {
      await database.close();
      await closeAll();
    },
  };
}
