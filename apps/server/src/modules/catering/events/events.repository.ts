import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { EventRequest } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like-pattern.ts';
import { eventSuites, events, eventTypes, orders } from '../../../db/schema/index.ts';

/** An event as stored, with its type's name and what its pre-order status is decided from. */
export interface EventRow {
  id: number;
  title: string;
  start_date: Date;
  end_date: Date | null;
  status: string;
  event_type_id: number | null;
  event_type_name: string | null;
  pre_order_type: string;
  order_lock_period_days: number | null;
  pre_order_email_days: number | null;
  manager_name: string | null;
  manager_phone: string | null;
  manager_email: string | null;
  projected_attendance: number | null;
  created_at: Date;
  updated_at: Date;
  /** Each suite booked for the event: whether it has an owner, how many pre-order menus. */
  suites: { has_owner: boolean; menu_count: number }[];
}

// Written out in full: the subquery's own tables must not shadow `events.id`.
const suiteFacts = sql<EventRow['suites']>`coalesce((
  select json_agg(json_build_object('has_owner', es.suite_owner_id is not null,
    'menu_count', (select count(*)::int from event_suite_menus esm
      where esm.event_suite_id = es.id)) order by es.id)
  from event_suites es where es.event_id = "events"."id"), '[]'::json)`;

const columns = {
  id: events.id,
  title: events.title,
  start_date: events.start_date,
  end_date: events.end_date,
  status: events.status,
  event_type_id: events.event_type_id,
  event_type_name: eventTypes.name,
  pre_order_type: events.pre_order_type,
  order_lock_period_days: events.order_lock_period_days,
  pre_order_email_days: events.pre_order_email_days,
  manager_name: events.manager_name,
  manager_phone: events.manager_phone,
  manager_email: events.manager_email,
  projected_attendance: events.projected_attendance,
  created_at: events.created_at,
  updated_at: events.updated_at,
  suites: suiteFacts,
};

/** Which events `list` reads: all the filters are optional. */
export interface EventsFilter {
  /** Part of the title or of the event type's name, any case. */
  search?: string | undefined;
  eventTypeIds?: number[] | undefined;
  /** Events starting from `since` (included) until `until` (excluded). */
  since?: Date | undefined;
  until?: Date | undefined;
  ascending: boolean;
}

/** Empty text is stored as null: "no manager phone", not a phone of no digits. */
function storedValues(values: EventRequest) {
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    ...values,
    start_date: new Date(values.start_date),
    end_date: new Date(values.end_date),
    manager_name: orNull(values.manager_name),
    manager_phone: orNull(values.manager_phone),
    manager_email: orNull(values.manager_email),
  };
}

function select(tx: Tx) {
  return tx
    .select(columns)
    .from(events)
    .leftJoin(eventTypes, eq(eventTypes.id, events.event_type_id));
}

/** A location's events, under its row-level security; `null` (or false) for "not found". */
export const eventsRepository = {
  /** Every event of `filter`, by start date (then id) in the order asked. */
  list(tx: Tx, restaurantId: number, filter: EventsFilter): Promise<EventRow[]> {
    const conditions: SQL[] = [eq(events.restaurant_id, restaurantId)];
    if (filter.search) {
      const pattern = containsPattern(filter.search);
      conditions.push(or(ilike(events.title, pattern), ilike(eventTypes.name, pattern))!);
    }
    if (filter.eventTypeIds) conditions.push(inArray(events.event_type_id, filter.eventTypeIds));
    if (filter.since) conditions.push(gte(events.start_date, filter.since));
    if (filter.until) conditions.push(lt(events.start_date, filter.until));
    const order = filter.ascending ? asc : desc;
    return select(tx)
      .where(and(...conditions))
      .orderBy(order(events.start_date), order(events.id));
  },

  async find(tx: Tx, restaurantId: number, id: number): Promise<EventRow | null> {
    const [row] = await select(tx).where(
      and(eq(events.restaurant_id, restaurantId), eq(events.id, id)),
    );
    return row ?? null;
  },

  /**
   * Locks the event and its suites for a write: an order naming either waits (its key check),
   * so none is added between a check and the write. False when the location has no such event.
   */
  async lock(tx: Tx, restaurantId: number, id: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.restaurant_id, restaurantId), eq(events.id, id)))
      .for('update');
    if (!row) return false;
    await tx
      .select({ id: eventSuites.id })
      .from(eventSuites)
      .where(and(eq(eventSuites.restaurant_id, restaurantId), eq(eventSuites.event_id, id)))
      .for('update');
    return true;
  },

  /** Whether `typeId` is one of the location's event types. */
  async hasEventType(tx: Tx, restaurantId: number, typeId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: eventTypes.id })
      .from(eventTypes)
      .where(and(eq(eventTypes.restaurant_id, restaurantId), eq(eventTypes.id, typeId)));
    return row !== undefined;
  },

  async insert(tx: Tx, restaurantId: number, values: EventRequest): Promise<number> {
    const [row] = await tx
      .insert(events)
      .values({ restaurant_id: restaurantId, ...storedValues(values) })
      .returning({ id: events.id });
    return row!.id;
  },

  async update(tx: Tx, restaurantId: number, id: number, values: EventRequest): Promise<void> {
    await tx
      .update(events)
      .set({ ...storedValues(values), updated_at: new Date() })
      .where(and(eq(events.restaurant_id, restaurantId), eq(events.id, id)));
  },

  /** How many of the event's orders (of the event or of one of its suites) are not cancelled. */
  async countActiveOrders(tx: Tx, restaurantId: number, id: number): Promise<number> {
    const ofSuites = tx
      .select({ id: eventSuites.id })
      .from(eventSuites)
      .where(eq(eventSuites.event_id, id));
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.restaurant_id, restaurantId),
          ne(orders.status, 'cancelled'),
          or(eq(orders.event_id, id), inArray(orders.event_suite_id, ofSuites)),
        ),
      );
    return row?.count ?? 0;
  },

  /** Deletes the event; its suites, their menus and equipment go with it (keys cascade). */
  async delete(tx: Tx, restaurantId: number, id: number): Promise<void> {
    await tx.delete(events).where(and(eq(events.restaurant_id, restaurantId), eq(events.id, id)));
  },
};
