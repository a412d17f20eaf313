import { describe, expect, it } from 'vitest';
import { bookedAt, bookingProblem, eventOffersPackage, isBookedType } from './bookings.ts';
import type { OrderConfig } from './order-schemas.ts';

type Booking = Pick<
  OrderConfig,
  'menuId' | 'menuManagerEvent' | 'menuManagerEventBEO' | 'menuManagerLaneReservation'
>;

const TZ = 'America/Toronto';
const NOW = new Date('2026-11-22T15:00:00Z');
const event = {
  id: 7,
  start_date: '2026-12-05T23:30:00.000Z',
  suites: [{ id: 70, name: 'Suite A' }],
  packages: [{ id: 3, name: 'Game day' }],
};
const none: Booking = {
  menuId: 3,
  menuManagerEvent: null,
  menuManagerEventBEO: null,
  menuManagerLaneReservation: null,
};
const lane = (date: string, start: string, end: string): Booking => ({
  ...none,
  menuManagerLaneReservation: { lane: '4', date, start, end },
});

describe('booked orders', () => {
  it('are event orders and lane reservations only', () => {
    expect(isBookedType('event')).toBe(true);
    expect(isBookedType('lane_reservation')).toBe(true);
    expect(isBookedType('dine_in')).toBe(false);
    expect(isBookedType('take_out')).toBe(false);
  });

  it('are served at the event start or the reservation start in the location’s time zone', () => {
    const forEvent = { ...none, menuManagerEvent: 7 };
    expect(bookedAt('event', forEvent, [event], TZ)?.toISOString()).toBe(event.start_date);
    expect(bookedAt('event', none, [event], TZ)).toBeNull();
    // 18:30 in Toronto in December is 23:30 UTC (EST, UTC−5).
    const reserved = lane('2026-12-05', '18:30', '20:00');
    expect(bookedAt('lane_reservation', reserved, [], TZ)?.toISOString()).toBe(
      '2026-12-05T23:30:00.000Z',
    );
    expect(bookedAt('lane_reservation', lane('2026-02-30', '18:30', '20:00'), [], TZ)).toBeNull();
    expect(bookedAt('take_out', reserved, [event], TZ)).toBeNull();
  });

  it('need an upcoming event, one of its suites if named, and one of its packages', () => {
    const problem = (config: Partial<Booking>) =>
      bookingProblem('event', { ...none, ...config }, [event], TZ, NOW);
    expect(problem({})).toBe('event_required');
    expect(problem({ menuManagerEvent: 8 })).toBe('event_unknown');
    expect(problem({ menuManagerEvent: 7, menuManagerEventBEO: 71 })).toBe('event_suite_unknown');
    expect(problem({ menuManagerEvent: 7, menuId: 4 })).toBe('event_package_not_offered');
    expect(problem({ menuManagerEvent: 7, menuManagerEventBEO: 70 })).toBeNull();
    expect(problem({ menuManagerEvent: 7 })).toBeNull();
  });

  it('offer an event order only the event’s packages', () => {
    expect(eventOffersPackage(event, event.packages[0]!.id)).toBe(true);
    expect(eventOffersPackage(event, 4)).toBe(false);
    expect(eventOffersPackage({ packages: [] }, event.packages[0]!.id)).toBe(false);
  });

  it('need a lane reservation that ends after it starts and is not over', () => {
    const problem = (config: Booking) => bookingProblem('lane_reservation', config, [], TZ, NOW);
    expect(problem(none)).toBe('lane_reservation_invalid');
    expect(problem(lane('2026-11-22', '14:00', '13:00'))).toBe('lane_reservation_invalid');
    expect(problem(lane('2026-11-22', '14:00', '14:00'))).toBe('lane_reservation_invalid');
    expect(problem(lane('2026-02-30', '14:00', '15:00'))).toBe('lane_reservation_invalid');
    // NOW is 10:00 in Toronto: a reservation that ended at 09:00 is over, one running is not.
    expect(problem(lane('2026-11-22', '08:00', '09:00'))).toBe('lane_reservation_past');
    expect(problem(lane('2026-11-22', '09:30', '11:00'))).toBeNull();
    expect(problem(lane('2026-11-22', '22:00', '24:00'))).toBeNull();
  });

  it('are not checked for other order types', () => {
    expect(bookingProblem('dine_in', none, [], TZ, NOW)).toBeNull();
  });
});
