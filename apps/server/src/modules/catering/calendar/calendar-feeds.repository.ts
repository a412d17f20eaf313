import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  deliverySettings,
  eventSuites,
  eventTypes,
  events,
  restaurants,
  suiteOwners,
  suites,
} from '../../../db/schema/index.ts';

/** Where the location's events happen: its name and, when set, its address. */
export interface CalendarPlace {
  name: string;
  address: string | null;
  /** The location's languages, its primary first. */
  locales: string[];
}

/** A suite owner as their feed names them. */
export interface CalendarOwner {
  id: number;
  name: string;
  locale: string;
}

/** One suite an owner holds at one event: what their calendar entry says. */
export interface OwnerSuiteRow {
  id: number;
  status: string;
  suite_name: string;
  event_id: number;
  title: string;
  start_date: Date;
  end_date: Date | null;
  event_type_name: string | null;
  manager_name: string | null;
  manager_phone: string | null;
  manager_email: string | null;
  guaranteed_guest_count: number | null;
  dietary_restrictions: string | null;
  special_requirements: string | null;
  pre_order_additional_notes: string | null;
  /** The later of the event's and the suite's last change. */
  updated_at: Date;
}

/** The reads of the calendar feeds, under the location's row-level security. */
export const calendarFeedsRepository = {
  /**
   * The location, while it has suites: one that turned them off publishes no feed (404, as the
   * pre-order page closes), so its owners' names stop showing on public addresses.
   */
  async place(tx: Tx, restaurantId: number): Promise<CalendarPlace | null> {
    const [row] = await tx
      .select({
        name: restaurants.name,
        address: deliverySettings.address,
        locales: restaurants.locales,
      })
      .from(restaurants)
      .leftJoin(deliverySettings, eq(deliverySettings.restaurant_id, restaurants.id))
      .where(and(eq(restaurants.id, restaurantId), eq(restaurants.suites_enabled, true)));
    return row ?? null;
  },

  async owner(tx: Tx, restaurantId: number, id: number): Promise<CalendarOwner | null> {
    const [row] = await tx
      .select({ id: suiteOwners.id, name: suiteOwners.name, locale: suiteOwners.locale })
      .from(suiteOwners)
      .where(and(eq(suiteOwners.restaurant_id, restaurantId), eq(suiteOwners.id, id)));
    return row ?? null;
  },

  /** The owner's suites at events ending (or, without an end, starting) from `since`, by start. */
  ownerSuites(
    tx: Tx,
    restaurantId: number,
    ownerId: number,
    since: Date,
  ): Promise<OwnerSuiteRow[]> {
    return tx
      .select({
        id: eventSuites.id,
        status: eventSuites.status,
        suite_name: suites.name,
        event_id: events.id,
        title: events.title,
        start_date: events.start_date,
        end_date: events.end_date,
        event_type_name: eventTypes.name,
        manager_name: events.manager_name,
        manager_phone: events.manager_phone,
        manager_email: events.manager_email,
        guaranteed_guest_count: eventSuites.guaranteed_guest_count,
        dietary_restrictions: eventSuites.dietary_restrictions,
        special_requirements: eventSuites.special_requirements,
        pre_order_additional_notes: eventSuites.pre_order_additional_notes,
        updated_at: sql<Date>`greatest(${events.updated_at}, ${eventSuites.updated_at})`.mapWith(
          events.updated_at,
        ),
      })
      .from(eventSuites)
      .innerJoin(events, eq(events.id, eventSuites.event_id))
      .innerJoin(suites, eq(suites.id, eventSuites.suite_id))
      .leftJoin(eventTypes, eq(eventTypes.id, events.event_type_id))
      .where(
        and(
          eq(eventSuites.restaurant_id, restaurantId),
          eq(eventSuites.suite_owner_id, ownerId),
          sql`coalesce(${events.end_date}, ${events.start_date}) >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(events.start_date), asc(suites.name), asc(eventSuites.id));
  },
};
