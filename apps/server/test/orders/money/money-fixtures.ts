import { ZOrderMoneyActionAnswer, type Order, type OrderDraftInput } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { orderTransactions } from '../../../src/db/schema/index.ts';
import { withTenant } from '../../../src/db/tenant.ts';
import { paymentGateway } from '../../../src/modules/payments/payment-gateway.ts';
import {
  callApi,
  guestContact,
  submitOrder,
  takeOutDraft,
  type Locale,
  type OrderingLocation,
} from '../../helpers/order-writes.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * Helpers of the order money tests: orders paid by card, the capture that completing an order
 * does (helper "payments" builds it; here the order's card hold is captured through the same
 * gateway and its ledger row marked paid, as that flow records it), and the money calls.
 */

export async function cardToken(t: TestApp, headers: Record<string, string>) {
  const token = await callApi(t, headers, 'POST', '/api/payments/card-tokens', {
    body: { number: '4242424242424242', exp_month: 1, exp_year: 2099, cvc: '321' },
  });
  return token.json<{ token: string; brand: string; last4: string }>();
}

/** A take-out order paid by card: `burgers` burgers and `fries` fries, held on the card. */
export async function cardOrder(
  t: TestApp,
  place: OrderingLocation,
  lines: { burgers: number; fries: number },
  extra: Partial<Pick<OrderDraftInput, 'type'>> = {},
): Promise<Order> {
  const manager = await place.headers('manager');
  const items = [
    { id: place.burger, menu_id: place.menuId, quantity: lines.burgers, cartIndex: 0 },
    { id: place.fries, menu_id: place.menuId, quantity: lines.fries, cartIndex: 1 },
  ].filter((line) => line.quantity > 0);
  return submitOrder(
    t,
    manager,
    takeOutDraft(place.menuId, items, {
      ...extra,
      checkout: {
        contact: guestContact,
        paymentPreference: 'credit_card',
        creditCard: await cardToken(t, manager),
      },
    }),
  );
}

/** Captures the order's card hold and records it paid (what completing the order does). */
export async function captureHold(t: TestApp, locationId: number, orderId: number) {
  await withTenant(t.database.db, locationId, async (tx) => {
    const holds = await tx
      .select()
      .from(orderTransactions)
      .where(
        and(
          eq(orderTransactions.order_id, orderId),
          eq(orderTransactions.kind, 'charge'),
          eq(orderTransactions.status, 'pending'),
        ),
      );
    for (const hold of holds) {
      await paymentGateway().capture(tx, hold.details.reference as string);
      await tx
        .update(orderTransactions)
        .set({ status: 'succeeded', details: { ...hold.details, stage: 'captured' } })
        .where(eq(orderTransactions.id, hold.id));
    }
  });
}

/** A card order, accepted and completed, its hold captured: paid in full. */
export async function paidCompletedOrder(
  t: TestApp,
  place: OrderingLocation,
  lines: { burgers: number; fries: number },
): Promise<Order> {
  const order = await cardOrder(t, place, lines);
  const lead = await place.headers('lead');
  await callApi(t, lead, 'PUT', `/api/orders/${order.id}`, { body: { status: 'completed' } });
  await captureHold(t, place.locationId, order.id);
  return order;
}

export function refund(
  t: TestApp,
  headers: Record<string, string>,
  body: Record<string, unknown>,
  options: { key?: string; locale?: Locale } = {},
) {
  return callApi(t, headers, 'POST', '/api/orders/refund', {
    body: { reason: 'Cold food', ...body },
    locale: options.locale,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
}

export async function moneyOf(t: TestApp, headers: Record<string, string>, orderId: number) {
  const response = await callApi(t, headers, 'GET', `/api/orders/${orderId}/money`);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{
    money: Record<string, number>;
    transactions: Record<string, unknown>[];
  }>();
}

export function actionAnswer(body: unknown) {
  return ZOrderMoneyActionAnswer.parse(body);
}
