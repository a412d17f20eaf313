import { and, desc, eq, inArray } from 'drizzle-orm';
import { withTenant } from '../../src/db/tenant.ts';
import {
  changeHistory,
  equipment,
  eventSuiteEquipment,
  eventSuites,
  events,
  suiteOwners,
  suites,
} from '../../src/db/schema/index.ts';
import type { OrderingTestbed } from '../helpers/order-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

export interface CallOptions {
  role?: string;
  tenant?: number;
  payload?: object;
  locale?: 'en-CA' | 'fr-CA';
}

export type SettingsPath = '/suites' | '/equipment' | '/event-types' | '/suite-owners';

/** Calls under `/api/catering` as a user of the testbed (manager at its location by default). */
export function cateringSettingsApi(t: TestApp, bed: OrderingTestbed) {
  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: CallOptions = {},
  ) {
    return t.app.inject({
      method,
      url: `/api/catering${path}`,
      headers: {
        ...(await bed.headers(options.role ?? 'manager', options.tenant)),
        'accept-language': options.locale ?? 'en-CA',
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });
  }
  return {
    call,
    async list<T = { id: number; name: string }>(path: SettingsPath, tenant?: number) {
      const res = await call('GET', path, { tenant });
      if (res.statusCode !== 200) throw new Error(`list refused: ${res.body}`);
      return res.json<T[]>();
    },
    async create<T = { id: number; name: string }>(path: SettingsPath, payload: object) {
      const res = await call('POST', path, { payload });
      if (res.statusCode !== 201) throw new Error(`create refused: ${res.body}`);
      return res.json<T>();
    },
    /** Change-history entries of the location for `entity`, newest first. */
    history(restaurantId: number, entity: string) {
      return t.database.db
        .select()
        .from(changeHistory)
        .where(and(eq(changeHistory.restaurant_id, restaurantId), eq(changeHistory.entity, entity)))
        .orderBy(desc(changeHistory.id));
    },
  };
}

/**
 * An event of the location (of `event_type_id`, if given) with `suite_id` booked for it, held
 * by `suite_owner_id` and planned with `equipment_ids`, written straight into the database.
 */
export function bookEventFixture(
  t: TestApp,
  restaurantId: number,
  booking: {
    title: string;
    start_date: Date;
    suite_id: number;
    suite_owner_id?: number | null;
    event_type_id?: number | null;
    equipment_ids?: number[];
  },
) {
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const r = { restaurant_id: restaurantId };
    const [event] = await tx
      .insert(events)
      .values({
        ...r,
        title: booking.title,
        start_date: booking.start_date,
        event_type_id: booking.event_type_id ?? null,
      })
      .returning();
    const [eventSuite] = await tx
      .insert(eventSuites)
      .values({
        ...r,
        event_id: event!.id,
        suite_id: booking.suite_id,
        suite_owner_id: booking.suite_owner_id ?? null,
      })
      .returning();
    for (const equipment_id of booking.equipment_ids ?? []) {
      await tx
        .insert(eventSuiteEquipment)
        .values({ ...r, event_suite_id: eventSuite!.id, equipment_id, quantity: 2 });
    }
    return { event: event!, eventSuite: eventSuite! };
  });
}

/** A suite, a piece of equipment and an owner of a location, written straight into the database. */
export function settingsFixture(t: TestApp, restaurantId: number, suffix: string) {
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const r = { restaurant_id: restaurantId };
    const [suite] = await tx
      .insert(suites)
      .values({ ...r, name: `Suite ${suffix}` })
      .returning();
    const [piece] = await tx
      .insert(equipment)
      .values({ ...r, name: `Cart ${suffix}` })
      .returning();
    const [owner] = await tx
      .insert(suiteOwners)
      .values({ ...r, name: `Owner ${suffix}`, email: `owner-${suffix}@example.test` })
      .returning();
    return { suite: suite!, equipment: piece!, owner: owner! };
  });
}

/** How many event suites of these ids still exist, and their equipment rows. */
export async function eventSuiteRows(t: TestApp, ids: number[]) {
  const suitesLeft = await t.database.db
    .select()
    .from(eventSuites)
    .where(inArray(eventSuites.id, ids));
  const equipmentLeft = await t.database.db
    .select()
    .from(eventSuiteEquipment)
    .where(inArray(eventSuiteEquipment.event_suite_id, ids));
  return { suites: suitesLeft, equipment: equipmentLeft };
}
