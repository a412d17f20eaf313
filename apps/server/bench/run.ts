/**
 * `npm run bench`: starts the real server on a fresh database (embedded, or `DATABASE_URL`) with
 * the demo data plus a large location (40 menus, 10,000 items: `large-location.ts`; 200,000
 * orders: `large-orders.ts`) and measures the main reads with autocannon, and the CSV import of
 * 10,000 rows (`csv-import.ts`), printing requests/s and p50/p99 latency for each. Catalogue
 * reads are also printed as a ratio to their floor: one hand-written SQL query returning the same
 * JSON on the same database (`catalogue-sql.ts`, `orders-sql.ts`), checked equal before measuring.
 * The first screen's JavaScript is measured in Chromium (`first-screen.ts`; needs `npm run
 * build`). The mixed load (`mixed.ts`) runs 100 clients of reads and order submits at once for
 * 20 s and prints p50, p99 and max per kind. `orders-lists` measures every list and search of the
 * order manager against its floor (`orders-lists.ts`); `orders-report` reads a month of the
 * 200,000 orders as the orders report against its floor (`orders-report.ts`); `bulk` completes
 * 5,000 orders as a background job while other requests are timed (`bulk.ts`); `orders-export`
 * exports a year of the large location's orders as a background job, timing it to its mail, with
 * the server's peak RSS and `GET /orders` beside it (`orders-export.ts`). `npm run bench -- first-screen
 * csv-import` runs only the cases named (and seeds only what they need). Loopback only; each run
 * is bounded in time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import autocannon from 'autocannon';
import { sql, type SQL } from 'drizzle-orm';
import type { SearchResult } from '@app/domain';
import { deepMenusSql, searchSql } from './catalogue-sql.ts';
import { benchBulk } from './bulk.ts';
import { benchCsvImport, createImportLocation } from './csv-import.ts';
import { benchFirstScreen } from './first-screen.ts';
import { benchMixed } from './mixed.ts';
import { benchLive } from './live.ts';
import { seedLargeLocation } from './large-location.ts';
import { LARGE_ORDERS, seedLargeOrders } from './large-orders.ts';
import { benchOrdersLists } from './orders-lists.ts';
import { benchOrdersExport } from './orders-export.ts';
import { ordersPageSql } from './orders-sql.ts';
import { lastMonth, ordersReportSql, reportNumbers } from './orders-report.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { buildApp } from '../src/app.ts';
import { loadDemoDataIfEmpty } from '../src/demo/load-demo-data.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Case {
  /** Concurrent connections (default 10); big answers are measured one at a time. */
  connections?: number;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * Measures one call with autocannon in a worker thread: a client in the server's own event loop
 * (autocannon's default) charges the server with reading its answers — for the 11 MB of
 * `deep-get-menus`, more than the query itself (API / SQL 2.1–3.8 against 1.3 from a worker, on
 * PostgreSQL). Browsers are not in the server's process either.
 */
async function measure(baseUrl: string, bench: Case) {
  const result = await autocannon({
    workers: 1,
    url: baseUrl + bench.path,
    method: bench.method,
    headers: { 'content-type': 'application/json', ...bench.headers },
    body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
    connections: bench.connections ?? 10,
    duration: DURATION_SECONDS,
  });
  const failures = result.non2xx + result.errors;
  const kibPerAnswer = result.throughput.total / Math.max(1, result.requests.total) / 1024;
  console.log(
    `${bench.name.padEnd(32)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   ${kibPerAnswer.toFixed(0).padStart(6)} KiB each${failures ? `   (${failures} failed)` : ''}`,
  );
  return result.latency.p50;
}

/** Median time of one SQL query run back to back for the bench's duration. */
async function measureSql(database: Database, query: SQL): Promise<number> {
  const times: number[] = [];
  const end = performance.now() + DURATION_SECONDS * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await database.db.execute(query);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/** A location to measure at: the manager's headers there, its id and its time zone. */
async function place(headers: Record<string, string>, restaurantId: number) {
  const result = await database.db.execute<{ timezone: string }>(
    sql`select timezone from restaurants where id = ${restaurantId}`,
  );
  const { timezone } = (result as { rows: { timezone: string }[] }).rows[0]!;
  return { headers, restaurantId, timeZone: timezone };
}

async function sqlBody(database: Database, query: SQL): Promise<string> {
  const result = await database.db.execute<{ body: string }>(query);
  return (result as { rows: { body: string }[] }).rows[0]!.body;
}

/**
 * Measures an API read and its hand-written SQL floor after checking that both answer the same
 * JSON (compared after `normalise`, e.g. to ignore an order the floor does not reproduce), and
 * prints the API's p50 as a ratio to the query's.
 */
async function compareWithSql(
  baseUrl: string,
  bench: Case,
  query: SQL,
  normalise: (json: unknown) => unknown = (json) => json,
) {
  const answer = await fetch(baseUrl + bench.path, {
    method: bench.method,
    headers: { 'content-type': 'application/json', ...bench.headers },
    body: bench.body === undefined ? undefined : JSON.stringify(bench.body),
  });
  const apiJson: unknown = await answer.json();
  const sqlJson: unknown = JSON.parse(await sqlBody(database, query));
  if (!isDeepStrictEqual(normalise(apiJson), normalise(sqlJson))) {
    throw new Error(`${bench.name}: the API and the hand-written query answer different JSON`);
  }
  const apiP50 = await measure(baseUrl, bench);
  const sqlP50 = await measureSql(database, query);
  console.log(
    `${'  floor: one SQL query'.padEnd(32)} p50 ${sqlP50.toFixed(1).padStart(6)} ms   API / SQL = ${(apiP50 / sqlP50).toFixed(2)}`,
  );
}

/** The cases, in the order they run; naming some on the command line runs only those. */
const CASES = [
  'api',
  'catalogue',
  'orders',
  'orders-lists',
  'orders-report',
  'mixed',
  'live',
  'csv-import',
  'bulk',
  'orders-export',
  'first-screen',
] as const;
type CaseName = (typeof CASES)[number];
const named = process.argv.slice(2);
const unknown = named.filter((name) => !(CASES as readonly string[]).includes(name));
if (unknown.length)
  throw new Error(`Unknown bench cases ${unknown.join(', ')}; the cases: ${CASES.join(', ')}`);
const runs = (name: CaseName) => named.length === 0 || named.includes(name);

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
let largeLocation = 0;
const needsLargeOrders =
  runs('orders') ||
  runs('orders-lists') ||
  runs('orders-report') ||
  runs('mixed') ||
  runs('orders-export');
if (runs('catalogue') || needsLargeOrders) {
  const seedStart = performance.now();
  largeLocation = await seedLargeLocation(database, 'manager@demo.test');
  console.log(`large location seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
}
if (needsLargeOrders) {
  const ordersStart = performance.now();
  await seedLargeOrders(database, largeLocation);
  console.log(
    `${LARGE_ORDERS} orders seeded in ${((performance.now() - ordersStart) / 1000).toFixed(1)} s`,
  );
}
if (largeLocation) {
  // What the seeding leaves behind is not measured: the first reads of 200,000 fresh rows would
  // write their hint bits, and PostgreSQL would checkpoint the seed's WAL during the runs.
  await database.db.execute(sql`vacuum analyze`);
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`).catch(() => {});
}
const importLocation = runs('csv-import')
  ? await createImportLocation(database, 'manager@demo.test')
  : 0;
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
  if (runs('api')) {
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
  }
  const large = { ...auth, 'x-restaurant-id': String(largeLocation) };
  if (runs('catalogue')) {
    const deepMenus: Case = {
      name: 'GET /menus/deep-get-menus (10k)',
      method: 'GET',
      path: '/api/menus/deep-get-menus',
      headers: large,
      connections: 1,
    };
    await compareWithSql(address, deepMenus, deepMenusSql(largeLocation));
    // What a browser asks for: the same answer compressed on the way out.
    for (const coding of ['gzip', 'br']) {
      await measure(address, {
        ...deepMenus,
        name: `  the same, ${coding}`,
        headers: { ...large, 'accept-encoding': coding },
      });
    }
    // A term found in many item names (the nutrition table has dozens of "Chicken" items).
    const term = 'chicken';
    await compareWithSql(
      address,
      {
        name: 'POST /menus/search (10k)',
        method: 'POST',
        path: '/api/menus/search',
        headers: large,
        body: { term },
        connections: 1,
      },
      searchSql(largeLocation, term),
      (json) =>
        (json as { results: SearchResult[] }).results
          .map((result) => JSON.stringify(result))
          .sort(),
    );
  }
  if (runs('orders')) {
    // The order manager's first list: the newest page of pending orders among 200,000.
    await compareWithSql(
      address,
      {
        name: 'GET /orders pending (200k)',
        method: 'GET',
        path: `/api/orders?status=${encodeURIComponent('["pending"]')}`,
        headers: large,
        connections: 1,
      },
      ordersPageSql(largeLocation, { statuses: ['pending'] }),
      (json) => (json as { items: unknown[] }).items,
    );
  }
  if (runs('orders-lists')) {
    // Each list for 5 s unless BENCH_SECONDS says otherwise: 9 lists and their floors.
    const seconds = Number(process.env.BENCH_SECONDS ?? 5);
    await benchOrdersLists(address, database, await place(large, largeLocation), seconds);
  }
  if (runs('orders-report')) {
    // A month of the 200,000-order history, as a catering location's kitchen reads it.
    await database.db.execute(
      sql`update restaurants set catering = true where id = ${largeLocation}`,
    );
    const { timeZone } = await place(large, largeLocation);
    const range = lastMonth(timeZone);
    await compareWithSql(
      address,
      {
        name: 'GET /orders/report (a month)',
        method: 'GET',
        path: `/api/orders/report?startDate=${range.startDate}&endDate=${range.endDate}`,
        headers: large,
        connections: 1,
      },
      ordersReportSql(largeLocation, timeZone, range),
      reportNumbers,
    );
  }
  if (runs('mixed')) {
    // The mixed load runs for 20 s unless BENCH_SECONDS says otherwise.
    const seconds = Number(process.env.BENCH_SECONDS ?? 20);
    await benchMixed(address, { bistro: auth, large }, seconds);
  }
  if (runs('live')) await benchLive(address, auth);
  if (runs('csv-import')) {
    await benchCsvImport(address, { ...auth, 'x-restaurant-id': String(importLocation) });
  }
  if (runs('bulk')) await benchBulk(address, database, await place(auth, claims.restaurants[0]!));
  if (runs('orders-export')) {
    await benchOrdersExport(address, database, await place(large, largeLocation));
  }
  if (runs('first-screen')) await benchFirstScreen(address, credentials);
} finally {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
