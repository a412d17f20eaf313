import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';

/** An event type with its default menus (ordered), as the event's details show it. */
export interface EventTypeWithMenusRow {
  id: number;
  name: string;
  menus: { id: number; name: string }[];
}

/** A pending order of an event, with the suite it is for. */
export interface EventPendingOrderRow {
  id: number;
  order_number: number | null;
  event_suite_id: number | null;
  suite_name: string | null;
  customer_name: string | null;
  pickup_time: string | null;
  total: string | number;
  created_at: string;
}

const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The reads of an event's details page beyond the event and its suites. */
export const eventDetailsRepository = {
  async eventType(
    tx: Tx,
    restaurantId: number,
    typeId: number,
  ): Promise<EventTypeWithMenusRow | null> {
    const [row] = await rawRows<EventTypeWithMenusRow>(
      tx,
      sql`select et.id, et.name,
          coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name)
              order by etm."order", m.id)
            from event_type_menus etm join menus m on m.id = etm.menu_id
            where etm.event_type_id = et.id), '[]'::json) as menus
        from event_types et
        where et.restaurant_id = ${restaurantId} and et.id = ${typeId}`,
    );
    return row ?? null;
  },

  /** The event's pending orders (of the event or one of its suites), soonest due first. */
  pendingOrders(tx: Tx, restaurantId: number, eventId: number): Promise<EventPendingOrderRow[]> {
    return rawRows<EventPendingOrderRow>(
      tx,
      sql`select o.id, o.order_number, o.event_suite_id, s.name as suite_name, o.customer_name,
          ${isoText('o.pickup_time')} as pickup_time, o.total,
          ${isoText('o.created_at')} as created_at
        from orders o
          left join event_suites es on es.id = o.event_suite_id
          left join suites s on s.id = es.suite_id
        where o.restaurant_id = ${restaurantId} and o.status = 'pending'
          and (o.event_id = ${eventId} or es.event_id = ${eventId})
        order by o.pickup_time nulls last, o.order_number, o.id`,
    );
  },
};
