import { z } from 'zod';
import { addCalendarDays } from '../dates/calendar-days.ts';
import { DEFAULT_TIME_ZONE, formatTime, toIsoDate } from '../dates/date-format.ts';
import { zonedTimeToInstant } from '../dates/zoned-time.ts';

/**
 * Where an event's pre-orders stand (spec part 2 §4 "Events"), answered with each event and
 * offered as the events list's status filter (docs/decisions/catering.md "Events").
 */
export const preOrderStatuses = [
  'setup_incomplete',
  'pre_ordering',
  'pre_ordering_locked',
  'past_event',
] as const;
export const ZPreOrderStatus = z.enum(preOrderStatuses);
export type PreOrderStatus = z.infer<typeof ZPreOrderStatus>;

/** The statuses of events still to come: the Events screen's "Upcoming" list. */
export const upcomingPreOrderStatuses = [
  'setup_incomplete',
  'pre_ordering',
  'pre_ordering_locked',
] as const satisfies readonly PreOrderStatus[];

/** An event's stored status: `past_event`, or upcoming (any other value, spec §4). */
export type EventStatus = 'upcoming' | 'past_event';

export function eventStatusOf(stored: string): EventStatus {
  return stored === 'past_event' ? 'past_event' : 'upcoming';
}

/**
 * When pre-ordering locks: `lockDays` calendar days before the event, at the event's own time
 * of day, in the location's time zone (a 19:00 event with a 3-day lock period locks at 19:00
 * three days before, whatever daylight-saving change lies between). No lock period (null or 0)
 * locks at the start.
 */
export function preOrderLockStart(
  start: Date | string,
  lockDays: number | null,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  const instant = new Date(start);
  if (!lockDays) return instant;
  const day = addCalendarDays(toIsoDate(instant, timeZone), -lockDays);
  return zonedTimeToInstant(day, formatTime(instant, timeZone), timeZone);
}

/** What the pre-order status is decided from. */
export interface PreOrderFacts {
  start_date: Date | string;
  /** The stored status (`past_event` or anything else). */
  status: string;
  order_lock_period_days: number | null;
  /** Each suite booked for the event: whether it has an owner, how many pre-order menus. */
  suites: readonly { has_owner: boolean; menu_count: number }[];
}

/**
 * The pre-order status of an event at `now`, the first that applies:
 * 1. `past_event`: marked past, or its start has come;
 * 2. `setup_incomplete`: no suite booked, or a suite without an owner or without a pre-order
 *    menu (its owner could not be invited to pre-order);
 * 3. `pre_ordering_locked`: the lock period has begun (`preOrderLockStart`): owners can no longer
 *    change their pre-orders, staff still can;
 * 4. `pre_ordering`: owners may pre-order.
 */
export function eventPreOrderStatus(
  event: PreOrderFacts,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): PreOrderStatus {
  const start = new Date(event.start_date);
  if (eventStatusOf(event.status) === 'past_event' || start.getTime() <= now.getTime()) {
    return 'past_event';
  }
  const incomplete = (suite: PreOrderFacts['suites'][number]) =>
    !suite.has_owner || suite.menu_count === 0;
  if (event.suites.length === 0 || event.suites.some(incomplete)) return 'setup_incomplete';
  const locksAt = preOrderLockStart(start, event.order_lock_period_days, timeZone);
  return now.getTime() >= locksAt.getTime() ? 'pre_ordering_locked' : 'pre_ordering';
}
