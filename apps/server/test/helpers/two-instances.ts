import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.ts';
import { loadConfig, repoRoot } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
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

const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const serverMain = path.join(repoRoot, 'apps/server/src/main.ts');

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
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  const closeAll = async () => {
    await Promise.all(children.map(stopProcess));
    await copy.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const child = spawn(tsx, [serverMain], {
        cwd: path.join(repoRoot, 'apps/server'),
        env: {
          ...process.env,
          DATABASE_URL: copy.url,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DEMO_DATA: 'off',
          LOG_LEVEL: 'warn',
          REDIS_URL: '',
          S3_BUCKET: '',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      children.push(child);
      urls.push(`http://127.0.0.1:${port}`);
      await waitUntilReady(child, urls[index]!);
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  const database = await openDatabase({ databaseUrl: copy.url });
  return {
    kind: twoInstancesKind,
    urls: [urls[0]!, urls[1]!],
    database,
    async close() {
      await database.close();
      await closeAll();
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `/healthz` until the process answers; fails with its error output if it exits first. */
async function waitUntilReady(child: ChildProcess, url: string): Promise<void> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}): ${errors}`);
    }
    const answer = await fetch(`${url}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM (a clean shutdown), and SIGKILL if it has not ended after 20 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await ended;
  clearTimeout(timer);
}
