import { ORDERS_PAGE_SIZE, type OrderStatus } from '@app/domain';
import { sql, type SQL } from 'drizzle-orm';

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The floor of `GET /orders?status=[…]` (DESIGN §8), written independently of the server's
 * repository: the first page of the location's orders in those statuses, newest first, as the
 * API's JSON (`{ items: ZOrder[] }`; the opaque `next_cursor` is left out of the comparison).
 */
export function ordersPageSql(restaurantId: number, statuses: OrderStatus[]): SQL {
  return sql`select json_build_object('items', coalesce(json_agg(page.o order by page.created_at desc, page.id desc), '[]'::json))::text as body
    from (
      select o.created_at, o.id, json_build_object(
        'id', o.id, 'order_number', o.order_number, 'reference', o.reference, 'type', o.type,
        'status', o.status, 'data', o.data - 'statusReason',
        'pickup_time', ${iso('o.pickup_time')}, 'customer_name', o.customer_name,
        'student_name', o.student_name, 'total', o.total::float8, 'created_by', o.created_by,
        'created_at', ${iso('o.created_at')}, 'updated_at', ${iso('o.updated_at')},
        'status_reason', o.data->'statusReason') as o
      from orders o
      where o.restaurant_id = ${restaurantId} and o.status in ${statuses}
      order by o.created_at desc, o.id desc
      limit ${ORDERS_PAGE_SIZE}
    ) page`;
}
