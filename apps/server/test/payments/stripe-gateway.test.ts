import { ZLocation, ZUpdateOrderAnswer, type OrderDraftInput } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeHistory,
  gatewayCardTokens,
  orderTransactions,
  orders,
  restaurants,
  stripeCardTokens,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { paymentGateway } from '../../src/modules/payments/payment-gateway.ts';
import { startLoopbackStripe, type LoopbackStripe } from '../helpers/loopback-stripe.ts';
import {
  callApi,
  guestContact,
  isoDateInDays,
  orderCount,
  orderingLocation,
  submitOrder,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { actionAnswer, refund } from '../orders/money/money-fixtures.ts';

/**
 * A location charging through Stripe (PUT /restaurants/{id} `payment_processor: 'stripe'` with
 * its secret key), against a loopback server answering as Stripe's API does: holds captured,
 * refunds in part with the Idempotency-Key passed through, Stripe's test cards, the invoice
 * fallback, the key sealed at rest and never answered. Burger 12.50 × 2 + Fries 4.00, HST 13 %:
 * 32.77.
 */
const SECRET_KEY = 'sk_test_51LoopbackKey0123456789abcdefXYZ9';

describe('a location charging through Stripe', () => {
  let stripe: LoopbackStripe;
  let t: TestApp;
  let apiBase: string | undefined;

  beforeAll(async () => {
    stripe = await startLoopbackStripe({ secretKey: SECRET_KEY });
    apiBase = process.env.STRIPE_API_BASE;
    process.env.STRIPE_API_BASE = stripe.url;
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
    if (apiBase === undefined) delete process.env.STRIPE_API_BASE;
    else process.env.STRIPE_API_BASE = apiBase;
  });

  function configure(place: OrderingLocation, body: Record<string, unknown>, locale?: 'fr-CA') {
    return place
      .headers('manager')
      .then((headers) =>
        callApi(t, headers, 'PUT', `/api/restaurants/${place.locationId}`, { body, locale }),
      );
  }

  async function stripeLocation(): Promise<OrderingLocation> {
    const place = await orderingLocation(t);
    const answer = await configure(place, {
      payment_processor: 'stripe',
      stripe_secret_key: SECRET_KEY,
    });
    expect(answer.statusCode).toBe(200);
    return place;
  }

  async function cardToken(place: OrderingLocation, number: string) {
    return callApi(t, await place.headers('manager'), 'POST', '/api/payments/card-tokens', {
      body: { number, exp_month: 1, exp_year: 2099, cvc: '321' },
    });
  }

  function draft(
    place: OrderingLocation,
    creditCard: { token: string; brand: string; last4: string },
    later = false,
  ): OrderDraftInput {
    return takeOutDraft(
      place.menuId,
      [
        { id: place.burger, menu_id: place.menuId, quantity: 2 },
        { id: place.fries, menu_id: place.menuId },
      ],
      {
        checkout: {
          contact: guestContact,
          paymentPreference: 'credit_card',
          creditCard,
          ...(later
            ? { pickup: { scheduled: true, dueByDate: isoDateInDays(10), dueByTime: '12:00' } }
            : {}),
        },
      },
    );
  }

  async function cardOrder(place: OrderingLocation, number: string, later = false) {
    const card = await cardToken(place, number);
    expect(card.statusCode).toBe(201);
    const creditCard = card.json<{ token: string; brand: string; last4: string }>();
    return submitOrder(t, await place.headers('manager'), draft(place, creditCard, later));
  }

  async function complete(place: OrderingLocation, id: number) {
    return callApi(t, await place.headers('lead'), 'PUT', `/api/orders/${id}`, {
      body: { status: 'completed' },
    });
  }

  function ledger(place: OrderingLocation, orderId: number) {
    return withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .select({
          kind: orderTransactions.kind,
          status: orderTransactions.status,
          amount: orderTransactions.amount,
          reason: orderTransactions.reason,
          reference: sql<string | null>`${orderTransactions.details}->>'reference'`,
        })
        .from(orderTransactions)
        .where(eq(orderTransactions.order_id, orderId))
        .orderBy(orderTransactions.id),
    );
  }

  const intentsOf = (orderId: number) =>
    [...stripe.intents.values()].filter((intent) => intent.metadata.order_id === String(orderId));

  it('keeps the key sealed, answers only that one is set, and checks it', async () => {
    const place = await orderingLocation(t);
    const bad = await configure(
      place,
      { payment_processor: 'stripe', stripe_secret_key: 'pk_test_notasecretkey123' },
      'fr-CA',
    );
    expect(bad.statusCode).toBe(400);
    const refusal = bad.json<{ code: string; fields: Record<string, string> }>();
    expect(refusal.code).toBe('validation_failed');
    expect(refusal.fields.stripe_secret_key).toContain('clé secrète Stripe');
    const noKey = await configure(place, { payment_processor: 'stripe' });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json()).toMatchObject({
      fields: {
        stripe_secret_key:
          'Enter the Stripe secret key of this location to charge cards through Stripe.',
      },
    });
    const lead = await callApi(
      t,
      await place.headers('lead'),
      'PUT',
      `/api/restaurants/${place.locationId}`,
      { body: { stripe_secret_key: SECRET_KEY } },
    );
    expect(lead.statusCode).toBe(403);

    const stored = async () => {
      const [row] = await t.database.db
        .select()
        .from(restaurants)
        .where(eq(restaurants.id, place.locationId));
      return row!;
    };
    expect(await stored()).toMatchObject({
      payment_processor: 'test',
      stripe_secret_key: null,
      stripe_key_last4: null,
    });

    const saved = await configure(place, {
      payment_processor: 'stripe',
      stripe_secret_key: SECRET_KEY,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      payment_processor: 'stripe',
      stripe_key_set: true,
      stripe_key_last4: 'XYZ9',
    });
    const row = await stored();
    expect(row.stripe_secret_key).toMatch(/^enc:v1:/);
    expect(row.stripe_secret_key).not.toContain('LoopbackKey');

    const manager = await place.headers('manager');
    const answers = [
      saved.body,
      (await callApi(t, manager, 'GET', `/api/restaurants/${place.locationId}`)).body,
      (await callApi(t, manager, 'POST', '/api/restaurants/list', { body: {} })).body,
    ];
    const history = await t.database.db
      .select()
      .from(changeHistory)
      .where(
        and(
          eq(changeHistory.restaurant_id, place.locationId),
          eq(changeHistory.entity, 'restaurant'),
        ),
      );
    expect(history.length).toBeGreaterThan(0);
    for (const text of [...answers, JSON.stringify(history)]) {
      expect(text).not.toContain('LoopbackKey');
      expect(text).not.toContain('enc:v1:');
    }
    expect(ZLocation.parse(JSON.parse(answers[1]!))).toMatchObject({ stripe_key_set: true });

    // Back to the test gateway, the key removed.
    const cleared = await configure(place, { payment_processor: 'test', stripe_secret_key: null });
    expect(cleared.json()).toMatchObject({ stripe_key_set: false, stripe_key_last4: null });
    expect((await stored()).stripe_secret_key).toBeNull();
  });

  it('holds the card at submit and captures the hold at completion', async () => {
    const place = await stripeLocation();
    const order = await cardOrder(place, '4242424242424242');
    const [hold] = intentsOf(order.id);
    expect(hold).toMatchObject({
      status: 'requires_capture',
      amount: 3277,
      amount_capturable: 3277,
      currency: 'cad',
      capture_method: 'manual',
    });
    const holdRequest = stripe.requests.find(
      (request) =>
        request.path === '/v1/payment_intents' &&
        (request.params.metadata as Record<string, string>).order_id === String(order.id),
    );
    expect(holdRequest).toMatchObject({
      idempotencyKey: `order-${order.id}-preauth`,
      params: { confirm: 'true', off_session: 'true', capture_method: 'manual' },
    });

    const response = await complete(place, order.id);
    expect(response.statusCode).toBe(200);
    expect(ZUpdateOrderAnswer.parse(response.json()).completion).toMatchObject({
      method: 'card_captured',
      amount: 32.77,
    });
    expect(stripe.intents.get(hold!.id)).toMatchObject({
      status: 'succeeded',
      amount_received: 3277,
      amount_capturable: 0,
    });
    expect(await ledger(place, order.id)).toEqual([
      { kind: 'charge', status: 'succeeded', amount: 32.77, reason: null, reference: hold!.id },
    ]);
    const [card] = await withTenant(t.database.db, place.locationId, (tx) =>
      tx.select().from(stripeCardTokens),
    );
    expect(card).toMatchObject({
      token: order.data.checkout.creditCard!.token,
      customer_id: hold!.customer,
      payment_method_id: hold!.payment_method,
      last4: '4242',
    });
  });

  it('refunds in part at Stripe, the Idempotency-Key passed through, never twice', async () => {
    const place = await stripeLocation();
    const order = await cardOrder(place, '4242424242424242');
    expect((await complete(place, order.id)).statusCode).toBe(200);
    const [payment] = intentsOf(order.id);
    const manager = await place.headers('manager');
    const body = { orderId: order.id, mode: 'amount', amount: 5.5 };

    const first = await refund(t, manager, body, { key: 'stripe-refund-1' });
    expect(first.statusCode).toBe(200);
    expect(actionAnswer(first.json()).money).toMatchObject({ refunded: 5.5, refundable: 27.27 });
    const retry = await refund(t, manager, body, { key: 'stripe-refund-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json<unknown>()).toEqual(first.json<unknown>());

    const refunds = stripe.refunds.filter((one) => one.payment_intent === payment!.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: 550, status: 'succeeded' })]);
    const refundCalls = stripe.requests.filter(
      (request) => request.path === '/v1/refunds' && request.params.payment_intent === payment!.id,
    );
    expect(refundCalls).toEqual([
      expect.objectContaining({
        idempotencyKey: `refund-stripe-refund-1-${payment!.id}`,
        params: { payment_intent: payment!.id, amount: '550' },
        status: 200,
      }),
    ]);
    expect(stripe.charges.get(payment!.latest_charge!)).toMatchObject({ amount_refunded: 550 });

    // A refund whose transaction is lost after Stripe acted: the retry with the same key gets
    // Stripe's first answer, and Stripe refunds once.
    const key = `refund-lost-commit-${payment!.id}`;
    const lost = await withTenant(t.database.db, place.locationId, async (tx) => {
      await paymentGateway().refund(tx, payment!.id, 1000, key);
      throw new Error('the commit is lost');
    }).catch((error: unknown) => error);
    const again = await withTenant(t.database.db, place.locationId, (tx) =>
      paymentGateway().refund(tx, payment!.id, 1000, key),
    );
    expect(lost).toEqual(new Error('the commit is lost'));
    expect(again).toMatchObject({
      amountCents: 1000,
      payment: { status: 'partially_refunded', capturedCents: 3277, refundedCents: 1550 },
    });
    expect(stripe.refunds.filter((one) => one.payment_intent === payment!.id)).toHaveLength(2);
    const replay = stripe.requests.filter((request) => request.idempotencyKey === key);
    expect(replay.map((request) => request.replayed)).toEqual([false, true]);

    // The same key for another amount is Stripe's idempotency_error.
    const reused = await withTenant(t.database.db, place.locationId, (tx) =>
      paymentGateway().refund(tx, payment!.id, 999, key),
    ).catch((error: unknown) => error);
    expect(reused).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('ends in the invoice fallback when the card on file attaches but cannot be charged (4000000000000341)', async () => {
    const place = await stripeLocation();
    const order = await cardOrder(place, '4000000000000341', true);
    expect(await ledger(place, order.id)).toEqual([]);
    expect(intentsOf(order.id)).toEqual([]);
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .update(orders)
        .set({ pickup_time: sql`now() - interval '1 hour'` })
        .where(eq(orders.id, order.id)),
    );

    const response = await complete(place, order.id);
    expect(response.statusCode).toBe(200);
    const answer = ZUpdateOrderAnswer.parse(response.json());
    expect(answer.status).toBe('completed');
    expect(answer.completion).toMatchObject({
      method: 'invoice',
      amount: 32.77,
      card_failure: 'payment_declined',
      invoice: { number: 1 },
    });
    expect(await ledger(place, order.id)).toEqual([
      {
        kind: 'charge',
        status: 'failed',
        amount: 32.77,
        reason: 'payment_declined',
        reference: null,
      },
      {
        kind: 'invoice',
        status: 'pending',
        amount: 32.77,
        reason: 'payment_declined',
        reference: null,
      },
    ]);
    const [declined] = intentsOf(order.id);
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      capture_method: 'automatic',
      last_payment_error: { code: 'card_declined' },
    });
    const charge = stripe.requests.find(
      (request) => request.idempotencyKey === `order-${order.id}-charge-1`,
    );
    expect(charge).toMatchObject({ status: 402, params: { off_session: 'true' } });
  });

  it('refuses a declined card as the test gateway does', async () => {
    const place = await stripeLocation();
    // Stripe checks a card when it is attached to its customer: refused at once.
    for (const number of ['4000000000000002', '4000000000009995']) {
      const refused = await cardToken(place, number);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'payment_declined' });
    }
    // A card that attaches but is declined when held: the order is refused with 2305.
    const card = await cardToken(place, '4000000000000341');
    expect(card.statusCode).toBe(201);
    const response = await callApi(t, await place.headers('manager'), 'POST', '/api/orders', {
      body: draft(place, card.json()),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'preauthorization_failed',
      numeric_code: 2305,
      message: 'Pre-authorization failed. Please use the invoice option.',
    });
    expect(await orderCount(t, place.locationId)).toBe(0);
  });

  it('captures part of a hold, once, and refuses more than was held', async () => {
    const place = await stripeLocation();
    const card = (await cardToken(place, '4242424242424242')).json<{ token: string }>();
    const inPlace = <T>(work: Parameters<typeof withTenant<T>>[2]) =>
      withTenant(t.database.db, place.locationId, work);
    const gateway = paymentGateway();
    const { reference } = await inPlace((tx) =>
      gateway.authorize(tx, {
        token: card.token,
        amountCents: 3000,
        idempotencyKey: `partial-${place.locationId}`,
        orderId: null,
      }),
    );
    const tooMuch = await inPlace((tx) => gateway.capture(tx, reference, 3001)).catch(
      (error: unknown) => error,
    );
    expect(tooMuch).toMatchObject({ code: 'capture_exceeds_authorized' });
    const captured = await inPlace((tx) => gateway.capture(tx, reference, 2000));
    expect(captured).toMatchObject({ status: 'captured', amountCents: 3000, capturedCents: 2000 });
    expect(stripe.intents.get(reference)).toMatchObject({
      status: 'succeeded',
      amount_received: 2000,
    });
    // Again (a retry after a lost commit): the payment as it is; another amount is refused.
    expect(await inPlace((tx) => gateway.capture(tx, reference, 2000))).toEqual(captured);
    const other = await inPlace((tx) => gateway.capture(tx, reference, 1000)).catch(
      (error: unknown) => error,
    );
    expect(other).toMatchObject({ code: 'payment_not_capturable' });
    const captures = stripe.requests.filter((request) => request.path.endsWith('/capture'));
    expect(captures.filter((request) => request.path.includes(reference))).toHaveLength(1);
  });

  it('rolls a completion back when Stripe cannot be reached, and charges once on the retry', async () => {
    const place = await stripeLocation();
    const order = await cardOrder(place, '4242424242424242', true);
    await withTenant(t.database.db, place.locationId, (tx) =>
      tx
        .update(orders)
        .set({ pickup_time: sql`now() - interval '1 hour'` })
        .where(eq(orders.id, order.id)),
    );
    const closed = await startLoopbackStripe({ secretKey: SECRET_KEY });
    await closed.close();
    process.env.STRIPE_API_BASE = closed.url;
    const unreachable = await complete(place, order.id).finally(() => {
      process.env.STRIPE_API_BASE = stripe.url;
    });
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toMatchObject({ code: 'payment_processor_unavailable' });
    const [row] = await withTenant(t.database.db, place.locationId, (tx) =>
      tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)),
    );
    expect(row!.status).toBe('pending');
    expect(await ledger(place, order.id)).toEqual([]);

    const retried = await complete(place, order.id);
    expect(ZUpdateOrderAnswer.parse(retried.json()).completion).toMatchObject({
      method: 'card_charged',
      amount: 32.77,
    });
    expect(intentsOf(order.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', amount_received: 3277 }),
    ]);
  });

  it('leaves the default location on the embedded test gateway', async () => {
    const place = await orderingLocation(t);
    const seen = stripe.requests.length;
    const order = await cardOrder(place, '4242424242424242');
    expect((await complete(place, order.id)).statusCode).toBe(200);
    expect(stripe.requests.length).toBe(seen);
    const [row] = await ledger(place, order.id);
    expect(row).toMatchObject({ kind: 'charge', status: 'succeeded', amount: 32.77 });
    expect(row!.reference).toMatch(/^pay_/);
    const tokens = await withTenant(t.database.db, place.locationId, (tx) =>
      tx.select().from(gatewayCardTokens),
    );
    expect(tokens.map((token) => token.token)).toEqual([order.data.checkout.creditCard!.token]);
  });
});
