import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  customCheckoutQuestions,
  deliverySchools,
  deliverySettings,
  onsiteLocations,
  orderingParameters,
  taxRates,
} from '../../db/schema/index.ts';
import { rawRows } from '../../db/raw-rows.ts';

export type DeliverySettingsRow = typeof deliverySettings.$inferSelect;
export type OrderingParametersRow = typeof orderingParameters.$inferSelect;
export type CustomQuestionRow = typeof customCheckoutQuestions.$inferSelect;
export type OnsiteLocationRow = typeof onsiteLocations.$inferSelect;
export type SchoolRow = typeof deliverySchools.$inferSelect;

export interface UpcomingEventRow {
  id: number;
  title: string;
  start_date: string;
  suites: { id: number; name: string }[];
  packages: { id: number; name: string }[];
}

/** Most upcoming events the order screens list (soonest first). */
const MAX_EVENTS = 100;

/**
 * The settings an order is taken with, read under the tenant's row-level security (every call
 * runs in a tenant transaction; the location also filters, leading the indexes).
 */
export const orderingConfigRepository = {
  taxRates(tx: Tx, restaurantId: number) {
    return tx
      .select()
      .from(taxRates)
      .where(eq(taxRates.restaurant_id, restaurantId))
      .orderBy(desc(taxRates.is_default), asc(taxRates.code));
  },

  async orderingParameters(tx: Tx, restaurantId: number): Promise<OrderingParametersRow | null> {
    const [row] = await tx
      .select()
      .from(orderingParameters)
      .where(eq(orderingParameters.restaurant_id, restaurantId));
    return row ?? null;
  },

  async deliverySettings(tx: Tx, restaurantId: number): Promise<DeliverySettingsRow | null> {
    const [row] = await tx
      .select()
      .from(deliverySettings)
      .where(eq(deliverySettings.restaurant_id, restaurantId));
    return row ?? null;
  },

  schools(tx: Tx, restaurantId: number): Promise<SchoolRow[]> {
    return tx
      .select()
      .from(deliverySchools)
      .where(eq(deliverySchools.restaurant_id, restaurantId))
      .orderBy(asc(deliverySchools.order), asc(deliverySchools.id));
  },

  onsiteLocations(tx: Tx, restaurantId: number): Promise<OnsiteLocationRow[]> {
    return tx
      .select()
      .from(onsiteLocations)
      .where(eq(onsiteLocations.restaurant_id, restaurantId))
      .orderBy(asc(onsiteLocations.order), asc(onsiteLocations.id));
  },

  customQuestions(tx: Tx, restaurantId: number): Promise<CustomQuestionRow[]> {
    return tx
      .select()
      .from(customCheckoutQuestions)
      .where(eq(customCheckoutQuestions.restaurant_id, restaurantId))
      .orderBy(asc(customCheckoutQuestions.order), asc(customCheckoutQuestions.id));
  },

  /**
   * Events not yet over (and not marked past), soonest first, with their booked suites (the
   * event suite's id and the suite's name) and their packages: the published event-package
   * menus offered to those suites or proposed by the event's type. `onlyEventId` reads that one
   * event (an event order's), if it is upcoming.
   */
  upcomingEvents(
    tx: Tx,
    restaurantId: number,
    now: Date,
    onlyEventId?: number,
  ): Promise<UpcomingEventRow[]> {
    return rawRows<UpcomingEventRow>(
      tx,
      sql`select e.id, e.title,
          to_char(e.start_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as start_date,
          coalesce((select json_agg(json_build_object('id', es.id, 'name', s.name)
              order by s.name, es.id)
            from event_suites es join suites s on s.id = es.suite_id
            where es.event_id = e.id), '[]'::json) as suites,
          coalesce((select json_agg(json_build_object('id', m.id, 'name', m.name)
              order by m."order", m.id)
            from menus m
            where m.restaurant_id = e.restaurant_id and m.event_package and m.published
              and m.id in (
                select esm.menu_id from event_suite_menus esm
                  join event_suites es on es.id = esm.event_suite_id where es.event_id = e.id
                union
                select etm.menu_id from event_type_menus etm
                  where etm.event_type_id = e.event_type_id)), '[]'::json) as packages
        from events e
        where e.restaurant_id = ${restaurantId} and e.status <> 'past_event'
          and coalesce(e.end_date, e.start_date) >= ${now.toISOString()}::timestamptz
          ${onlyEventId === undefined ? sql`` : sql`and e.id = ${onlyEventId}`}
        order by e.start_date, e.id
        limit ${MAX_EVENTS}`,
    );
  },
};
