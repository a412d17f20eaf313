import { and, desc, eq } from 'drizzle-orm';
import type { EventSuite, SuitePreOrderPage, SuitePreOrderRequestInput } from '@app/domain';
import type { InjectOptions } from 'fastify';
import {
  changeHistory,
  eventSuites,
  events,
  orderTransactions,
  suiteOwners,
} from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { signLink } from '../../../src/lib/signed-links.ts';
import { callApi } from '../../helpers/order-writes.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { eventSuitesBed } from '../event-suites/event-suites-api.ts';

const DAY = 86_400_000;

/**
 * A venue (eventSuitesBed: two locations, every role, suites, owners, event-package menus, an
 * event ten days away with its email seven days before) whose first event has Suite 101 held by
 * Priya (English, with a phone) and Suite 102 by Marc (French), both offered the two package
 * menus, and Suite 204 booked without an owner. The other location has the same for its event.
 */
export async function preOrdersBed(t: TestApp) {
  const venue = await eventSuitesBed(t);
  const { here, there, bed } = venue;
  const [priya, marc] = here.owners;
  await withTenant(t.database.db, bed.locationId, async (tx) => {
    await tx
      .update(suiteOwners)
      .set({ phone_number: '416-555-0142' })
      .where(eq(suiteOwners.id, priya!.id));
    await tx
      .update(suiteOwners)
      .set({ locale: 'fr-CA', phone_number: '514-555-0199' })
      .where(eq(suiteOwners.id, marc!.id));
  });
  const menuIds = here.menus.map((menu) => menu.id);
  const booked = await venue.bulk([
    { suite_id: here.suites[0]!.id, suite_owner_id: priya!.id, menu_ids: menuIds },
    { suite_id: here.suites[1]!.id, suite_owner_id: marc!.id, menu_ids: menuIds },
    { suite_id: here.suites[2]!.id, menu_ids: menuIds },
  ]);
  const byName = (name: string) => booked.find((suite) => suite.suite.name === name)!;
  const theirs = await venue.call('POST', '/bulk', {
    tenant: bed.otherLocationId,
    body: {
      suites: [
        {
          suite_id: there.suites[0]!.id,
          suite_owner_id: there.owners[0]!.id,
          menu_ids: there.menus.map((menu) => menu.id),
        },
      ],
    },
  });
  const theirSuite = theirs.json<EventSuite[]>()[0]!;

  /** `POST …/event-suites/{id}/send-pre-order-email` as `role` (manager) in `locale`. */
  function send(id: number, options: { role?: string; locale?: 'en-CA' | 'fr-CA' } = {}) {
    return venue.call('POST', `/${id}/send-pre-order-email`, options);
  }

  /** A call of the pre-order page's API (no sign-in) with `token`. */
  function page(
    method: InjectOptions['method'],
    token: string,
    options: { path?: string; body?: unknown; locale?: 'en-CA' | 'fr-CA'; key?: string } = {},
  ) {
    return callApi(t, {}, method, `/api/pre-orders/${token}${options.path ?? ''}`, {
      body: options.body,
      locale: options.locale,
      headers: options.key ? { 'idempotency-key': options.key } : {},
    });
  }

  return {
    ...venue,
    suite101: byName('Suite 101'),
    suite102: byName('Suite 102'),
    suite204: byName('Suite 204'),
    theirSuite,
    menuIds,
    send,
    page,
    /** A link signed as the server signs it (or with another purpose, location or lifetime). */
    token(
      eventSuiteId: number,
      options: { purpose?: string; restaurantId?: number; lifetime?: number } = {},
    ) {
      return signLink(
        t.app.ctx.keys,
        {
          purpose: options.purpose ?? 'suite-pre-order',
          restaurantId: options.restaurantId ?? bed.locationId,
          objectId: eventSuiteId,
        },
        options.lifetime ?? 3600,
      );
    },
    async getPage(token: string, locale?: 'en-CA' | 'fr-CA'): Promise<SuitePreOrderPage> {
      const res = await page('GET', token, { locale });
      if (res.statusCode !== 200) throw new Error(`page refused: ${res.statusCode} ${res.body}`);
      return res.json<SuitePreOrderPage>();
    },
    /** A card kept on file through the page's card call. */
    async card(token: string, number = '4242424242424242') {
      const res = await page('POST', token, {
        path: '/card',
        body: { number, exp_month: 12, exp_year: 2099, cvc: '123' },
      });
      if (res.statusCode !== 201) throw new Error(`card refused: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string; brand: string; last4: string }>();
    },
    /** A pre-order request: `trays` nacho trays from the first package menu. */
    request(
      trays: number,
      extra: Partial<SuitePreOrderRequestInput> = {},
    ): SuitePreOrderRequestInput {
      return {
        menu_id: menuIds[0]!,
        items: [{ id: here.nachos, quantity: trays }],
        notes: 'One guest is allergic to peanuts',
        ...extra,
      };
    },
    /** Moves the first venue's event to start `days` from now, its lock `lockDays` before. */
    async moveEvent(days: number, lockDays: number | null = null, emailDays: number | null = 7) {
      await withTenant(t.database.db, bed.locationId, (tx) =>
        tx
          .update(events)
          .set({
            start_date: new Date(Date.now() + days * DAY),
            order_lock_period_days: lockDays,
            pre_order_email_days: emailDays,
          })
          .where(eq(events.id, here.event.id)),
      );
    },
    /** Sets an event suite's stored columns (its email's time, status, settlement). */
    async setSuite(id: number, values: Partial<typeof eventSuites.$inferInsert>) {
      await withTenant(t.database.db, bed.locationId, (tx) =>
        tx.update(eventSuites).set(values).where(eq(eventSuites.id, id)),
      );
    },
    /** The stored event suite row. */
    async storedSuite(id: number) {
      const [row] = await withTenant(t.database.db, bed.locationId, (tx) =>
        tx.select().from(eventSuites).where(eq(eventSuites.id, id)),
      );
      return row!;
    },
    /** The order's card holds (pending charges) in its money ledger. */
    holds(orderId: number) {
      return withTenant(t.database.db, bed.locationId, (tx) =>
        tx
          .select()
          .from(orderTransactions)
          .where(
            and(
              eq(orderTransactions.order_id, orderId),
              eq(orderTransactions.kind, 'charge'),
              eq(orderTransactions.status, 'pending'),
            ),
          ),
      );
    },
    /** Change-history rows of one entity of the first venue, newest first. */
    changes(entity: string, entityId: number) {
      return t.database.db
        .select()
        .from(changeHistory)
        .where(
          and(
            eq(changeHistory.restaurant_id, bed.locationId),
            eq(changeHistory.entity, entity),
            eq(changeHistory.entity_id, entityId),
          ),
        )
        .orderBy(desc(changeHistory.id));
    },
  };
}

export type PreOrdersBed = Awaited<ReturnType<typeof preOrdersBed>>;
