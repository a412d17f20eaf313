/**
 * The clients of the mixed load (`mixed.ts` forks this file): receives the address, the kinds and
 * the duration, runs the closed loops and sends back each kind's answer times.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { setTimeout } from 'node:timers/promises';
import type { Kind, Sample } from './mixed.ts';

/** The clients of each kind start one after the other over this time. */
const ARRIVAL_MS = 2000;

/** When the loops stop asking; a `stop` message from the parent brings it forward. */
let end = Number.POSITIVE_INFINITY;

/** One answer: its status and time (ms), the body read to its end. */
function ask(agent: http.Agent, url: URL, kind: Kind, body: string | undefined) {
  const headers: Record<string, string> = {
    'accept-encoding': 'br, gzip',
    ...kind.headers,
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(kind.freshKey ? { 'idempotency-key': randomUUID() } : {}),
  };
  const start = performance.now();
  return new Promise<{ status: number; ms: number }>((resolve) => {
    const request = http.request(url, { agent, method: kind.method, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }),
      );
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - start }));
    request.end(body);
  });
}

/**
 * `kind.clients` clients, each asking again as soon as it has its answer until `seconds` have
 * passed; the answers still on their way then are waited for and counted (the slowest answers
 * are the point of this case).
 */
async function load(address: string, kind: Kind, seconds: number): Promise<Sample> {
  const sample: Sample = { times: [], failed: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: kind.clients });
  const url = new URL(address + kind.path);
  const body = kind.body === undefined ? undefined : JSON.stringify(kind.body);
  end = Math.min(end, performance.now() + seconds * 1000);
  const count = async (answer: Promise<{ status: number; ms: number }>) => {
    const { status, ms } = await answer;
    if (status >= 200 && status < 300) sample.times.push(ms);
    else sample.failed += 1;
  };
  if (kind.perSecond) {
    // An open loop: one request every interval, on time, however long the others take.
    const sent: Promise<void>[] = [];
    for (let at = performance.now(); at < end; at += 1000 / kind.perSecond) {
      await setTimeout(Math.max(0, at - performance.now()));
      if (performance.now() >= end) break;
      sent.push(count(ask(agent, url, kind, body)));
    }
    await Promise.all(sent);
    agent.destroy();
    return sample;
  }
  const client = async (_: unknown, index: number) => {
    // Users arrive over the first seconds rather than all at the first instant.
    await setTimeout((index / kind.clients) * ARRIVAL_MS);
    while (performance.now() < end) await count(ask(agent, url, kind, body));
  };
  await Promise.all(Array.from({ length: kind.clients }, client));
  agent.destroy();
  return sample;
}

process.on('message', (message) => {
  if (message === 'stop') {
    end = performance.now();
    return;
  }
  const { address, kinds, seconds } = message as {
    address: string;
    kinds: Kind[];
    seconds: number;
  };
  void Promise.all(kinds.map((kind) => load(address, kind, seconds))).then((samples) => {
    process.send!(samples, () => process.exit(0));
  });
});
