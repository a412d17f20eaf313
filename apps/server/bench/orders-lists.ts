import { isDeepStrictEqual } from 'node:util';
import { addCalendarDays, completedListStatuses, toIsoDate } from '@app/domain';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { percentile, runClients } from './mixed.ts';
import { ordersPageSql, type OrdersListQuery } from './orders-sql.ts';

/** The statuses of the order manager's Completed list, as the screen sends them. */
const COMPLETED: OrdersListQuery['statuses'] = [...completedListStatuses];

/** The query string the web app's `getOrders` sends for a list (absent filters left out). */
function queryString(query: OrdersListQuery): string {
  const json = (values: readonly string[] | undefined) =>
    values?.length ? JSON.stringify(values) : undefined;
  const params: Record<string, string | undefined> = {
    status: json(query.statuses),
    search: query.search,
    type: json(query.types),
    payment: json(query.payments),
    from: query.from,
    to: query.to,
    cancelledSince: query.cancelledSince,
    cursor: query.cursor,
    limit: query.limit === undefined ? undefined : String(query.limit),
  };
  const present = Object.entries(params).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return new URLSearchParams(present).toString();
}

/**
 * The order manager's lists and searches on the large location, as the screen asks for them: its
 * three lists, the next page of one (the cursor of the first), one narrowed by the filters, the
 * Rejected list (cancelled in the past 2 days), and a search by name, reference and number (the
 * screen sends the search with every list; the Completed one, 9 orders in 10, is the largest).
 */
function listCases(
  timeZone: string,
): { name: string; query: OrdersListQuery; loadMore?: boolean }[] {
  const today = toIsoDate(new Date(), timeZone);
  return [
    { name: 'pending', query: { statuses: ['pending'] } },
    { name: 'in progress', query: { statuses: ['in_progress'] } },
    { name: 'completed', query: { statuses: COMPLETED } },
    // "Load more": the page after the previous case's, by its `next_cursor`.
    { name: 'completed, load more', query: { statuses: COMPLETED }, loadMore: true },
    {
      name: 'completed, take-out, card, a week',
      query: {
        statuses: COMPLETED,
        types: ['take_out'],
        payments: ['credit_card'],
        from: addCalendarDays(today, -30),
        to: addCalendarDays(today, -24),
      },
    },
    {
      name: 'rejected (2 days)',
      query: {
        statuses: ['cancelled'],
        cancelledSince: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString(),
      },
    },
    { name: 'search name, completed', query: { statuses: COMPLETED, search: 'Tremblay' } },
    { name: 'search reference, completed', query: { statuses: COMPLETED, search: 'BENCH-12345' } },
    { name: 'search number, completed', query: { statuses: COMPLETED, search: '123457' } },
  ];
}

interface Page {
  items: { id: number }[];
  next_cursor: string | null;
}

async function sqlPage(database: Database, query: SQL): Promise<Page> {
  const result = await database.db.execute<{ body: string }>(query);
  return JSON.parse((result as { rows: { body: string }[] }).rows[0]!.body) as Page;
}

/** Median time of the query run back to back for `seconds` (in the server's process). */
async function sqlP50(database: Database, query: SQL, seconds: number): Promise<number> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    await database.db.execute(query);
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

/**
 * `npm run bench -- orders-lists`: each list of the order manager on the 200,000-order location,
 * asked by one client at a time (in a process of its own, no compression) for `seconds`, against
 * its floor (`orders-sql.ts`: one hand-written query building the same JSON), after checking both
 * answer the same JSON — the same orders in the same order, field for field, and the same cursor.
 * Prints the API's p50 and p95, the floor's p50 and their ratio (aim ≤ 1.5).
 */
export async function benchOrdersLists(
  address: string,
  database: Database,
  place: { headers: Record<string, string>; restaurantId: number; timeZone: string },
  seconds: number,
): Promise<void> {
  const { headers, restaurantId } = place;
  let previousCursor: string | undefined;
  console.log(`GET /orders lists (200k orders), 1 client, ${seconds} s each, then its SQL floor`);
  for (const { name, query: asked, loadMore } of listCases(place.timeZone)) {
    const query = loadMore ? { ...asked, cursor: previousCursor } : asked;
    const path = `/api/orders?${queryString(query)}`;
    const answer = await fetch(address + path, { headers });
    if (!answer.ok) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
    const api = (await answer.json()) as Page;
    const floor = ordersPageSql(restaurantId, query);
    if (!isDeepStrictEqual(api, await sqlPage(database, floor))) {
      throw new Error(`orders ${name}: the API and the hand-written query answer different JSON`);
    }
    previousCursor = api.next_cursor ?? undefined;
    const [sample] = await runClients({
      address,
      seconds,
      kinds: [
        {
          name,
          clients: 1,
          method: 'GET',
          path,
          headers: { ...headers, 'accept-encoding': 'identity' },
        },
      ],
    });
    const times = sample!.times.sort((a, b) => a - b);
    const floorP50 = await sqlP50(database, floor, seconds);
    const apiP50 = percentile(times, 50);
    console.log(
      `  ${name.padEnd(36)} ${String(api.items.length).padStart(3)} orders   API p50 ${apiP50.toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   SQL p50 ${floorP50.toFixed(1).padStart(6)} ms   API / SQL = ${(apiP50 / floorP50).toFixed(2)}${sample!.failed ? `   (${sample!.failed} failed)` : ''}`,
    );
  }
}
