import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { EventSuite, EventSuiteDetails, Order } from '@app/domain';
import { withTenant } from '../../../src/db/tenant.ts';
import {
  changeHistory,
  equipment,
  eventSuites,
  events,
  suiteOwners,
  suites,
} from '../../../src/db/schema/index.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  createProvinceTaxFixture,
  type OrderingTestbed,
} from '../../helpers/order-fixtures.ts';
import { callApi, submitOrder, takeOutDraft } from '../../helpers/order-writes.ts';
import type { TestApp } from '../../helpers/test-app.ts';

export type { EventSuite, EventSuiteDetails };

/** A venue's catering lists and one upcoming event, written straight into the database. */
async function venueLists(t: TestApp, restaurantId: number, prefix: string) {
  const r = { restaurant_id: restaurantId };
  const packages = await createOrderableMenuFixture(t, restaurantId, {
    menu: { name: `${prefix} suite package`, event_package: true },
    items: [
      { name: 'Nacho tray', base_price: 40, tax_rebate_eligibility: 'not_eligible' },
      { name: 'Wings', base_price: 30, tax_rebate_eligibility: 'not_eligible' },
    ],
  });
  const drinks = await createOrderableMenuFixture(t, restaurantId, {
    menu: { name: `${prefix} bar`, event_package: true },
    items: [{ name: 'Sparkling water', base_price: 4 }],
  });
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const suiteRows = await tx
      .insert(suites)
      .values(['Suite 101', 'Suite 102', 'Suite 204'].map((name) => ({ ...r, name })))
      .returning();
    const owners = await tx
      .insert(suiteOwners)
      .values([
        { ...r, name: 'Priya Sharma', email: 'priya@example.test', company_name: 'Northwind' },
        { ...r, name: 'Marc Tremblay', email: 'marc@example.test', company_name: null },
      ])
      .returning();
    const kit = await tx
      .insert(equipment)
      .values(['Chafing dish', 'Bar cart'].map((name) => ({ ...r, name })))
      .returning();
    const [event] = await tx
      .insert(events)
      .values({
        ...r,
        title: `${prefix} game night`,
        start_date: new Date(Date.now() + 10 * 86_400_000),
        pre_order_email_days: 7,
      })
      .returning();
    return {
      event: event!,
      suites: suiteRows,
      owners,
      equipment: kit,
      menus: [packages.menu, drinks.menu],
      nachos: packages.items[0]!.id,
    };
  });
}

export type VenueLists = Awaited<ReturnType<typeof venueLists>>;

export interface CallOptions {
  role?: string;
  tenant?: number;
  body?: unknown;
  locale?: 'en-CA' | 'fr-CA';
}

/**
 * Two venues (`suites_enabled`, `catering`, ordering on) with users of every role on both, each
 * with three suites, two owners, two pieces of equipment, two event-package menus and an event,
 * and calls under `/api/catering/events/{eventId}/event-suites` (manager, first venue, by default).
 */
export async function eventSuitesBed(t: TestApp) {
  const bed: OrderingTestbed = await createOrderingTestbed(t, {
    suites_enabled: true,
    catering: true,
  });
  await createProvinceTaxFixture(t, bed.locationId, 'on');
  const here = await venueLists(t, bed.locationId, 'Here');
  const there = await venueLists(t, bed.otherLocationId, 'There');

  async function call(method: InjectOptions['method'], path: string, options: CallOptions = {}) {
    const eventId = options.tenant === bed.otherLocationId ? there.event.id : here.event.id;
    return callApi(
      t,
      await bed.headers(options.role ?? 'manager', options.tenant),
      method,
      `/api/catering/events/${eventId}/event-suites${path}`,
      { body: options.body, locale: options.locale },
    );
  }

  return {
    bed,
    here,
    there,
    call,
    async list(): Promise<EventSuite[]> {
      return (await call('GET', '')).json<EventSuite[]>();
    },
    async bulk(suitesBody: object[]): Promise<EventSuite[]> {
      const res = await call('POST', '/bulk', { body: { suites: suitesBody } });
      if (res.statusCode !== 200) throw new Error(`bulk refused: ${res.body}`);
      return res.json<EventSuite[]>();
    },
    /** An event order of `quantity` nacho trays for the event suite, through `POST /orders`. */
    async order(eventSuiteId: number, quantity = 1): Promise<Order> {
      const menuId = here.menus[0]!.id;
      const draft = takeOutDraft(menuId, [{ id: here.nachos, menu_id: menuId, quantity }], {
        type: 'event',
        config: { menuManagerEvent: here.event.id, menuManagerEventBEO: eventSuiteId },
      });
      return submitOrder(t, await bed.headers('manager'), draft);
    },
    async decline(orderId: number) {
      const res = await callApi(t, await bed.headers('manager'), 'PUT', `/api/orders/${orderId}`, {
        body: { status: 'cancelled', reason: 'Suite owner cancelled' },
      });
      if (res.statusCode !== 200) throw new Error(`decline refused: ${res.body}`);
    },
    /** The event suites rows of the first venue's event, as stored. */
    stored() {
      return withTenant(t.database.db, bed.locationId, (tx) =>
        tx.select().from(eventSuites).where(eq(eventSuites.event_id, here.event.id)),
      );
    },
    /** The first venue's event-suite change-history rows, newest first. */
    history() {
      return t.database.db
        .select()
        .from(changeHistory)
        .where(
          and(
            eq(changeHistory.restaurant_id, bed.locationId),
            eq(changeHistory.entity, 'event_suite'),
          ),
        )
        .orderBy(desc(changeHistory.id));
    },
  };
}
