import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startAppServer, type AppServer } from './app-server.ts';
import { freePort } from './free-port.ts';

export interface FreshInstall {
  baseUrl: string;
  /** Stops its server and removes its database. */
  stop(): Promise<void>;
}

/** `npm run admin -- …` as an operator runs it, on the install's embedded database. */
function admin(dataDir: string, args: string[]): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
}

/**
 * A second install from nothing, beside the shared demo server: its own embedded database with
 * no demo data, set up only by admin commands (run before its server starts: the embedded
 * database has one process at a time), then served on a port of its own.
 */
export async function startFreshInstall(commands: string[][]): Promise<FreshInstall> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'back-office-fresh-'));
  const dataDir = path.join(workDir, 'data');
  for (const args of commands) admin(dataDir, args);
  let server: AppServer;
  try {
    server = await startAppServer({
      port: await freePort(),
      dataDir,
      smtpUrl: 'smtp://127.0.0.1:9',
      logFile: path.join(workDir, 'server.log'),
      demoData: false,
    });
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
