import { randomUUID } from 'node:crypto';
import {
  addCalendarDays,
  bulkConfirmationWordFor,
  toIsoDate,
  type CardToken,
  type JobRun,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { names, orderDocuments, orderLines } from './large-orders.ts';
import { percentile, runClients, type Kind, type Sample } from './mixed.ts';

/** How many orders the bulk case completes at once (issue 12: "bulk complete of 5,000 orders"). */
export const BULK_ORDERS = Number(process.env.BENCH_BULK_ORDERS ?? 5000);

/** The other requests asked meanwhile, each at this steady rate (per second). */
const OTHERS_PER_SECOND = 5;
/** How long the other requests are measured on an idle server first. */
const IDLE_SECONDS = 10;

interface Place {
  headers: Record<string, string>;
  restaurantId: number;
  timeZone: string;
}

/**
 * `BULK_ORDERS` open orders due on `day` at the location, half pending and half in progress,
 * paid by the card on file (`token`): completing one charges the card through the test gateway,
 * as an order taken with a card on file is. Numbered after the location's last order.
 */
async function seedBulkOrders(database: Database, place: Place, day: string, token: CardToken) {
  const { db } = database;
  const documents = orderDocuments(
    place.restaurantId,
    await orderLines(database, place.restaurantId),
  ).map((document) => ({
    ...document,
    data: {
      ...document.data,
      checkout: { ...document.data.checkout, creditCard: token },
    },
  }));
  // Taken the day before, not while anyone watches: no live event for each (as large-orders.ts);
  // 5,000 NOTIFYs at once kept PGlite busy for seconds after the seed, in the idle measurement.
  await db.execute(sql`alter table orders disable trigger orders_announce_insert`);
  try {
    await insertBulkOrders(database, place, day, documents);
  } finally {
    await db.execute(sql`alter table orders enable trigger orders_announce_insert`);
  }
  await db.execute(sql`
    insert into order_counters (restaurant_id, last_number)
    select ${place.restaurantId}, max(order_number) from orders
    where restaurant_id = ${place.restaurantId}
    on conflict (restaurant_id) do update set last_number = excluded.last_number`);
  await db.execute(sql`vacuum analyze orders`);
}

async function insertBulkOrders(
  database: Database,
  place: Place,
  day: string,
  documents: ReturnType<typeof orderDocuments>,
) {
  await database.db.execute(sql`
    with template as (
      select (ord - 1)::int as position, value as document
      from jsonb_array_elements(${JSON.stringify(documents)}::jsonb) with ordinality as t(value, ord)
    ),
    counter as (
      select greatest(
        (select max(order_number) from orders where restaurant_id = ${place.restaurantId}),
        (select last_number from order_counters where restaurant_id = ${place.restaurantId}),
        0) as last
    ),
    numbered as (
      select n, counter.last + n as number, t.document,
        ${JSON.stringify(names)}::jsonb->>(n % ${names.length})::int as name,
        (${day}::date + interval '7 hours' + (n % 720) * interval '1 minute')::timestamp
          at time zone ${place.timeZone} as due
      from generate_series(1, ${BULK_ORDERS}) n cross join counter
      join template t on t.position = n % ${documents.length}
    )
    insert into orders (restaurant_id, order_number, reference, type, menu_id, status, data,
      pickup_time, customer_name, customer_email, total, created_at, updated_at)
    select ${place.restaurantId}, number, 'BULK-' || number, document->>'type',
      (document->'data'->'config'->>'menuId')::int,
      case when n % 2 = 0 then 'pending' else 'in_progress' end,
      jsonb_set(document->'data', '{checkout,contact,full_name}', to_jsonb(name)),
      due, name, 'guest@example.com', (document->>'total')::numeric,
      due - interval '1 day', due - interval '1 day'
    from numbered`);
}

async function api<T>(address: string, path: string, init: RequestInit): Promise<T> {
  const answer = await fetch(address + path, init);
  if (!answer.ok) throw new Error(`bulk: ${path} answered ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The other requests: the order manager's first page and the menus, at a steady rate each. */
function others(headers: Record<string, string>): Kind[] {
  const kind = (name: string, path: string): Kind => ({
    name,
    // Enough sockets that a slow answer never holds the next request back (an open loop).
    clients: 50,
    perSecond: OTHERS_PER_SECOND,
    method: 'GET',
    path,
    headers,
  });
  return [
    kind('GET /orders pending', `/api/orders?status=${encodeURIComponent('["pending"]')}`),
    kind('GET /menus', '/api/menus'),
  ];
}

function line(name: string, sample: Sample) {
  const times = [...sample.times].sort((a, b) => a - b);
  return `${name.padEnd(34)} ${String(times.length).padStart(5)} answers   p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms   max ${(times.at(-1) ?? Number.NaN).toFixed(1).padStart(7)} ms${sample.failed ? `   (${sample.failed} failed)` : ''}`;
}

/**
 * `npm run bench -- bulk`: bulk complete of `BULK_ORDERS` orders due yesterday at the demo bistro,
 * as the screen does it — a dry run, then the run, which over `BULK_JOB_THRESHOLD` orders is a
 * tracked job run by the server's own job queue (pg-boss, in process), followed on
 * `GET /jobs/{id}` until done. Meanwhile a process of its own asks the order manager's first page
 * and the menu list at a steady rate; their p50/p99 during the run are printed beside the same
 * requests on the idle server just before.
 */
export async function benchBulk(address: string, database: Database, place: Place) {
  const { headers } = place;
  const day = addCalendarDays(toIsoDate(new Date(), place.timeZone), -1);
  const token = await api<CardToken>(address, '/api/payments/card-tokens', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2035, cvc: '123' }),
  });
  const seedStart = performance.now();
  await seedBulkOrders(database, place, day, token);
  const seeded = ((performance.now() - seedStart) / 1000).toFixed(1);
  console.log(`bulk complete: ${BULK_ORDERS} orders due ${day} seeded in ${seeded} s`);

  const kinds = others(headers);
  const idle = await runClients({ address, kinds, seconds: IDLE_SECONDS });

  const post = (body: object) =>
    api<{ changes?: unknown[]; skipped?: unknown[]; job_id?: number }>(
      address,
      '/api/orders/bulk-actions',
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ action: 'complete', date: day, ...body }),
      },
    );
  const dryStart = performance.now();
  const plan = await post({ dryRun: true });
  const dryMs = performance.now() - dryStart;

  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  const busy = runClients({ address, kinds, seconds: 3600 }, done);
  const start = performance.now();
  const { job_id } = await post({ dryRun: false, confirmation: bulkConfirmationWordFor('en-CA') });
  if (job_id === undefined) throw new Error('bulk: the run was not a background job');
  let run: JobRun;
  for (;;) {
    run = await api<JobRun>(address, `/api/jobs/${job_id}`, { headers });
    if (run.status === 'failed') throw new Error(`bulk: the job failed: ${run.error?.message}`);
    if (run.status === 'succeeded') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - start) / 1000;
  finished();
  const during = await busy;
  const result = run.result as { done: unknown[]; refused: unknown[] };
  console.log(
    `  dry run: ${plan.changes?.length} to change, ${plan.skipped?.length} skipped, ${dryMs.toFixed(0)} ms`,
  );
  console.log(
    `  run (POST → job succeeded): ${seconds.toFixed(1)} s, ${result.done.length} completed, ${result.refused.length} refused (${(result.done.length / seconds).toFixed(0)} orders/s)`,
  );
  console.log(
    `  other requests, ${OTHERS_PER_SECOND}/s each, idle ${IDLE_SECONDS} s, then during the run:`,
  );
  kinds.forEach((kind, index) => {
    console.log(`    ${line(`${kind.name}, idle`, idle[index]!)}`);
    console.log(`    ${line(`${kind.name}, during the run`, during[index]!)}`);
  });
}
