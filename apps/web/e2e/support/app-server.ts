import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root: the server is started from there, as `npm start` does. */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export interface AppServerOptions {
  port: number;
  dataDir: string;
  smtpUrl: string;
  /** Server output goes here (read back when the server fails to start). */
  logFile: string;
  /** Time allowed for the first start: migrations and the demo data take several seconds. */
  readyTimeoutMs?: number;
  /** Load the demo data on first start (default); off for a fresh install. */
  demoData?: boolean;
}

export interface AppServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready`,
      );
    }
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // main.ts closes Fastify and the database on SIGTERM.
    child.kill('SIGTERM');
  });
}

/**
 * Starts the real server (`apps/server/src/main.ts` through tsx, as `npm run start -w
 * apps/server` does) on 127.0.0.1 with its own embedded database and mail going to the sink.
 * `node --import tsx` rather than `npx tsx`: one process, so SIGTERM reaches the server itself
 * and nothing is left behind.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SMTP_URL: options.smtpUrl,
      PUBLIC_URL: baseUrl,
      DEMO_DATA: options.demoData === false ? 'off' : 'on',
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      // Every journey signs in from 127.0.0.1; the per-address limit (20 a minute) guards
      // against one attacker, not a test suite. The per-account lockout stays as it is.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  try {
    await waitForReady(`${baseUrl}/readyz`, child, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    await stopChild(child);
    const output = readFileSync(options.logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}. Server output:\n${output}`, { cause: error });
  }
  return { baseUrl, stop: () => stopChild(child) };
}
