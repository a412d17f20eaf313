import { and, eq, sql, type SQL } from 'drizzle-orm';
import { IN_USE_NAMED_MAX, type CateringSettingUse } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { eventSuiteEquipment, eventSuites, events, suites } from '../../../db/schema/index.ts';

/** Where a setting is used: how many times in all, and the first few to name. */
export interface SettingUses {
  total: number;
  first: CateringSettingUse[];
}

// Upcoming events first, the soonest first, then past ones, the latest first: what the user
// has to change before deleting comes first.
const byRelevance: SQL[] = [
  sql`(${events.start_date} >= now()) desc`,
  sql`case when ${events.start_date} >= now() then ${events.start_date} end asc`,
  sql`${events.start_date} desc`,
];
const total = sql<number>`(count(*) over ())::int`;

async function usesOf(
  rows: Promise<(CateringSettingUse & { total: number })[]>,
): Promise<SettingUses> {
  const found = await rows;
  return {
    total: found[0]?.total ?? 0,
    first: found.map(({ title, start_date, suite_name }) => ({ title, start_date, suite_name })),
  };
}

/**
 * The events and event suites that use a suite, a piece of equipment, an event type or a suite
 * owner of the location (under its row-level security), for the "in use" answer of a delete.
 */
export const settingUsesRepository = {
  /** The events a suite is booked for. */
  suite(tx: Tx, restaurantId: number, suiteId: number): Promise<SettingUses> {
    return usesOf(
      tx
        .select({
          title: events.title,
          start_date: events.start_date,
          suite_name: sql<null>`null`,
          total,
        })
        .from(eventSuites)
        .innerJoin(events, eq(events.id, eventSuites.event_id))
        .where(and(eq(eventSuites.restaurant_id, restaurantId), eq(eventSuites.suite_id, suiteId)))
        .orderBy(...byRelevance)
        .limit(IN_USE_NAMED_MAX),
    );
  },

  /** The event suites a piece of equipment is planned for. */
  equipment(tx: Tx, restaurantId: number, equipmentId: number): Promise<SettingUses> {
    return usesOf(
      tx
        .select({
          title: events.title,
          start_date: events.start_date,
          suite_name: suites.name,
          total,
        })
        .from(eventSuiteEquipment)
        .innerJoin(eventSuites, eq(eventSuites.id, eventSuiteEquipment.event_suite_id))
        .innerJoin(events, eq(events.id, eventSuites.event_id))
        .innerJoin(suites, eq(suites.id, eventSuites.suite_id))
        .where(
          and(
            eq(eventSuiteEquipment.restaurant_id, restaurantId),
            eq(eventSuiteEquipment.equipment_id, equipmentId),
          ),
        )
        .orderBy(...byRelevance)
        .limit(IN_USE_NAMED_MAX),
    );
  },

  /** The events of an event type. */
  eventType(tx: Tx, restaurantId: number, eventTypeId: number): Promise<SettingUses> {
    return usesOf(
      tx
        .select({
          title: events.title,
          start_date: events.start_date,
          suite_name: sql<null>`null`,
          total,
        })
        .from(events)
        .where(and(eq(events.restaurant_id, restaurantId), eq(events.event_type_id, eventTypeId)))
        .orderBy(...byRelevance)
        .limit(IN_USE_NAMED_MAX),
    );
  },

  /** The event suites a suite owner holds. */
  suiteOwner(tx: Tx, restaurantId: number, ownerId: number): Promise<SettingUses> {
    return usesOf(
      tx
        .select({
          title: events.title,
          start_date: events.start_date,
          suite_name: suites.name,
          total,
        })
        .from(eventSuites)
        .innerJoin(events, eq(events.id, eventSuites.event_id))
        .innerJoin(suites, eq(suites.id, eventSuites.suite_id))
        .where(
          and(eq(eventSuites.restaurant_id, restaurantId), eq(eventSuites.suite_owner_id, ownerId)),
        )
        .orderBy(...byRelevance)
        .limit(IN_USE_NAMED_MAX),
    );
  },
};
