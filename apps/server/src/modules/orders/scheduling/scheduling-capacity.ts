import { isMenuOpenAt, orderingIntervalStart } from '@app/domain';
import type { Tx } from '../../../db/client.ts';
import { schedulingRepository, type SchedulingMenu } from './scheduling.repository.ts';

/**
 * Capacity per ordering interval (spec part 2 §4 "capacity per ordering interval enforced at
 * submit"): a menu with `max_orders_per_interval` above 0 takes at most that many live orders
 * due in one interval. Intervals are the domain's `orderingIntervalStart` (from local midnight,
 * in steps of the menu's interval), so they follow the location's wall clock on DST days.
 */

/** Minutes of an ordering interval when the menu names none. */
export const DEFAULT_ORDERING_INTERVAL_MINUTES = 15;

const MINUTE_MS = 60_000;
/** How far ahead an ASAP order looks for an open interval with room. */
const ASAP_HORIZON_MS = 7 * 24 * 60 * MINUTE_MS;

export function orderingIntervalOf(menu: Pick<SchedulingMenu, 'ordering_interval'>): number {
  const minutes = menu.ordering_interval;
  return minutes && minutes > 0 ? minutes : DEFAULT_ORDERING_INTERVAL_MINUTES;
}

interface CapacityInput {
  menu: SchedulingMenu;
  timeZone: string;
  excludeOrderId?: number | undefined;
}

/** How many live orders are due in each interval (by its start) of [from, to). */
export async function ordersPerInterval(
  tx: Tx,
  input: CapacityInput & { from: Date; to: Date },
): Promise<Map<string, number>> {
  const interval = orderingIntervalOf(input.menu);
  const counts = new Map<string, number>();
  const dueTimes = await schedulingRepository.dueTimes(tx, {
    menuId: input.menu.id,
    from: input.from,
    to: input.to,
    excludeOrderId: input.excludeOrderId,
  });
  for (const due of dueTimes) {
    const start = orderingIntervalStart(due, interval, input.timeZone);
    counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  return counts;
}

/** Places left in an interval with `taken` orders: null without a limit, never below 0. */
export function remainingPlaces(menu: SchedulingMenu, taken: number): number | null {
  const limit = menu.max_orders_per_interval;
  return limit > 0 ? Math.max(0, limit - taken) : null;
}

/** Whether the interval of `at` still has a place. */
export async function hasRoomAt(tx: Tx, input: CapacityInput & { at: Date }): Promise<boolean> {
  if (input.menu.max_orders_per_interval <= 0) return true;
  const interval = orderingIntervalOf(input.menu);
  const start = orderingIntervalStart(input.at, interval, input.timeZone);
  const from = new Date(start);
  const counts = await ordersPerInterval(tx, {
    ...input,
    from,
    to: new Date(from.getTime() + interval * MINUTE_MS),
  });
  return remainingPlaces(input.menu, counts.get(start) ?? 0) !== 0;
}

/** The start of the interval after the one `at` is in (a day's last interval may be shorter). */
function nextIntervalStart(at: Date, interval: number, timeZone: string): Date {
  const start = Date.parse(orderingIntervalStart(at, interval, timeZone));
  const later = new Date(start + interval * MINUTE_MS);
  const startOfLater = Date.parse(orderingIntervalStart(later, interval, timeZone));
  return new Date(startOfLater > start ? startOfLater : later.getTime());
}

/**
 * The first instant from `from` on at which the menu is open and whose interval has room: `from`
 * itself when it qualifies, else the start of a later interval. Answers the problem when there is
 * none within a week: `scheduling_closed` when the menu never opens, else `scheduling_full`.
 */
export async function firstTimeWithRoom(
  tx: Tx,
  input: CapacityInput & { from: Date },
): Promise<{ dueAt: Date } | { problem: 'scheduling_closed' | 'scheduling_full' }> {
  const { menu, timeZone } = input;
  const interval = orderingIntervalOf(menu);
  const horizon = input.from.getTime() + ASAP_HORIZON_MS;
  const counts =
    menu.max_orders_per_interval > 0
      ? await ordersPerInterval(tx, {
          ...input,
          from: new Date(orderingIntervalStart(input.from, interval, timeZone)),
          to: new Date(horizon + interval * MINUTE_MS),
        })
      : new Map<string, number>();
  let sawOpen = false;
  for (
    let at = input.from;
    at.getTime() < horizon;
    at = nextIntervalStart(at, interval, timeZone)
  ) {
    if (!isMenuOpenAt(menu.availability, at, timeZone)) continue;
    sawOpen = true;
    const taken = counts.get(orderingIntervalStart(at, interval, timeZone)) ?? 0;
    if (remainingPlaces(menu, taken) !== 0) return { dueAt: at };
  }
  return { problem: sawOpen ? 'scheduling_full' : 'scheduling_closed' };
}
