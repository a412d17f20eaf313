import { and, eq } from 'drizzle-orm';
import type { BeoAnswer, EventAccess, Order, ProductionSheetAnswer } from '@app/domain';
import { withTenant } from '../../../src/db/tenant.ts';
import { changeHistory, items } from '../../../src/db/schema/index.ts';
import { createUserFixture } from '../../helpers/fixtures.ts';
import { callApi, submitOrder, takeOutDraft, type Locale } from '../../helpers/order-writes.ts';
import { signIn } from '../../helpers/sign-in.ts';
import type { TestApp } from '../../helpers/test-app.ts';
import { eventSuitesBed } from '../event-suites/event-suites-api.ts';

export type { BeoAnswer, ProductionSheetAnswer };

/**
 * The event-suites venue (two venues, an event, three suites, two owners, equipment, two
 * event-package menus) with two suites booked and set up, the nacho tray given a recipe number
 * and the wings sold per guest; calls of the documents' routes as a manager (or anyone).
 */
export async function documentsBed(t: TestApp) {
  const venue = await eventSuitesBed(t);
  const { here, bed } = venue;
  const menuId = here.menus[0]!.id;
  const wings = await withTenant(t.database.db, bed.locationId, async (tx) => {
    await tx.update(items).set({ recipe_number: 'R-42' }).where(eq(items.id, here.nachos));
    const [row] = await tx
      .update(items)
      .set({ price_type: 'per_guest' })
      .where(and(eq(items.menu_id, menuId), eq(items.name, 'Wings')))
      .returning({ id: items.id });
    return row!.id;
  });
  const [first, second] = await venue.bulk([
    {
      suite_id: here.suites[0]!.id,
      suite_owner_id: here.owners[0]!.id,
      menu_ids: [menuId],
      equipment: [{ equipment_id: here.equipment[0]!.id, quantity: 2 }],
      dietary_restrictions: 'Two guests are vegetarian.',
      special_requirements: '=SUM(1,2) chairs by the window',
      pre_order_additional_notes: 'Serve the cake at 21:00.',
      guaranteed_guest_count: 12,
    },
    {
      suite_id: here.suites[1]!.id,
      suite_owner_id: here.owners[1]!.id,
      menu_ids: [menuId],
      dietary_restrictions: 'One guest has a nut allergy.',
      guaranteed_guest_count: 6,
    },
  ]);
  const eventId = here.event.id;
  const base = `/api/catering/events/${eventId}`;

  async function call(
    method: 'GET' | 'POST',
    url: string,
    options: {
      role?: string;
      tenant?: number;
      locale?: Locale;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers =
      options.headers ?? (await bed.headers(options.role ?? 'manager', options.tenant));
    return callApi(t, headers, method, url, { locale: options.locale });
  }

  return {
    venue,
    eventId,
    suites: [first!, second!] as const,
    wings,
    beoUrl: (eventSuiteId: number) => `${base}/event-suites/${eventSuiteId}/beo`,
    sheetUrl: `${base}/production-sheet`,
    call,
    /** An event order of the suite with `lines` of the package menu, by the manager. */
    async order(
      eventSuiteId: number,
      lines: { id: number; quantity: number; special_instructions?: string }[],
    ): Promise<Order> {
      const draft = takeOutDraft(
        menuId,
        lines.map((line) => ({ menu_id: menuId, ...line })),
        { type: 'event', config: { menuManagerEvent: eventId, menuManagerEventBEO: eventSuiteId } },
      );
      return submitOrder(t, await bed.headers('manager'), draft);
    },
    /** Headers of a manager of the venue with an event access level. */
    async headersOf(level: EventAccess) {
      const user = await createUserFixture(t.database.db, {
        role: 'manager',
        eventAccess: level,
        locations: [bed.locationId, bed.otherLocationId],
      });
      return (await signIn(t, user.email, user.password)).headers(bed.locationId);
    },
    /** The venue's change-history rows of the event's prints, oldest first. */
    prints() {
      return t.database.db
        .select()
        .from(changeHistory)
        .where(
          and(
            eq(changeHistory.restaurant_id, bed.locationId),
            eq(changeHistory.entity, 'event'),
            eq(changeHistory.action, 'print'),
          ),
        )
        .orderBy(changeHistory.id);
    },
  };
}

export type DocumentsBed = Awaited<ReturnType<typeof documentsBed>>;
