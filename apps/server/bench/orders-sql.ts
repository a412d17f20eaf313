import {
  ORDERS_PAGE_SIZE,
  type OrderStatus,
  type OrderType,
  type PaymentPreference,
} from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** What one list of the order manager asks `GET /orders` for (the query string, unparsed). */
export interface OrdersListQuery {
  statuses: OrderStatus[];
  search?: string;
  types?: OrderType[];
  payments?: PaymentPreference[];
  /** Due days of the location's time zone, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  cancelledSince?: string;
  cursor?: string;
  limit?: number;
}

/** The condition of each filter the query string carries, as the API documents it. */
function conditions(restaurantId: number, query: OrdersListQuery): SQL[] {
  const zone = sql`(select timezone from restaurants where id = ${restaurantId})`;
  const where: SQL[] = [sql`o.restaurant_id = ${restaurantId}`];
  if (query.statuses.length) where.push(sql`o.status in ${query.statuses}`);
  if (query.types?.length) where.push(sql`o.type in ${query.types}`);
  if (query.payments?.length) {
    where.push(sql`o.data->'checkout'->>'paymentPreference' in ${query.payments}`);
  }
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, '\\$&')}%`;
    const digits = /^\d{1,10}$/.test(query.search) ? Number(query.search) : null;
    const number = digits !== null && digits <= 2_147_483_647 ? digits : null;
    where.push(sql`(o.customer_name ilike ${pattern} or o.student_name ilike ${pattern}
      or o.reference ilike ${pattern} or o.order_number = ${number}::int)`);
  }
  if (query.from || query.to) {
    // Local midnights: the first day's, and the one after the last day.
    const from = query.from
      ? sql`(${query.from}::date::timestamp at time zone ${zone})`
      : sql`'-infinity'::timestamptz`;
    const to = query.to
      ? sql`((${query.to}::date + 1)::timestamp at time zone ${zone})`
      : sql`'infinity'::timestamptz`;
    // Due: the pickup time, or when it was taken for an order without one.
    where.push(sql`((o.pickup_time >= ${from} and o.pickup_time < ${to})
      or (o.pickup_time is null and o.created_at >= ${from} and o.created_at < ${to}))`);
  }
  if (query.cancelledSince) {
    where.push(
      sql`o.status = 'cancelled' and o.updated_at >= ${query.cancelledSince}::timestamptz`,
    );
  }
  if (query.cursor) {
    const [at, id] = JSON.parse(Buffer.from(query.cursor, 'base64url').toString()) as [
      string,
      number,
    ];
    where.push(sql`(o.created_at, o.id) < (${at}::timestamptz, ${id})`);
  }
  return where;
}

/**
 * The floor of `GET /orders` (DESIGN §8), written independently of the server's repository: one
 * query answering the whole JSON (`{ items: ZOrder[], next_cursor }`) of one page of a list —
 * its statuses, search, type, payment, due days, cancelled-since and cursor — newest first.
 * One row more than the page is read to tell whether another page follows, as any keyset page
 * must; the cursor is the last row's `[created_at with microseconds, id]` in base64url.
 */
export function ordersPageSql(restaurantId: number, query: OrdersListQuery): SQL {
  const limit = query.limit ?? ORDERS_PAGE_SIZE;
  const where = sql.join(conditions(restaurantId, query), sql` and `);
  return sql`with found as (
      select o.* from orders o where ${where}
      order by o.created_at desc, o.id desc
      limit ${limit + 1}
    ),
    page as (select * from found order by created_at desc, id desc limit ${limit}),
    last as (select * from page order by created_at, id limit 1)
    select json_build_object(
      'items', coalesce((select json_agg(json_build_object(
        'id', o.id, 'order_number', o.order_number, 'reference', o.reference, 'type', o.type,
        'status', o.status, 'data', o.data - 'statusReason',
        'pickup_time', ${iso('o.pickup_time')}, 'customer_name', o.customer_name,
        'student_name', o.student_name, 'total', o.total::float8, 'created_by', o.created_by,
        'created_at', ${iso('o.created_at')}, 'updated_at', ${iso('o.updated_at')},
        'status_reason', o.data->'statusReason') order by o.created_at desc, o.id desc)
        from page o), '[]'::json),
      'next_cursor', case when (select count(*) from found) > ${limit} then (
        select rtrim(translate(encode(convert_to('["' || to_char(l.created_at at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '",' || l.id || ']', 'UTF8'), 'base64'),
          E'+/\n', '-_'), '=') from last l) end
    )::text as body`;
}
