import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOfWeekOfDate, dueInstant } from '@app/domain';
import { createEventFixture, createOrderableMenuFixture } from '../helpers/order-fixtures.ts';
import {
  callApi,
  isoDateInDays,
  orderCount,
  orderRow,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const TZ = 'America/Toronto';

/**
 * Event orders and lane reservations are served at their own booking: their items are priced at
 * the event's or the reservation's start, they are due then, and a missing, unknown or finished
 * booking is refused before anything is written.
 */
describe('booked orders (events and lane reservations)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /**
   * A location with suites whose package menu opens only on the event's weekday evening (nine
   * days ahead: never today's weekday, nor tomorrow's), and an event that evening at 19:30.
   */
  async function eventNight() {
    const place = await orderingLocation(t, { flags: { suites_enabled: true } });
    const date = isoDateInDays(9);
    const evening = [
      { day_of_week: dayOfWeekOfDate(date), start_time: '18:00', end_time: '23:59' },
    ];
    const packageMenu = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Suite package', event_package: true, dine_in: false, on_demand: false },
      items: [{ name: 'Nacho tray', base_price: 40, tax_rebate_eligibility: 'not_eligible' }],
      availability: evening,
    });
    const otherPackage = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Other package', event_package: true },
      items: [{ name: 'Wings', base_price: 30 }],
    });
    const startsAt = dueInstant(date, '19:30', TZ);
    const booked = await createEventFixture(t, place.locationId, {
      start_date: startsAt,
      suites: ['Suite 12', 'Suite 14'],
      packages: [packageMenu.menu.id],
    });
    const past = await createEventFixture(t, place.locationId, {
      start_date: new Date(Date.now() - 3 * 86_400_000),
      end_date: new Date(Date.now() - 3 * 86_400_000 + 3 * 3_600_000),
      suites: ['Suite 20'],
      packages: [packageMenu.menu.id],
    });
    const other = await createEventFixture(t, place.locationId, {
      start_date: startsAt,
      suites: ['Suite 30'],
      packages: [otherPackage.menu.id],
    });
    const menuId = packageMenu.menu.id;
    const nachos = packageMenu.items[0]!.id;
    const draft = (config: Record<string, unknown>, id = menuId, item = nachos) =>
      takeOutDraft(id, [{ id: item, menu_id: id, quantity: 2 }], {
        type: 'event',
        config: { menuManagerEvent: booked.event.id, ...config },
      });
    return { place, menuId, nachos, startsAt, booked, past, other, otherPackage, draft };
  }

  it('takes an event order from a package closed now but open at the event, due at its start', async () => {
    const { place, menuId, startsAt, booked, draft } = await eventNight();
    const manager = await place.headers('manager');
    const body = draft({ menuManagerEventBEO: booked.suites[1]!.id });

    const preview = await callApi(t, manager, 'POST', '/api/orders/recalculate-costs', { body });
    expect(preview.statusCode).toBe(200);
    const priced = preview.json<{ problems: unknown[]; costs: { subtotal: number } }>();
    expect(priced.problems).toEqual([]);
    expect(priced.costs.subtotal).toBe(80);

    const order = await submitOrder(t, manager, body);
    expect(order.type).toBe('event');
    expect(order.data.config).toMatchObject({
      menuManagerEvent: booked.event.id,
      menuManagerEventBEO: booked.suites[1]!.id,
      menuManagerEventPackage: menuId,
    });
    expect(order.total).toBe(90.4);
    const row = await orderRow(t, place.locationId, order.id);
    expect(row.pickup_time?.toISOString()).toBe(startsAt.toISOString());
  });

  it('refuses an event order without its event, or with an event, suite or package not its own', async () => {
    const { place, past, other, otherPackage, draft } = await eventNight();
    const manager = await place.headers('manager');
    const refused = async (body: unknown, locale: 'en-CA' | 'fr-CA' = 'en-CA') => {
      const response = await callApi(t, manager, 'POST', '/api/orders', { body, locale });
      expect(response.statusCode).toBe(400);
      return response.json<{ code: string; message: string }>();
    };
    expect(await refused(draft({ menuManagerEvent: null }))).toEqual(
      expect.objectContaining({
        code: 'event_required',
        message: 'Choose the event of this order.',
      }),
    );
    expect(await refused(draft({ menuManagerEvent: null }), 'fr-CA')).toEqual(
      expect.objectContaining({ message: 'Choisissez l’événement de cette commande.' }),
    );
    expect((await refused(draft({ menuManagerEvent: past.event.id }))).code).toBe('event_unknown');
    expect((await refused(draft({ menuManagerEvent: 999_999 }))).code).toBe('event_unknown');
    expect((await refused(draft({ menuManagerEventBEO: other.suites[0]!.id }))).code).toBe(
      'event_suite_unknown',
    );
    const wings = otherPackage.items[0]!.id;
    expect((await refused(draft({}, otherPackage.menu.id, wings))).code).toBe(
      'event_package_not_offered',
    );
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it('does not see another location’s event', async () => {
    const { place, draft } = await eventNight();
    const elsewhere = await createEventFixture(t, place.otherLocationId, {
      start_date: new Date(Date.now() + 86_400_000),
      suites: ['Suite 1'],
      packages: [],
    });
    const manager = await place.headers('manager');
    const response = await callApi(t, manager, 'POST', '/api/orders', {
      body: draft({ menuManagerEvent: elsewhere.event.id }),
    });
    expect(response.json<{ code: string }>().code).toBe('event_unknown');
  });

  /** A lane-reservation menu open only on the weekday nine days ahead, 16:00–22:00. */
  async function laneNight(): Promise<OrderingLocation & { date: string }> {
    const date = isoDateInDays(9);
    const place = await orderingLocation(t, {
      items: [{ name: 'Pitcher', base_price: 20, tax_rebate_eligibility: 'not_eligible' }],
    });
    const { menu, items } = await createOrderableMenuFixture(t, place.locationId, {
      menu: { name: 'Lanes' },
      items: [{ name: 'Pitcher', base_price: 20, tax_rebate_eligibility: 'not_eligible' }],
      availability: [
        { day_of_week: dayOfWeekOfDate(date), start_time: '16:00', end_time: '22:00' },
      ],
    });
    return { ...place, menuId: menu.id, burger: items[0]!.id, fries: items[0]!.id, date };
  }

  it('takes a lane reservation priced and due at its start, in the location’s time zone', async () => {
    const place = await laneNight();
    const manager = await place.headers('manager');
    const reservation = { lane: '7', date: place.date, start: '18:00', end: '20:00' };
    const order = await submitOrder(
      t,
      manager,
      takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        type: 'lane_reservation',
        config: { menuManagerLaneReservation: reservation },
      }),
    );
    expect(order.data.config.menuManagerLaneReservation).toEqual(reservation);
    const row = await orderRow(t, place.locationId, order.id);
    expect(row.pickup_time?.toISOString()).toBe(dueInstant(place.date, '18:00', TZ).toISOString());
  });

  it('refuses a lane reservation without its booking, ending before it starts, or over', async () => {
    const place = await laneNight();
    const manager = await place.headers('manager');
    const codeOf = async (reservation: unknown) => {
      const response = await callApi(t, manager, 'POST', '/api/orders', {
        body: takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
          type: 'lane_reservation',
          config: { menuManagerLaneReservation: reservation as null },
        }),
        locale: 'fr-CA',
      });
      expect(response.statusCode).toBe(400);
      return response.json<{ code: string; message: string }>();
    };
    expect(await codeOf(null)).toEqual(
      expect.objectContaining({
        code: 'lane_reservation_invalid',
        message: 'Entrez l’allée, la date et une heure de début avant l’heure de fin.',
      }),
    );
    const late = { lane: '7', date: place.date, start: '20:00', end: '18:00' };
    expect((await codeOf(late)).code).toBe('lane_reservation_invalid');
    const over = { lane: '7', date: isoDateInDays(-2), start: '18:00', end: '20:00' };
    expect((await codeOf(over)).code).toBe('lane_reservation_past');
    // Open at the reservation, not now: outside the menu's hours on that day is refused.
    const closed = { lane: '7', date: place.date, start: '10:00', end: '11:00' };
    expect((await codeOf(closed)).code).toBe('item_unavailable');
    expect(await orderCount(t, place.locationId)).toBe(0);
  });
});
