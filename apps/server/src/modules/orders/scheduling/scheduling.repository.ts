import { orderTypeNeeds, orderTypes, type AvailabilityEntry } from '@app/domain';
import { and, asc, eq, gte, inArray, lt, ne, notInArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { menuAvailability, menus, orderingParameters, orders } from '../../../db/schema/index.ts';

/**
 * Reads behind order scheduling: the location's ordering parameters, a menu's scheduling
 * fields with its hours, and the orders already due per interval. Every call runs in a tenant
 * transaction (row-level security hides other locations' rows).
 */

/** Statuses of orders that no longer take a place in their interval (a refund cancels). */
export const RELEASED_STATUSES = ['cancelled', 'refunded', 'full_refund'];

/**
 * Orders that take a place in an interval: those with a pickup block (take-out, delivery,
 * catering, school…). Dine-in checks, retail sales, events and lane reservations do not.
 */
const PICKUP_ORDER_TYPES = orderTypes.filter((type) => orderTypeNeeds(type).schedule);

export interface SchedulingParameters {
  cutoff: { value: number; unit: 'days' | 'hours' } | null;
  windowMaxDays: number | null;
  excludeWeekends: boolean;
  /** Dollars, as the column holds it; null = none. */
  minimumOrderAmount: number | null;
}

/** The menu fields scheduling reads (`OrderMenu` fits). */
export interface SchedulingMenu {
  id: number;
  on_demand: boolean;
  scheduled: boolean;
  required_notice: number | null;
  ordering_interval: number | null;
  max_orders_per_interval: number;
  estimated_prep_time: number | null;
  /** Minutes before closing when orders stop (`isPastLastCall`); null = none. */
  last_call_time?: number | null;
  availability: readonly AvailabilityEntry[];
}

export const schedulingRepository = {
  /** The location's parameters; a location without a row has none of the limits. */
  async parameters(tx: Tx): Promise<SchedulingParameters> {
    const [row] = await tx
      .select({
        cutoffValue: orderingParameters.cutoff_value,
        cutoffUnit: orderingParameters.cutoff_unit,
        windowMaxDays: orderingParameters.window_max_days,
        excludeWeekends: orderingParameters.exclude_weekends,
        minimumOrderAmount: orderingParameters.minimum_order_amount,
      })
      .from(orderingParameters)
      .limit(1);
    return {
      cutoff:
        row?.cutoffValue === null || row?.cutoffValue === undefined
          ? null
          : { value: row.cutoffValue, unit: row.cutoffUnit === 'days' ? 'days' : 'hours' },
      windowMaxDays: row?.windowMaxDays ?? null,
      excludeWeekends: row?.excludeWeekends ?? false,
      minimumOrderAmount: row?.minimumOrderAmount ?? null,
    };
  },

  /** The menu's scheduling fields and weekly hours, or null when the location has no such menu. */
  async menu(tx: Tx, menuId: number): Promise<SchedulingMenu | null> {
    const [menu] = await tx
      .select({
        id: menus.id,
        on_demand: menus.on_demand,
        scheduled: menus.scheduled,
        required_notice: menus.required_notice,
        ordering_interval: menus.ordering_interval,
        max_orders_per_interval: menus.max_orders_per_interval,
        estimated_prep_time: menus.estimated_prep_time,
        last_call_time: menus.last_call_time,
      })
      .from(menus)
      .where(eq(menus.id, menuId))
      .limit(1);
    if (!menu) return null;
    const hours = await tx
      .select({
        day_of_week: menuAvailability.day_of_week,
        start_time: menuAvailability.start_time,
        end_time: menuAvailability.end_time,
      })
      .from(menuAvailability)
      .where(eq(menuAvailability.menu_id, menuId))
      .orderBy(asc(menuAvailability.day_of_week), asc(menuAvailability.start_time));
    const hhmm = (time: string) => time.slice(0, 5);
    return {
      ...menu,
      availability: hours.map((entry) => ({
        day_of_week: entry.day_of_week,
        start_time: hhmm(entry.start_time),
        end_time: hhmm(entry.end_time),
      })),
    };
  },

  /**
   * Due times of the menu's live orders with a pickup block in [from, to), the order
   * `excludeOrderId` left out.
   */
  async dueTimes(
    tx: Tx,
    input: { menuId: number; from: Date; to: Date; excludeOrderId?: number | undefined },
  ): Promise<Date[]> {
    const rows = await tx
      .select({ pickup: orders.pickup_time })
      .from(orders)
      .where(
        and(
          eq(orders.menu_id, input.menuId),
          inArray(orders.type, PICKUP_ORDER_TYPES),
          gte(orders.pickup_time, input.from),
          lt(orders.pickup_time, input.to),
          notInArray(orders.status, RELEASED_STATUSES),
          input.excludeOrderId === undefined ? undefined : ne(orders.id, input.excludeOrderId),
        ),
      );
    return rows.flatMap((row) => (row.pickup ? [row.pickup] : []));
  },
};
