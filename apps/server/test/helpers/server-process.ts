import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { repoRoot } from '../../src/config.ts';
import { waitUntil } from './wait-until.ts';

const serverDir = path.join(repoRoot, 'apps/server');

/** A free TCP port on loopback, for the next start. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface ServerProcess {
  /** The base URL of the running server. */
  readonly url: string;
  /** The `application_name` of the running server's database connections. */
  readonly connectionName: string;
  /** Starts the server (`src/main.ts`) and waits until `/readyz` answers. */
  start(): Promise<void>;
  /** Kills the server with SIGKILL: no shutdown hook runs, open transactions are cut off. */
  kill(): Promise<void>;
  /** Stops the server as an operator would (SIGTERM; SIGKILL if it has not ended after 20 s). */
  stop(): Promise<void>;
  /** What the server printed, for a failing test's message. */
  output(): string;
}

/**
 * The real server as a child process — `node --import tsx src/main.ts`, the same start as `npm
 * start` without the `tsx` launcher, so its pid is the server's own and SIGKILL reaches it — on
 * the PostgreSQL database `databaseUrl`, on a new loopback port at each start, with `env` on top
 * of its defaults. Each start names its database connections (`<name>-<n>`), so a test can tell
 * one process's sessions from another's (e.g. wait for a killed one's to end).
 */
export function serverProcess(options: {
  databaseUrl: string;
  env?: NodeJS.ProcessEnv;
  name?: string;
}): ServerProcess {
  const { databaseUrl, env = {}, name = 'server' } = options;
  let child: ChildProcess | null = null;
  let url = '';
  let starts = 0;
  let connectionName = '';
  let output = '';

  const exited = async (process: ChildProcess) => {
    if (process.exitCode === null && process.signalCode === null) await once(process, 'exit');
  };

  return {
    get url() {
      return url;
    },
    get connectionName() {
      return connectionName;
    },
    async start() {
      if (child) throw new Error('the server is already running');
      starts += 1;
      connectionName = `${name}-${starts}`;
      const port = await freePort();
      const database = new URL(databaseUrl);
      database.searchParams.set('application_name', connectionName);
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          DATABASE_URL: database.toString(),
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'warn',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      url = `http://127.0.0.1:${port}`;
      await waitUntil(
        `the server to answer /readyz (output so far: ${output})`,
        async () => {
          if (started.exitCode !== null) {
            throw new Error(`the server exited with ${started.exitCode}:\n${output}`);
          }
          try {
            return (await fetch(`${url}/readyz`)).ok;
          } catch {
            return false;
          }
        },
        150_000,
      );
    },
    async kill() {
      if (!child) return;
      const killed = child;
      child = null;
      killed.kill('SIGKILL');
      await exited(killed);
    },
    async stop() {
      if (!child) return;
      const stopping = child;
      child = null;
      stopping.kill('SIGTERM');
      const timer = setTimeout(() => stopping.kill('SIGKILL'), 20_000);
      await exited(stopping);
      clearTimeout(timer);
    },
    output: () => output,
  };
}
