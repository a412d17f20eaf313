import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  ORDERS_REPORT_MAX_DAYS,
  toIsoDate,
  ZOrdersExportResult,
  type JobRun,
} from '@app/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** Days exported back from today: the most one export may cover (the report's range rule). */
const EXPORT_DAYS = Number(process.env.BENCH_EXPORT_DAYS ?? ORDERS_REPORT_MAX_DAYS);
/** How long `GET /orders` is measured on the idle server first. */
const IDLE_SECONDS = 10;

interface Place {
  headers: Record<string, string>;
  restaurantId: number;
  timeZone: string;
}

/** `GET /orders` (the order manager's first page), one connection, for `seconds` or until stopped. */
function ordersList(address: string, headers: Record<string, string>, seconds: number) {
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `${address}/api/orders?status=${encodeURIComponent('["pending"]')}`,
        headers,
        connections: 1,
        duration: seconds,
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
  });
  return { done, stop: () => instance?.stop() };
}

function latencyLine(name: string, result: autocannon.Result) {
  const failed = result.non2xx + result.errors;
  return `${name.padEnd(34)} ${String(result.requests.total).padStart(6)} answers   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(5)} ms   max ${String(result.latency.max).padStart(5)} ms${failed ? `   (${failed} failed)` : ''}`;
}

/** When the outbox holds a mail to `to` (the export's mail is written there before SMTP). */
async function mailQueued(database: Database, to: string): Promise<boolean> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from mail_outbox where "to" = ${to}`,
  );
  return ((result as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0;
}

/**
 * `npm run bench -- orders-export`: the large location's orders of the last `EXPORT_DAYS` days
 * (≈ 105,000 of its 200,000 orders, taken every 5 minutes over 694 days: one export covers at
 * most 366 days) exported through `GET /orders/export` by the server's own job queue, timed from
 * the request to its mail in the outbox. Meanwhile the server's peak RSS is sampled (the server
 * runs in this process) and `GET /orders` is measured with autocannon (one connection, in this
 * process, as idle) beside the same measure on the idle server just before. The location is
 * made K-12 for the case (the export's rule) and given back its flag after.
 */
export async function benchOrdersExport(address: string, database: Database, place: Place) {
  const { headers, restaurantId } = place;
  const endDate = toIsoDate(new Date(), place.timeZone);
  const startDate = addCalendarDays(endDate, -(EXPORT_DAYS - 1));
  const [{ k12 }] = (
    (await database.db.execute<{ k12: boolean }>(
      sql`select k12 from restaurants where id = ${restaurantId}`,
    )) as { rows: { k12: boolean }[] }
  ).rows as [{ k12: boolean }];
  await database.db.execute(sql`update restaurants set k12 = true where id = ${restaurantId}`);
  try {
    const idle = await ordersList(address, headers, IDLE_SECONDS).done;

    const email = `export-${randomUUID()}@bench.test`;
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    let peakHeap = 0;
    let peakExternal = 0;
    const sampler = setInterval(() => {
      const memory = process.memoryUsage();
      peakRss = Math.max(peakRss, memory.rss);
      peakHeap = Math.max(peakHeap, memory.heapUsed);
      peakExternal = Math.max(peakExternal, memory.external);
    }, 50);
    const busy = ordersList(address, headers, 3600);
    const start = performance.now();
    const query = new URLSearchParams({ startDate, endDate, email }).toString();
    const answer = await fetch(`${address}/api/orders/export?${query}`, {
      headers: { ...headers, 'idempotency-key': randomUUID() },
    });
    if (answer.status !== 202) {
      throw new Error(`orders export: ${answer.status} ${await answer.text()}`);
    }
    const { id } = (await answer.json()) as JobRun;
    let mailedMs = Number.NaN;
    let run: JobRun;
    for (;;) {
      if (Number.isNaN(mailedMs) && (await mailQueued(database, email))) {
        mailedMs = performance.now() - start;
      }
      run = (await (await fetch(`${address}/api/jobs/${id}`, { headers })).json()) as JobRun;
      if (run.status === 'failed') throw new Error(`orders export failed: ${run.error?.message}`);
      if (run.status === 'succeeded') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const doneMs = performance.now() - start;
    if (Number.isNaN(mailedMs)) mailedMs = doneMs;
    busy.stop();
    const during = await busy.done;
    clearInterval(sampler);
    const result = ZOrdersExportResult.parse(run.result);
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
    console.log(
      `orders export: ${startDate} … ${endDate}, ${result.orders} orders, ${result.lines} lines, mailed as ${result.delivery}`,
    );
    console.log(
      `  request → mail in the outbox: ${(mailedMs / 1000).toFixed(1)} s (${(result.orders / (mailedMs / 1000)).toFixed(0)} orders/s); run succeeded at ${(doneMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  server RSS: ${mib(rssBefore)} before, peak ${mib(peakRss)} during (+${mib(peakRss - rssBefore)}); peak JS heap used ${mib(peakHeap)}, external ${mib(peakExternal)}`,
    );
    console.log(`  ${latencyLine(`GET /orders pending, idle ${IDLE_SECONDS} s`, idle)}`);
    console.log(`  ${latencyLine('GET /orders pending, during export', during)}`);
  } finally {
    await database.db.execute(sql`update restaurants set k12 = ${k12} where id = ${restaurantId}`);
  }
}
