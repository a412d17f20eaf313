import {
  addCalendarDays,
  configuredEventSuiteStatus,
  toIsoDate,
  zonedTimeToInstant,
} from '@app/domain';
import type { Tx } from '../db/client.ts';
import {
  equipment,
  eventSuiteEquipment,
  eventSuiteMenus,
  eventSuites,
  events,
  eventTypeMenus,
  eventTypes,
  suiteOwners,
  suites,
} from '../db/schema/index.ts';
import { demoSeason, type DemoEvent, type DemoEventSuite } from './demo-season.ts';
import {
  demoEquipmentNames,
  demoEventTypes,
  demoSuiteNames,
  demoSuiteOwners,
  type DemoSuiteMenu,
} from './demo-venue-lists.ts';

export interface DemoEventSuiteRow {
  id: number;
  event_id: number;
  /** As its settings and the pre-order email left it, before any order. */
  status: string;
  /** The demo season's booking, as demo-season.ts writes it. */
  booking: DemoEventSuite;
}

/** The venue's booked suites by `{event key}/{suite name}`: how the demo orders name them. */
export type DemoEventSuites = Map<string, DemoEventSuiteRow>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const managers = {
  jordan: {
    manager_name: 'Jordan Okafor',
    manager_phone: '416-555-0199',
    manager_email: 'events@lakeshore-stadium.example',
  },
  camille: {
    manager_name: 'Camille Bouchard',
    manager_phone: '514-555-0135',
    manager_email: 'camille.bouchard@lakeshore-stadium.example',
  },
};

/** Ids by name of what `insert` wrote. */
function idsByName(rows: { id: number; name: string }[]): Map<string, number> {
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** An event's row: its start and end on its day in the venue's zone, past when it has ended. */
function eventValues(event: DemoEvent, typeId: number, timeZone: string, now: Date) {
  const start = zonedTimeToInstant(
    addCalendarDays(toIsoDate(now, timeZone), event.day),
    event.start,
    timeZone,
  );
  const end = new Date(start.getTime() + event.hours * HOUR_MS);
  return {
    ...managers[event.manager ?? 'jordan'],
    title: event.title,
    start_date: start,
    end_date: end,
    status: end < now ? 'past_event' : 'upcoming',
    event_type_id: typeId,
    order_lock_period_days: event.lockDays,
    pre_order_email_days: event.emailDays,
    projected_attendance: event.attendance,
    fired_at:
      event.firedHoursAgo === undefined
        ? null
        : new Date(now.getTime() - event.firedHoursAgo * HOUR_MS),
  };
}

/** The venue's lists: suites, owners, equipment, event types proposing their suite menus. */
async function insertLists(tx: Tx, restaurantId: number, menuIds: Map<DemoSuiteMenu, number>) {
  const r = { restaurant_id: restaurantId };
  const suiteIds = idsByName(
    await tx
      .insert(suites)
      .values(demoSuiteNames.map((name) => ({ ...r, name })))
      .returning({ id: suites.id, name: suites.name }),
  );
  // The display name alone, as rows older than the two name columns: the API reads it split at
  // its first space (`splitSuiteOwnerName`), which a test of the owners list relies on.
  const ownerRows = await tx
    .insert(suiteOwners)
    .values(
      demoSuiteOwners.map(({ first_name, last_name, ...owner }) => ({
        ...r,
        ...owner,
        name: `${first_name} ${last_name}`,
      })),
    )
    .returning({ id: suiteOwners.id });
  const ownerIds = new Map(
    demoSuiteOwners.map((owner, index) => [owner.first_name, ownerRows[index]!.id]),
  );
  const equipmentIds = idsByName(
    await tx
      .insert(equipment)
      .values(demoEquipmentNames.map((name) => ({ ...r, name })))
      .returning({ id: equipment.id, name: equipment.name }),
  );
  const typeIds = idsByName(
    await tx
      .insert(eventTypes)
      .values(Object.keys(demoEventTypes).map((name) => ({ ...r, name })))
      .returning({ id: eventTypes.id, name: eventTypes.name }),
  );
  await tx.insert(eventTypeMenus).values(
    Object.entries(demoEventTypes).flatMap(([type, menus]) =>
      menus.map((menu, order) => ({
        ...r,
        event_type_id: typeIds.get(type)!,
        menu_id: menuIds.get(menu)!,
        order,
      })),
    ),
  );
  return { suiteIds, ownerIds, equipmentIds, typeIds };
}

/**
 * The venue's catering set-up and its season (demo-season.ts): the lists, then each event with
 * its suites — owner, menus, equipment, notes, guaranteed guests — each suite's status the one
 * its settings give (`configuredEventSuiteStatus`) or `email_sent` when the email went. Orders
 * come next (insert-demo-orders.ts); `settleDemoEventSuites` then sets what they decide.
 */
export async function insertDemoEvents(
  tx: Tx,
  restaurantId: number,
  timeZone: string,
  menuIds: Map<DemoSuiteMenu, number>,
  now: Date,
): Promise<DemoEventSuites> {
  const r = { restaurant_id: restaurantId };
  const lists = await insertLists(tx, restaurantId, menuIds);
  const eventRows = await tx
    .insert(events)
    .values(
      demoSeason.map((event) => ({
        ...r,
        ...eventValues(event, lists.typeIds.get(event.type)!, timeZone, now),
      })),
    )
    .returning({ id: events.id });

  const bookings = demoSeason.flatMap((event, index) =>
    event.suites.map((booking) => ({ event, eventId: eventRows[index]!.id, booking })),
  );
  const suiteRows = await tx
    .insert(eventSuites)
    .values(
      bookings.map(({ event, eventId, booking }) => {
        const ownerId = booking.owner ? lists.ownerIds.get(booking.owner)! : null;
        const configured = configuredEventSuiteStatus(
          null,
          { suite_owner_id: ownerId, menu_ids: booking.menus.map((menu) => menuIds.get(menu)!) },
          { pre_order_email_days: event.emailDays },
        );
        const sent = booking.emailSentDaysAgo;
        return {
          ...r,
          event_id: eventId,
          suite_id: lists.suiteIds.get(booking.suite)!,
          suite_owner_id: ownerId,
          status: sent === undefined ? configured : 'email_sent',
          pre_order_email_sent_at:
            sent === undefined ? null : new Date(now.getTime() - sent * DAY_MS),
          dietary_restrictions: booking.dietary ?? null,
          special_requirements: booking.special ?? null,
          pre_order_additional_notes: booking.notes ?? null,
          guaranteed_guest_count: booking.guests ?? null,
        };
      }),
    )
    .returning({ id: eventSuites.id, event_id: eventSuites.event_id, status: eventSuites.status });

  const menuRows = bookings.flatMap(({ booking }, index) =>
    booking.menus.map((menu) => ({
      ...r,
      event_suite_id: suiteRows[index]!.id,
      menu_id: menuIds.get(menu)!,
    })),
  );
  if (menuRows.length) await tx.insert(eventSuiteMenus).values(menuRows);
  const equipmentRows = bookings.flatMap(({ booking }, index) =>
    (booking.equipment ?? []).map(([name, quantity]) => ({
      ...r,
      event_suite_id: suiteRows[index]!.id,
      equipment_id: lists.equipmentIds.get(name)!,
      quantity,
    })),
  );
  if (equipmentRows.length) await tx.insert(eventSuiteEquipment).values(equipmentRows);

  return new Map(
    bookings.map(({ event, booking }, index) => [
      `${event.key}/${booking.suite}`,
      { ...suiteRows[index]!, booking },
    ]),
  );
}
