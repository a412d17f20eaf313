/**
 * `npm run bench`: starts the real server on a fresh embedded database with the demo data and
 * measures the main reads with autocannon, printing requests/s and p50/p99 latency for each.
 * Loopback only; each run is bounded in time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import { loadDemoDataIfEmpty } from '../src/demo/load-demo-data.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

async function measure(baseUrl: string, bench: Case) {
  const result = await autocannon({
    url: baseUrl + bench.path,
    method: bench.method,
    headers: { 'content-type': 'application/json', ...bench.headers },
    body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
    connections: 10,
    duration: DURATION_SECONDS,
  });
  const failures = result.non2xx + result.errors;
  console.log(
    `${bench.name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms${failures ? `   (${failures} failed)` : ''}`,
  );
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'backoffice-bench-'));
const config = loadConfig({
  ...process.env,
  DATA_DIR: dir,
  LOG_LEVEL: 'warn',
  // The sign-in limiter protects real users; the benchmark measures the work behind it.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
});
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : dir,
});
await migrateDatabase(database);
await loadDemoDataIfEmpty(database, config);
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

try {
  const credentials = { email: 'manager@demo.test', password: config.demoPassword };
  const signIn = await fetch(`${address}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const { access_token, id_token } = (await signIn.json()) as {
    access_token: string;
    id_token: string;
  };
  const claims = JSON.parse(Buffer.from(id_token.split('.')[1]!, 'base64url').toString()) as {
    restaurants: number[];
  };
  const auth = {
    authorization: `Bearer ${access_token}`,
    'x-restaurant-id': String(claims.restaurants[0]),
  };

  console.log(`database: ${database.kind}; ${DURATION_SECONDS} s per case, 10 connections`);
  await measure(address, {
    name: 'POST /auth/sign-in',
    method: 'POST',
    path: '/api/auth/sign-in',
    body: credentials,
  });
  await measure(address, {
    name: 'POST /restaurants/list',
    method: 'POST',
    path: '/api/restaurants/list',
    headers: auth,
    body: { restaurants: claims.restaurants },
  });
} finally {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
