import { fork } from 'node:child_process';
import { bistroDraft } from './mixed-draft.ts';

/**
 * The mixed load (`npm run bench -- mixed`): 100 clients at once for the bench's duration, each
 * asking one kind of request again and again as soon as it has its answer (a closed loop, as a
 * browser waits for an answer before asking again). The kinds and their share of the clients:
 * the menu editor's deep read of a normal location (the demo bistro, ~100 items), the search of
 * the large location (10,000 items), the order manager's first page there (200,000 orders), the
 * bistro's published menus and ordering config, and order submits at the bistro (a valid
 * scheduled take-out, each with a fresh `Idempotency-Key`, so each takes a new order). Clients
 * accept brotli and gzip, as browsers do. Prints p50, p99 and max per kind and over all answers;
 * an answer that is not 2xx counts as failed. The clients are plain `node:http` loops rather than
 * autocannon, which drops the answers still on their way when its time is up — the slowest ones.
 */
export const MIXED_CLIENTS = 100;

export interface Kind {
  name: string;
  clients: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  /** A fresh `Idempotency-Key` on every request (a new order each time). */
  freshKey?: boolean;
  /**
   * Requests per second at a steady rate (an open loop: each sent on time whether or not the
   * previous ones have answered), instead of `clients` closed loops.
   */
  perSecond?: number;
}

export interface Places {
  /** Headers of the manager at the demo bistro. */
  bistro: Record<string, string>;
  /** Headers of the manager at the bench's large location (10,000 items, 200,000 orders). */
  large: Record<string, string>;
}

/** The kinds of the mix (a first order submitted to check the draft is valid). */
export async function mixedKinds(address: string, places: Places): Promise<Kind[]> {
  const { bistro, large } = places;
  const draft = await bistroDraft(address, bistro);
  return [
    {
      name: 'GET deep-get-menus (bistro)',
      clients: 25,
      method: 'GET',
      path: '/api/menus/deep-get-menus',
      headers: bistro,
    },
    {
      name: 'POST menus/search (10k)',
      clients: 15,
      method: 'POST',
      path: '/api/menus/search',
      headers: large,
      body: { term: 'chicken' },
    },
    {
      name: 'GET orders pending (200k)',
      clients: 20,
      method: 'GET',
      path: `/api/orders?status=${encodeURIComponent('["pending"]')}`,
      headers: large,
    },
    {
      name: 'GET published menus (bistro)',
      clients: 15,
      method: 'GET',
      path: '/api/menus/get-published-menus-optimized',
      headers: bistro,
    },
    {
      name: 'GET ordering-config (bistro)',
      clients: 10,
      method: 'GET',
      path: '/api/orders/ordering-config',
      headers: bistro,
    },
    {
      name: 'POST /orders (bistro)',
      clients: 15,
      method: 'POST',
      path: '/api/orders',
      headers: bistro,
      body: draft,
      freshKey: true,
    },
  ];
}

export interface Sample {
  times: number[];
  failed: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function printRow(name: string, sample: Sample, seconds: number) {
  const sorted = [...sample.times].sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(0).padStart(6);
  console.log(
    `${name.padEnd(32)} ${(sorted.length / seconds).toFixed(0).padStart(5)} req/s   p50 ${ms(percentile(sorted, 50))} ms   p99 ${ms(percentile(sorted, 99))} ms   max ${ms(sorted.at(-1) ?? Number.NaN)} ms${sample.failed ? `   (${sample.failed} failed)` : ''}`,
  );
}

/**
 * Runs `task.kinds` for `task.seconds` (or until `stop`) and answers each kind's answer times.
 * The clients run in a process of their own, as browsers do: in the server's process they would
 * share its event loop, and a busy server (PGlite's queries run on that loop) would hold back the
 * clients' own connects and reads, which is the client's delay, not the server's.
 */
export function runClients(
  task: { address: string; kinds: Kind[]; seconds: number },
  stop?: Promise<unknown>,
) {
  const child = fork(new URL('./mixed-clients.ts', import.meta.url));
  // Ends the loops early (before `seconds`), e.g. when the work measured alongside is done.
  void stop?.then(() => child.connected && child.send('stop'));
  return new Promise<Sample[]>((resolve, reject) => {
    child.once('message', (samples) => resolve(samples as Sample[]));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`mixed: the clients' process ended with ${code}`));
    });
    child.send(task);
  });
}

/** Runs the mixed load and prints a line per kind and one over all answers. */
export async function benchMixed(address: string, places: Places, seconds: number) {
  const all = await mixedKinds(address, places);
  console.log(`mixed load: ${MIXED_CLIENTS} clients for ${seconds} s`);
  const samples = await runClients({ address, kinds: all, seconds });
  all.forEach((kind, index) => printRow(`  ${kind.name}`, samples[index]!, seconds));
  printRow(
    '  all',
    {
      times: samples.flatMap((sample) => sample.times),
      failed: samples.reduce((sum, sample) => sum + sample.failed, 0),
    },
    seconds,
  );
}
