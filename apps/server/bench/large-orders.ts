import {
  ZOrderDraft,
  computeCosts,
  costsToJson,
  type CostInput,
  type OrderDraftInput,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** The order history DESIGN §8 asks the order manager's lists to stay fast at. */
export const LARGE_ORDERS = 200_000;

/** Customer names the seeded orders take in turn. */
export const names = [
  'Noah Williams',
  'Chloé Gagnon',
  'Liam Brown',
  'Emma Roy',
  'Olivia Martin',
  'Ethan Lee',
  'Sofia Rossi',
  'Amélie Côté',
  'David Kim',
  'Priya Sharma',
  'Marc Tremblay',
  'Ava Wilson',
];

interface Line {
  id: number;
  menu_id: number;
  section_id: number | null;
  name: string;
  base_price: number;
}

/**
 * A few complete order documents (as the API stores them: every field of the draft with its
 * default, and costs from the domain's cost engine at 13 % HST) for the rows to vary between.
 */
export function orderDocuments(restaurantId: number, lines: Line[]) {
  const shapes: { type: OrderDraftInput['type']; lines: [number, number][]; table?: string }[] = [
    {
      type: 'take_out',
      lines: [
        [0, 2],
        [1, 1],
      ],
    },
    {
      type: 'dine_in',
      lines: [
        [2, 1],
        [3, 2],
        [4, 1],
      ],
      table: '12',
    },
    { type: 'take_out', lines: [[5, 1]] },
    {
      type: 'catering',
      lines: [
        [6, 10],
        [7, 4],
      ],
    },
  ];
  return shapes.map((shape) => {
    const items = shape.lines.map(([index, quantity]) => {
      const line = lines[index % lines.length]!;
      const cents = Math.round(line.base_price * 100) * quantity;
      return { ...line, quantity, orderPrice: cents / 100, cents };
    });
    const draft = ZOrderDraft.parse({
      type: shape.type,
      data: {
        config: {
          restaurantId,
          menuId: items[0]!.menu_id,
          tableInfo: shape.table ? { tableNum: shape.table } : null,
        },
        items: items.map(({ cents, base_price, ...item }, cartIndex) => {
          void cents;
          void base_price;
          return { ...item, cartIndex };
        }),
        checkout: {
          pickup: { scheduled: shape.type === 'catering' },
          contact: { full_name: 'Guest', email: 'guest@example.com', phone_number: '416-555-0100' },
          paymentPreference: 'credit_card',
        },
      },
    });
    const input: CostInput = {
      lines: items.map((item) => ({
        amountCents: item.cents,
        taxCodes: [],
        rebateQualifying: false,
      })),
      taxRates: [{ code: 'HST', label: 'HST', milliPercent: 13_000, isDefault: true }],
      province: 'on',
    };
    const costs = costsToJson(computeCosts(input), input);
    return { type: draft.type, data: { ...draft.data, costs }, total: costs.total };
  });
}

/** The first published items of a location, for the seeded orders' lines. */
export async function orderLines(database: Database, restaurantId: number): Promise<Line[]> {
  const result: unknown = await database.db.execute(sql`
    select id, menu_id, section_id, name, base_price::float8 as base_price from items
    where restaurant_id = ${restaurantId} and published order by id limit 8`);
  return (result as { rows: Line[] }).rows;
}

/**
 * Adds `LARGE_ORDERS` orders to the large location in one set-based statement (generate_series
 * over a few complete documents, each row with its own customer, status and times — one in 20
 * pending, one in 20 in progress, a few cancelled, the rest completed — every 5 minutes back
 * from now), its order counter, then fresh statistics.
 */
export async function seedLargeOrders(database: Database, restaurantId: number): Promise<void> {
  const { db } = database;
  const documents = orderDocuments(restaurantId, await orderLines(database, restaurantId));
  const templates = JSON.stringify(documents);
  // History, not changes anyone watches: no live event for each of the 200,000 rows (the
  // trigger of docs/decisions/live-updates.md would write 200,000 order_events and NOTIFYs).
  await db.execute(sql`alter table orders disable trigger orders_announce_insert`);
  try {
    await insertLargeOrders(database, restaurantId, templates, documents.length);
  } finally {
    await db.execute(sql`alter table orders enable trigger orders_announce_insert`);
  }
  await db.execute(sql`
    insert into order_counters (restaurant_id, last_number) values (${restaurantId}, ${LARGE_ORDERS})
    on conflict (restaurant_id) do update set last_number = excluded.last_number`);
  await db.execute(sql`analyze orders`);
}

async function insertLargeOrders(
  database: Database,
  restaurantId: number,
  templates: string,
  documentCount: number,
): Promise<void> {
  await database.db.execute(sql`
    with template as (
      select (ord - 1)::int as position, value as document
      from jsonb_array_elements(${templates}::jsonb) with ordinality as t(value, ord)
    ),
    numbered as (
      select n, t.document, ${JSON.stringify(names)}::jsonb->>(n % ${names.length})::int as name,
        date_trunc('second', now()) - n * interval '5 minutes' as placed
      from generate_series(1, ${LARGE_ORDERS}) n
      join template t on t.position = n % ${documentCount}
    )
    insert into orders (restaurant_id, order_number, reference, type, menu_id, status, data,
      pickup_time, customer_name, customer_email, total, created_at, updated_at)
    select ${restaurantId}, n, 'BENCH-' || n, document->>'type', (document->'data'->'config'->>'menuId')::int,
      case when n % 20 = 0 then 'pending' when n % 20 = 1 then 'in_progress'
        when n % 50 = 2 then 'cancelled' else 'completed' end,
      jsonb_set(document->'data', '{checkout,contact,full_name}', to_jsonb(name)),
      placed + interval '1 hour', name, 'guest@example.com',
      (document->>'total')::numeric, placed, placed
    from numbered`);
}
