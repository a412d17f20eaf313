import type { ErrorCode } from '../errors/error-catalogue.ts';
import type { OrderType } from './order-constants.ts';
import type { OrderConfig } from './order-schemas.ts';
import type { EventChoice } from './ordering-config.ts';
import { dueInstant } from './scheduling.ts';

/**
 * Orders served at their own booking (spec part 2 §1, §2 "Order details"): an event order at its
 * event's start, a lane reservation at the reservation's date and start time. They have no
 * pickup block: their items are offered and priced at the booking, and the order is due then.
 */

/** What of an event the booking rules read (an ordering config's event fits). */
export type BookedEvent = Pick<EventChoice, 'id' | 'start_date' | 'suites' | 'packages'>;

type BookingConfig = Pick<
  OrderConfig,
  'menuId' | 'menuManagerEvent' | 'menuManagerEventBEO' | 'menuManagerLaneReservation'
>;

/** Whether orders of this type are served at their own booking rather than now or when due. */
export function isBookedType(type: OrderType): boolean {
  return type === 'event' || type === 'lane_reservation';
}

/**
 * When a booked order is served: its event's start (`events` holds the events the order may be
 * for), or its lane reservation's date and start in the location's time zone; null when the
 * order is not booked, or its booking is not chosen yet or does not exist.
 */
export function bookedAt(
  type: OrderType,
  config: BookingConfig,
  events: readonly Pick<BookedEvent, 'id' | 'start_date'>[],
  timeZone: string,
): Date | null {
  if (type === 'event') {
    const event = events.find((candidate) => candidate.id === config.menuManagerEvent);
    return event ? new Date(event.start_date) : null;
  }
  const reservation = type === 'lane_reservation' ? config.menuManagerLaneReservation : null;
  if (!reservation) return null;
  try {
    return dueInstant(reservation.date, reservation.start, timeZone);
  } catch {
    return null;
  }
}

/** Whether an event offers this menu as one of its packages (an event order may only use those). */
export function eventOffersPackage(event: Pick<BookedEvent, 'packages'>, menuId: number): boolean {
  return event.packages.some((candidate) => candidate.id === menuId);
}

/**
 * What stops a booked order, or null: an event order needs one of the location's upcoming
 * `events` (`event_required`, `event_unknown`), a suite of that event if one is named
 * (`event_suite_unknown`) and a menu among the event's packages (`event_package_not_offered`);
 * a lane reservation needs its lane, date and times, the end after the start
 * (`lane_reservation_invalid`), and not be over at `now` (`lane_reservation_past`).
 */
export function bookingProblem(
  type: OrderType,
  config: BookingConfig,
  events: readonly BookedEvent[],
  timeZone: string,
  now: Date,
): ErrorCode | null {
  if (type === 'event') {
    if (config.menuManagerEvent === null) return 'event_required';
    const event = events.find((candidate) => candidate.id === config.menuManagerEvent);
    if (!event) return 'event_unknown';
    const suite = config.menuManagerEventBEO;
    if (suite !== null && !event.suites.some((candidate) => candidate.id === suite)) {
      return 'event_suite_unknown';
    }
    return eventOffersPackage(event, config.menuId) ? null : 'event_package_not_offered';
  }
  if (type !== 'lane_reservation') return null;
  const reservation = config.menuManagerLaneReservation;
  if (!reservation || reservation.end <= reservation.start) return 'lane_reservation_invalid';
  const start = bookedAt(type, config, events, timeZone);
  if (!start) return 'lane_reservation_invalid';
  const end = dueInstant(reservation.date, reservation.end, timeZone);
  return end.getTime() <= now.getTime() ? 'lane_reservation_past' : null;
}
