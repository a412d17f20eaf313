import {
  ZCostOverrides,
  hasPrivateAmounts,
  withholdCosts,
  type Order,
  type OrderCosts,
  type OrderDraft,
  type OrderStatus,
  type OrderType,
  type PaymentPreference,
  type PricingChoices,
} from '@app/domain';
import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderCounters, orders, type OrderData } from '../../db/schema/index.ts';
import { containsPattern } from '../../db/like-pattern.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = Omit<typeof orders.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

/** What `data` holds: the draft's document, the costs computed, the decline reason. */
export interface StoredOrderData {
  config: OrderDraft['data']['config'];
  items: OrderDraft['data']['items'];
  checkout: OrderDraft['data']['checkout'];
  costs: OrderCosts;
  statusReason?: string | null;
}

/** Keyset position of `GET /orders`: created_at with microseconds (as PostgreSQL holds it), id. */
export interface OrderCursor {
  at: string;
  id: number;
}

export interface OrderListFilter {
  restaurantId: number;
  statuses?: OrderStatus[] | undefined;
  search?: string | undefined;
  types?: OrderType[] | undefined;
  payments?: PaymentPreference[] | undefined;
  /** Due in [from, to): `pickup_time`, or `created_at` for an as-soon-as-possible order. */
  due?: { from: Date; to: Date } | undefined;
  /** Cancelled orders last changed (cancelled) at or after this instant. */
  cancelledSince?: Date | undefined;
  after?: OrderCursor | undefined;
  limit: number;
}

/** created_at as text with microseconds, so a cursor compares exactly (a JS Date keeps ms). */
const createdAtText = sql<string>`to_char(${orders.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Drizzle queries on orders. Every call runs in a tenant transaction, so row-level security
 * already hides other locations' orders; reads answer `null` for "not found".
 */
export const ordersRepository = {
  async find(tx: Tx, id: number): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
    return row ?? null;
  },

  /** The location's order with this number (numbers are per location; RLS keeps to it). */
  async findByNumber(tx: Tx, number: number): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.order_number, number)).limit(1);
    return row ?? null;
  },

  /** The order row, locked until the transaction ends (modify, status changes). */
  async findForUpdate(tx: Tx, id: number): Promise<OrderRow | null> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row ?? null;
  },

  async insert(tx: Tx, values: OrderValues): Promise<OrderRow> {
    const [row] = await tx.insert(orders).values(values).returning();
    return row!;
  },

  async update(tx: Tx, id: number, patch: Partial<OrderValues>): Promise<OrderRow> {
    const [row] = await tx
      .update(orders)
      .set({ ...patch, updated_at: new Date() })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  },

  /**
   * The location's next order number (see `order_counters`): the counter row's lock serialises
   * concurrent submits until their transactions end, so numbers are never given twice.
   */
  async nextOrderNumber(tx: Tx, restaurantId: number): Promise<number> {
    const [row] = await tx
      .insert(orderCounters)
      .values({ restaurant_id: restaurantId, last_number: 1 })
      .onConflictDoUpdate({
        target: orderCounters.restaurant_id,
        set: { last_number: sql`${orderCounters.last_number} + 1` },
      })
      .returning({ number: orderCounters.last_number });
    return row!.number;
  },

  /**
   * One page of orders, newest first by (created_at, id), after `after`; one row more than
   * `limit` is read to tell whether another page follows. Search matches the customer's or the
   * student's name and the reference (contains, any case) or the order number (whole term).
   */
  async list(
    tx: Tx,
    filter: OrderListFilter,
  ): Promise<{ rows: OrderRow[]; next: OrderCursor | null }> {
    // The location is named although row-level security filters too: it leads the index.
    const conditions: (SQL | undefined)[] = [eq(orders.restaurant_id, filter.restaurantId)];
    if (filter.statuses?.length) conditions.push(inArray(orders.status, filter.statuses));
    conditions.push(...narrowingConditions(filter));
    const wanted = filter.limit + 1;
    const rows = filter.search
      ? await searchedPage(tx, conditions, filter.search, filter.after, wanted)
      : await newestFirst(tx, [...conditions, after(filter.after)], wanted);
    const page = rows.slice(0, filter.limit);
    const last = page.at(-1);
    return {
      rows: page.map((entry) => entry.row),
      next: rows.length > filter.limit && last ? { at: last.at, id: last.row.id } : null,
    };
  },
};

/** Newest rows a search reads through the list's index before searching the rest at once. */
const SEARCH_FIRST_ROWS = 2_000;

function after(cursor: OrderCursor | undefined): SQL | undefined {
  return cursor
    ? sql`(${orders.created_at}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
}

function newestFirst(tx: Tx, conditions: (SQL | undefined)[], limit: number) {
  return tx
    .select({ row: orders, at: createdAtText })
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(limit);
}

/**
 * The first `wanted` orders matching a search, newest first. Under row-level security
 * PostgreSQL cannot use a contains match (`ilike`, not leakproof) before the policy and guesses
 * it rare, so one query with the search in its WHERE reads and sorts the whole location (2.6 s
 * on 200,000 orders) even when the newest orders hold enough matches, as they do for a common
 * name. So the newest `SEARCH_FIRST_ROWS` are read first through the list's index, the match
 * computed on each; only when they do not fill the page is the rest searched in one query.
 */
async function searchedPage(
  tx: Tx,
  conditions: (SQL | undefined)[],
  term: string,
  cursor: OrderCursor | undefined,
  wanted: number,
) {
  const newest = await tx
    .select({ id: orders.id, at: createdAtText, matches: sql<boolean>`${searchCondition(term)}` })
    .from(orders)
    .where(and(...conditions, after(cursor)))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(SEARCH_FIRST_ROWS);
  const ids = newest
    .filter((row) => row.matches)
    .map((row) => row.id)
    .slice(0, wanted);
  const found = ids.length === 0 ? [] : await newestFirst(tx, [inArray(orders.id, ids)], wanted);
  const last = newest.at(-1);
  if (found.length === wanted || newest.length < SEARCH_FIRST_ROWS || !last) return found;
  const rest = await newestFirst(
    tx,
    [...conditions, after({ at: last.at, id: last.id }), searchCondition(term)],
    wanted - found.length,
  );
  return [...found, ...rest];
}

const MAX_ORDER_NUMBER = 2_147_483_647;

/**
 * The order manager's filters. They narrow what the (restaurant, status, created_at) index
 * reads; none needs an index of its own on a list already bounded by status and page size.
 */
function narrowingConditions(filter: OrderListFilter): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.types?.length) conditions.push(inArray(orders.type, filter.types));
  if (filter.payments?.length) {
    conditions.push(
      inArray(sql<string>`${orders.data}->'checkout'->>'paymentPreference'`, filter.payments),
    );
  }
  if (filter.due) {
    const { from, to } = filter.due;
    conditions.push(
      or(
        and(gte(orders.pickup_time, from), lt(orders.pickup_time, to)),
        and(isNull(orders.pickup_time), gte(orders.created_at, from), lt(orders.created_at, to)),
      ),
    );
  }
  if (filter.cancelledSince) {
    conditions.push(eq(orders.status, 'cancelled'), gte(orders.updated_at, filter.cancelledSince));
  }
  return conditions;
}

function searchCondition(term: string): SQL | undefined {
  const pattern = containsPattern(term);
  const byNumber = /^\d{1,10}$/.test(term) && Number(term) <= MAX_ORDER_NUMBER;
  return or(
    ilike(orders.customer_name, pattern),
    ilike(orders.student_name, pattern),
    ilike(orders.reference, pattern),
    byNumber ? eq(orders.order_number, Number(term)) : undefined,
  );
}

/**
 * The API's order (ZOrder) from its row, as staff read it: with a pay-what-you-can subsidy the
 * family's choice is withheld (the amounts that tell it are null, `private-amounts.ts` in the
 * domain), in every answer and in the change history.
 */
export function toOrder(row: OrderRow): Order {
  const { statusReason, ...stored } = storedData(row) as StoredOrderData & OrderData;
  const hidden = hasPrivateAmounts(stored.costs, stored.checkout.pricing);
  const data = hidden
    ? {
        ...stored,
        costs: withholdCosts(stored.costs),
        checkout: {
          ...stored.checkout,
          pricing: { ...stored.checkout.pricing, payWhatYouCan: null },
        },
      }
    : stored;
  return {
    id: row.id,
    order_number: row.order_number,
    reference: row.reference,
    type: row.type as OrderType,
    status: row.status as OrderStatus,
    data,
    pickup_time: row.pickup_time?.toISOString() ?? null,
    customer_name: row.customer_name,
    student_name: row.student_name,
    total: hidden ? null : Number(row.total),
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    status_reason: statusReason ?? null,
  };
}

/**
 * The stored document of an order, completed with the parts later versions of the document
 * added (staff overrides: none), so an order taken before them reads, prices and answers like
 * a new one.
 */
export function storedData(row: OrderRow): StoredOrderData {
  const data = row.data as unknown as StoredOrderData;
  const pricing = data.checkout.pricing as Partial<PricingChoices>;
  if (pricing.overrides) return data;
  return {
    ...data,
    checkout: {
      ...data.checkout,
      pricing: { ...data.checkout.pricing, overrides: ZCostOverrides.parse({}) },
    },
  };
}
