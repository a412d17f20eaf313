import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { EventSuiteSettings } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import {
  eventSuiteEquipment,
  eventSuiteMenus,
  eventSuites,
  events,
} from '../../../db/schema/index.ts';

/** An event suite as the API reads it (see `eventSuiteOf`): names joined, counts of orders. */
export interface EventSuiteRow {
  id: number;
  event_id: number;
  suite: { id: number; name: string };
  suite_owner: {
    id: number;
    name: string;
    email: string | null;
    company_name: string | null;
  } | null;
  status: string;
  invoice_status: string;
  menus: { id: number; name: string }[];
  equipment: { id: number; name: string; quantity: number }[];
  dietary_restrictions: string | null;
  special_requirements: string | null;
  pre_order_additional_notes: string | null;
  guaranteed_guest_count: number | null;
  pre_order_email_sent_at: string | null;
  finalized_at: string | null;
  order_counts: { total: number; active: number };
  updated_at: string;
}

const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One statement for the list and for one suite: the names and counts as the screens show them. */
function selectEventSuites(restaurantId: number, eventId: number, id?: number): SQL {
  return sql`select es.id, es.event_id,
      json_build_object('id', s.id, 'name', s.name) as suite,
      case when o.id is null then null else json_build_object('id', o.id, 'name', o.name,
        'email', o.email, 'company_name', o.company_name) end as suite_owner,
      es.status, es.invoice_status,
      coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name)
          order by m."order", m.id)
        from event_suite_menus esm join menus m on m.id = esm.menu_id
        where esm.event_suite_id = es.id), '[]'::json) as menus,
      coalesce((select json_agg(json_build_object('id', q.id, 'name', q.name,
          'quantity', ese.quantity) order by lower(q.name), q.id)
        from event_suite_equipment ese join equipment q on q.id = ese.equipment_id
        where ese.event_suite_id = es.id), '[]'::json) as equipment,
      es.dietary_restrictions, es.special_requirements, es.pre_order_additional_notes,
      es.guaranteed_guest_count,
      ${isoText(sql`es.pre_order_email_sent_at`)} as pre_order_email_sent_at,
      ${isoText(sql`es.finalized_at`)} as finalized_at,
      (select json_build_object('total', count(*)::int,
          'active', (count(*) filter (where r.status <> 'cancelled'))::int)
        from orders r where r.event_suite_id = es.id) as order_counts,
      ${isoText(sql`es.updated_at`)} as updated_at
    from event_suites es
      join suites s on s.id = es.suite_id
      left join suite_owners o on o.id = es.suite_owner_id
    where es.restaurant_id = ${restaurantId} and es.event_id = ${eventId}
      ${id === undefined ? sql`` : sql`and es.id = ${id}`}
    order by lower(s.name), es.id`;
}

/** The event a suite write changes, locked so that writes to its suites go one at a time. */
export interface EventForSuites {
  id: number;
  pre_order_email_days: number | null;
}

/**
 * Event suites of a location, under its row-level security: reads answer `null` for "not found"
 * (another location's event or suite included).
 */
export const eventSuitesRepository = {
  list(tx: Tx, restaurantId: number, eventId: number): Promise<EventSuiteRow[]> {
    return rawRows<EventSuiteRow>(tx, selectEventSuites(restaurantId, eventId));
  },

  async find(tx: Tx, restaurantId: number, eventId: number, id: number) {
    const [row] = await rawRows<EventSuiteRow>(tx, selectEventSuites(restaurantId, eventId, id));
    return row ?? null;
  },

  async lockEvent(tx: Tx, restaurantId: number, eventId: number): Promise<EventForSuites | null> {
    const [row] = await tx
      .select({ id: events.id, pre_order_email_days: events.pre_order_email_days })
      .from(events)
      .where(and(eq(events.restaurant_id, restaurantId), eq(events.id, eventId)))
      // NO KEY UPDATE: suite writes still go one at a time, but an order being placed for the
      // event (its key check takes KEY SHARE after the menu's lock) never waits on a suite write
      // that, changing the guaranteed count, waits on that menu in turn.
      .for('no key update');
    return row ?? null;
  },

  /** Whether the event exists at the location (for reads). */
  async eventExists(tx: Tx, restaurantId: number, eventId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.restaurant_id, restaurantId), eq(events.id, eventId)));
    return row !== undefined;
  },

  /** The suites already on the event: their event suite id and status, by suite id. */
  async assigned(tx: Tx, restaurantId: number, eventId: number) {
    const rows = await tx
      .select({ id: eventSuites.id, suite_id: eventSuites.suite_id, status: eventSuites.status })
      .from(eventSuites)
      .where(and(eq(eventSuites.restaurant_id, restaurantId), eq(eventSuites.event_id, eventId)));
    return new Map(rows.map((row) => [row.suite_id, row]));
  },

  /**
   * Adds the suite to the event or, when it is already on it, updates it (one row per suite and
   * event: `event_suites_event_suite_key`); then its menus and equipment are replaced. Answers the
   * event suite's id.
   */
  async upsert(
    tx: Tx,
    restaurantId: number,
    values: EventSuiteSettings & { event_id: number; suite_id: number; status: string },
  ): Promise<number> {
    const { menu_ids, equipment, ...columns } = values;
    const [row] = await tx
      .insert(eventSuites)
      .values({ restaurant_id: restaurantId, ...columns })
      .onConflictDoUpdate({
        target: [eventSuites.event_id, eventSuites.suite_id],
        set: { ...columns, updated_at: new Date() },
      })
      .returning({ id: eventSuites.id });
    await this.replaceChoices(tx, restaurantId, row!.id, menu_ids, equipment);
    return row!.id;
  },

  async replaceChoices(
    tx: Tx,
    restaurantId: number,
    id: number,
    menuIds: readonly number[],
    equipment: EventSuiteSettings['equipment'],
  ): Promise<void> {
    await tx.delete(eventSuiteMenus).where(eq(eventSuiteMenus.event_suite_id, id));
    await tx.delete(eventSuiteEquipment).where(eq(eventSuiteEquipment.event_suite_id, id));
    const r = { restaurant_id: restaurantId, event_suite_id: id };
    if (menuIds.length > 0) {
      await tx.insert(eventSuiteMenus).values(menuIds.map((menu_id) => ({ ...r, menu_id })));
    }
    if (equipment.length > 0) {
      await tx.insert(eventSuiteEquipment).values(equipment.map((entry) => ({ ...r, ...entry })));
    }
  },

  /**
   * Locks one suite of the event, so that no order is added to it meanwhile (an order's key to
   * its suite waits for the lock); false when the event has no such suite.
   */
  async lockSuite(tx: Tx, restaurantId: number, eventId: number, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: eventSuites.id })
      .from(eventSuites)
      .where(
        and(
          eq(eventSuites.restaurant_id, restaurantId),
          eq(eventSuites.event_id, eventId),
          eq(eventSuites.id, id),
        ),
      )
      .for('update');
    return row !== undefined;
  },

  /** Takes the suite off the event; its menus and equipment go with it (keys cascade). */
  async delete(tx: Tx, restaurantId: number, id: number): Promise<void> {
    await tx
      .delete(eventSuites)
      .where(and(eq(eventSuites.restaurant_id, restaurantId), eq(eventSuites.id, id)));
  },
};
