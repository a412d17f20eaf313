import { and, desc, eq } from 'drizzle-orm';
import type {
  CateringEvent,
  CateringEventDetails,
  EventRequestInput,
  EventsPage,
} from '@app/domain';
import { withTenant } from '../../../src/db/tenant.ts';
import {
  changeHistory,
  equipment,
  eventSuiteEquipment,
  eventSuiteMenus,
  eventSuites,
  eventTypeMenus,
  eventTypes,
  events,
  menus,
  orders,
  suiteOwners,
  suites,
} from '../../../src/db/schema/index.ts';
import { createOrderingTestbed, type OrderingTestbed } from '../../helpers/order-fixtures.ts';
import { callApi } from '../../helpers/order-writes.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export type { CateringEvent, CateringEventDetails, EventsPage };

const DAY_MS = 86_400_000;

/** An instant `days` from now (negative: in the past), rounded to the minute. */
export function daysFromNow(days: number, hours = 0): Date {
  const at = new Date(Date.now() + days * DAY_MS + hours * 3_600_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/** An event body starting `days` from now, three hours long. */
export function eventBody(days: number, extra: Partial<EventRequestInput> = {}): EventRequestInput {
  return {
    title: 'Lions vs. Hawks',
    start_date: daysFromNow(days).toISOString(),
    end_date: daysFromNow(days, 3).toISOString(),
    order_lock_period_days: 3,
    pre_order_email_days: 7,
    manager_name: 'Jordan Okafor',
    manager_phone: '416-555-0199',
    manager_email: 'events@stadium.example',
    projected_attendance: 18500,
    ...extra,
  };
}

/** A venue's catering lists written straight into the database: types, menus, suites, owners. */
async function venueLists(t: TestApp, restaurantId: number) {
  const r = { restaurant_id: restaurantId };
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const menuRows = await tx
      .insert(menus)
      .values(['Suite package', 'Bar'].map((name, order) => ({ ...r, name, order })))
      .returning({ id: menus.id, name: menus.name });
    const types = await tx
      .insert(eventTypes)
      .values(['Hockey Game', 'Concert'].map((name) => ({ ...r, name })))
      .returning({ id: eventTypes.id, name: eventTypes.name });
    await tx.insert(eventTypeMenus).values([
      { ...r, event_type_id: types[0]!.id, menu_id: menuRows[1]!.id, order: 1 },
      { ...r, event_type_id: types[0]!.id, menu_id: menuRows[0]!.id, order: 0 },
    ]);
    const suiteRows = await tx
      .insert(suites)
      .values(['Suite 101', 'Suite 102'].map((name) => ({ ...r, name })))
      .returning({ id: suites.id, name: suites.name });
    const [owner] = await tx
      .insert(suiteOwners)
      .values({ ...r, name: 'Priya Sharma', email: 'priya@example.test' })
      .returning({ id: suiteOwners.id });
    const [kit] = await tx
      .insert(equipment)
      .values({ ...r, name: 'Chafing dish' })
      .returning({ id: equipment.id });
    return { menus: menuRows, types, suites: suiteRows, ownerId: owner!.id, equipmentId: kit!.id };
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  role?: string;
  tenant?: number;
  body?: unknown;
  locale?: 'en-CA' | 'fr-CA';
}

/**
 * Two venues (`suites_enabled`, `catering`) with users of every role on both and their catering
 * lists, and calls under `/api/catering/events` (as a manager of the first venue by default).
 */
export async function eventsBed(t: TestApp) {
  const bed: OrderingTestbed = await createOrderingTestbed(t, {
    suites_enabled: true,
    catering: true,
  });
  const here = await venueLists(t, bed.locationId);
  const there = await venueLists(t, bed.otherLocationId);

  async function call(method: Method, path: string, options: CallOptions = {}) {
    return callApi(
      t,
      await bed.headers(options.role ?? 'manager', options.tenant),
      method,
      `/api/catering/events${path}`,
      { body: options.body, locale: options.locale },
    );
  }

  async function create(body: EventRequestInput, tenant?: number): Promise<CateringEvent> {
    const res = await call('POST', '', { body, tenant });
    if (res.statusCode !== 201) throw new Error(`create refused: ${res.body}`);
    return res.json<CateringEvent>();
  }

  return {
    bed,
    here,
    there,
    call,
    create,
    /** `GET /api/catering/events` with `query` as the query string's parameters. */
    async list(query: Record<string, string | number | boolean | object> = {}) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      }
      const res = await call('GET', `?${params.toString()}`);
      if (res.statusCode !== 200) throw new Error(`list refused: ${res.body}`);
      return res.json<EventsPage>();
    },
    async details(id: number, includePendingOrders = false) {
      const res = await call(
        'GET',
        `/${id}/deep-get-event?includePendingOrders=${includePendingOrders}`,
      );
      if (res.statusCode !== 200) throw new Error(`deep-get-event refused: ${res.body}`);
      return res.json<CateringEventDetails>();
    },
    /**
     * Books the venue's suites for the event (straight into the database): the first with the
     * owner, both menus and two chafing dishes, the second `complete` or without owner or menus.
     */
    assignSuites(eventId: number, complete = true) {
      const r = { restaurant_id: bed.locationId };
      return withTenant(t.database.db, bed.locationId, async (tx) => {
        const booked = await tx
          .insert(eventSuites)
          .values(
            here.suites.map((suite, index) => ({
              ...r,
              event_id: eventId,
              suite_id: suite.id,
              suite_owner_id: index === 0 || complete ? here.ownerId : null,
              status: index === 0 ? 'pending' : 'not_configured',
            })),
          )
          .returning({ id: eventSuites.id });
        const withMenus = complete ? booked : booked.slice(0, 1);
        await tx
          .insert(eventSuiteMenus)
          .values(
            withMenus.flatMap((suite) =>
              here.menus.map((menu) => ({ ...r, event_suite_id: suite.id, menu_id: menu.id })),
            ),
          );
        await tx.insert(eventSuiteEquipment).values({
          ...r,
          event_suite_id: booked[0]!.id,
          equipment_id: here.equipmentId,
          quantity: 2,
        });
        return booked.map((suite) => suite.id);
      });
    },
    /** An event order of the first venue with `status`, for the event (and one of its suites). */
    async order(eventId: number, status: string, eventSuiteId: number | null = null) {
      return withTenant(t.database.db, bed.locationId, async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            restaurant_id: bed.locationId,
            type: 'event',
            status,
            customer_name: 'Priya Sharma',
            total: 90.4,
            event_id: eventId,
            event_suite_id: eventSuiteId,
            pickup_time: daysFromNow(10),
          })
          .returning({ id: orders.id, event_id: orders.event_id });
        return row!;
      });
    },
    /** The first venue's orders by id, as stored. */
    async storedOrder(id: number) {
      return withTenant(t.database.db, bed.locationId, async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id));
        return row ?? null;
      });
    },
    /** Marks the first venue's event past, as a person may before its date. */
    async markPast(eventId: number) {
      await withTenant(t.database.db, bed.locationId, (tx) =>
        tx.update(events).set({ status: 'past_event' }).where(eq(events.id, eventId)),
      );
    },
    async setOrderStatus(id: number, status: string) {
      await withTenant(t.database.db, bed.locationId, (tx) =>
        tx.update(orders).set({ status }).where(eq(orders.id, id)),
      );
    },
    /** The first venue's event suites of an event, as stored. */
    storedSuites(eventId: number) {
      return withTenant(t.database.db, bed.locationId, (tx) =>
        tx.select().from(eventSuites).where(eq(eventSuites.event_id, eventId)),
      );
    },
    /** The first venue's event change-history rows, newest first. */
    history() {
      return t.database.db
        .select()
        .from(changeHistory)
        .where(
          and(eq(changeHistory.restaurant_id, bed.locationId), eq(changeHistory.entity, 'event')),
        )
        .orderBy(desc(changeHistory.id));
    },
  };
}

export type EventsBed = Awaited<ReturnType<typeof eventsBed>>;
