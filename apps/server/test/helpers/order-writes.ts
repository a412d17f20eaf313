import { count, desc, eq, and } from 'drizzle-orm';
import { ZOrder, type Order, type OrderDraftInput } from '@app/domain';
import type { InjectOptions } from 'fastify';
import { changeHistory, orders } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import {
  createOrderableMenuFixture,
  createOrderingTestbed,
  createProvinceTaxFixture,
  orderDraft,
  type OrderableItemFixture,
  type OrderingTestbed,
} from './order-fixtures.ts';
import type { TestApp } from './test-app.ts';

/**
 * Helpers of the order write and read tests (submit, modify, update, list, validated read):
 * a location that takes orders with an Ontario tax rate and a menu, drafts with a complete
 * contact, and calls through the real API.
 */

export type Locale = 'en-CA' | 'fr-CA';

/** A contact that passes the default contact rules (name, email and phone required). */
export const guestContact = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.test',
  phone_number: '416-555-0100',
  other: '',
};

export interface OrderingLocation extends OrderingTestbed {
  menuId: number;
  /** Burger $12.50, Fries $4.00 (published, HST 13 %). */
  burger: number;
  fries: number;
}

/**
 * A testbed (two locations, users of any role on both) whose first location has HST 13 % and a
 * take-out/dine-in menu with `items` (default Burger 12.50 and Fries 4.00).
 */
export async function orderingLocation(
  t: TestApp,
  options: {
    flags?: Parameters<typeof createOrderingTestbed>[1];
    menu?: Parameters<typeof createOrderableMenuFixture>[2]['menu'];
    items?: OrderableItemFixture[];
  } = {},
): Promise<OrderingLocation> {
  const bed = await createOrderingTestbed(t, options.flags);
  await createProvinceTaxFixture(t, bed.locationId, 'on');
  const { menu, items } = await createOrderableMenuFixture(t, bed.locationId, {
    ...(options.menu ? { menu: options.menu } : {}),
    // Not eligible for the Ontario rebate, so every total here is plain HST 13 %.
    items: options.items ?? [
      { name: 'Burger', base_price: 12.5, tax_rebate_eligibility: 'not_eligible' },
      { name: 'Fries', base_price: 4, tax_rebate_eligibility: 'not_eligible' },
    ],
  });
  return { ...bed, menuId: menu.id, burger: items[0]!.id, fries: items[1]?.id ?? items[0]!.id };
}

/** A take-out (ASAP) draft with the guest contact; `extra` as `orderDraft` takes it. */
export function takeOutDraft(
  menuId: number,
  lines: OrderDraftInput['data']['items'],
  extra: Parameters<typeof orderDraft>[2] = {},
): OrderDraftInput {
  return orderDraft(menuId, lines, {
    ...extra,
    checkout: { contact: guestContact, ...extra.checkout },
  });
}

/** Calls the API with the given headers (from `OrderingTestbed.headers`). */
export function callApi(
  t: TestApp,
  headers: Record<string, string>,
  method: InjectOptions['method'],
  url: string,
  options: { body?: unknown; locale?: Locale | undefined; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': options.locale ?? 'en-CA', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** Submits a draft and expects 201; answers the order (checked against ZOrder). */
export async function submitOrder(
  t: TestApp,
  headers: Record<string, string>,
  draft: OrderDraftInput,
): Promise<Order> {
  const response = await callApi(t, headers, 'POST', '/api/orders', { body: draft });
  if (response.statusCode !== 201) {
    throw new Error(`order refused: ${response.statusCode} ${response.body}`);
  }
  return ZOrder.parse(response.json());
}

/** How many orders a location holds (read under its row-level security). */
export function orderCount(t: TestApp, restaurantId: number): Promise<number> {
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const [row] = await tx.select({ n: count() }).from(orders);
    return row!.n;
  });
}

/** The order's stored row. */
export async function orderRow(t: TestApp, restaurantId: number, id: number) {
  return withTenant(t.database.db, restaurantId, async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    return row!;
  });
}

/** Change-history rows of one order, newest first. */
export function orderChanges(t: TestApp, restaurantId: number, id: number) {
  return t.database.db
    .select()
    .from(changeHistory)
    .where(
      and(
        eq(changeHistory.restaurant_id, restaurantId),
        eq(changeHistory.entity, 'order'),
        eq(changeHistory.entity_id, id),
      ),
    )
    .orderBy(desc(changeHistory.id));
}

/** An ISO date `days` from today in Toronto (the fixtures' default zone). */
export function isoDateInDays(days: number, timeZone = 'America/Toronto'): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}
