import { errorMessage, numericErrorCodes } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
import { gatewayCardTokens, gatewayPayments } from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/db/tenant.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { paymentGateway } from '../../src/modules/payments/payment-gateway.ts';
import { testCards } from '../../src/modules/payments/test-cards.ts';
import { createLocationFixture, uniqueSuffix } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const gateway = paymentGateway();
const nextYear = new Date().getUTCFullYear() + 1;

/** The error code a gateway call fails with (it must fail). */
async function failure(call: Promise<unknown>): Promise<string> {
  const error: unknown = await call.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw error;
  return error.code;
}

describe('the embedded test gateway', () => {
  let t: TestApp;
  let locationId: number;
  let otherLocationId: number;
  const inLocation = <T>(work: (tx: Tx) => Promise<T>, id = locationId) =>
    withTenant(t.database.db, id, work);
  const tokenOf = (number: string, id = locationId) =>
    inLocation(
      (tx) => gateway.tokenize(tx, { number, exp_month: 12, exp_year: nextYear, cvc: '123' }),
      id,
    );
  const key = () => `key-${uniqueSuffix()}`;
  const paymentRows = (reference: string) =>
    t.database.db.select().from(gatewayPayments).where(eq(gatewayPayments.reference, reference));

  beforeAll(async () => {
    t = await buildTestApp();
    locationId = (await createLocationFixture(t.database.db, { order_management: true })).id;
    otherLocationId = (await createLocationFixture(t.database.db, { order_management: true })).id;
  });
  afterAll(() => t.close());

  it('tokenises a card, keeping only its brand and last four digits', async () => {
    const card = await tokenOf('4242 4242 4242 4242');
    expect(card.token).toMatch(/^tok_[0-9a-f]{24}$/);
    expect(card).toEqual({ token: card.token, brand: 'visa', last4: '4242' });
    const rows = await t.database.db
      .select()
      .from(gatewayCardTokens)
      .where(eq(gatewayCardTokens.token, card.token));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('42424242');
    expect(stored).toContain('"last4":"4242"');
  });

  it('refuses a number failing the Luhn check, an expired card and a short CVC', async () => {
    const card = { number: testCards.approves, exp_month: 12, exp_year: nextYear, cvc: '123' };
    for (const wrong of [
      { ...card, number: '4242424242424241' },
      { ...card, exp_month: 1, exp_year: 2020 },
      { ...card, cvc: '12' },
    ]) {
      expect(await failure(inLocation((tx) => gateway.tokenize(tx, wrong)))).toBe(
        'validation_failed',
      );
    }
  });

  it('authorises an approved card once per idempotency key', async () => {
    const { token } = await tokenOf(testCards.approves);
    const request = { token, amountCents: 2599, idempotencyKey: key(), orderId: null };
    const first = await inLocation((tx) => gateway.authorize(tx, request));
    const again = await inLocation((tx) => gateway.authorize(tx, request));
    expect(first.reference).toMatch(/^pay_[0-9a-f]{24}$/);
    expect(first.status).toBe('authorized');
    expect(again).toEqual(first);
    const rows = await t.database.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.idempotency_key, request.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'authorized',
      amount: 25.99,
      restaurant_id: locationId,
    });
  });

  it('holds one payment when the same key is sent twice at once', async () => {
    const { token } = await tokenOf(testCards.approves);
    const request = { token, amountCents: 1000, idempotencyKey: key(), orderId: null };
    const answers = await Promise.all([
      inLocation((tx) => gateway.authorize(tx, request)),
      inLocation((tx) => gateway.authorize(tx, request)),
    ]);
    expect(answers[0]).toEqual(answers[1]);
    const rows = await t.database.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.idempotency_key, request.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it('refuses a key used for another amount, card or order', async () => {
    const { token } = await tokenOf(testCards.approves);
    const other = await tokenOf(testCards.approves);
    const request = { token, amountCents: 500, idempotencyKey: key(), orderId: null };
    await inLocation((tx) => gateway.authorize(tx, request));
    for (const changed of [
      { ...request, amountCents: 501 },
      { ...request, token: other.token },
      { ...request, orderId: 1 },
    ]) {
      expect(await failure(inLocation((tx) => gateway.authorize(tx, changed)))).toBe(
        'idempotency_key_reused',
      );
    }
  });

  it('declines the decline card (402) and fails the pre-authorisation card with code 2305', async () => {
    const declined = await tokenOf(testCards.declines);
    const preauth = await tokenOf(testCards.failsPreauthorization);
    expect(declined.last4).toBe('0002');
    const authorize = (token: string) =>
      inLocation((tx) =>
        gateway.authorize(tx, { token, amountCents: 1200, idempotencyKey: key(), orderId: null }),
      );
    expect(await failure(authorize(declined.token))).toBe('payment_declined');
    expect(await failure(authorize(preauth.token))).toBe('preauthorization_failed');
    expect(numericErrorCodes.preauthorization_failed).toBe(2305);
    expect(errorMessage('preauthorization_failed', 'en-CA')).toMatch(/invoice option/);
    expect(errorMessage('preauthorization_failed', 'fr-CA')).toMatch(/option de facturation/);
  });

  it('answers the same failure again for a failed key, without a second attempt', async () => {
    const { token } = await tokenOf(testCards.declines);
    const request = { token, amountCents: 800, idempotencyKey: key(), orderId: null };
    // A caller that keeps its transaction after the refusal keeps the declined payment.
    const code = await inLocation(async (tx) => failure(gateway.authorize(tx, request)));
    expect(code).toBe('payment_declined');
    expect(await failure(inLocation((tx) => gateway.authorize(tx, request)))).toBe(
      'payment_declined',
    );
    const rows = await t.database.db
      .select()
      .from(gatewayPayments)
      .where(eq(gatewayPayments.idempotency_key, request.idempotencyKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'declined', failure_code: 'payment_declined' });
  });

  it('refuses an unknown token and a non-positive amount', async () => {
    const request = {
      token: 'tok_unknown',
      amountCents: 100,
      idempotencyKey: key(),
      orderId: null,
    };
    expect(await failure(inLocation((tx) => gateway.authorize(tx, request)))).toBe(
      'card_token_invalid',
    );
    const { token } = await tokenOf(testCards.approves);
    for (const amountCents of [0, -5, 1.5]) {
      expect(
        await failure(
          inLocation((tx) => gateway.authorize(tx, { ...request, token, amountCents })),
        ),
      ).toBe('bad_request');
    }
  });

  it('captures at most what was authorised, once', async () => {
    const { token } = await tokenOf(testCards.approves);
    const authorize = () =>
      inLocation((tx) =>
        gateway.authorize(tx, { token, amountCents: 3000, idempotencyKey: key(), orderId: 7 }),
      );
    const { reference } = await authorize();
    expect(await failure(inLocation((tx) => gateway.capture(tx, reference, 3001)))).toBe(
      'capture_exceeds_authorized',
    );
    const captured = await inLocation((tx) => gateway.capture(tx, reference, 2500));
    expect(captured).toEqual({
      reference,
      status: 'captured',
      orderId: 7,
      amountCents: 3000,
      capturedCents: 2500,
      refundedCents: 0,
    });
    expect(await inLocation((tx) => gateway.capture(tx, reference, 2500))).toEqual(captured);
    expect(await inLocation((tx) => gateway.capture(tx, reference))).toEqual(captured);
    expect(await failure(inLocation((tx) => gateway.capture(tx, reference, 1000)))).toBe(
      'payment_not_capturable',
    );
    const whole = await authorize();
    expect((await inLocation((tx) => gateway.capture(tx, whole.reference))).capturedCents).toBe(
      3000,
    );
    expect(await failure(inLocation((tx) => gateway.capture(tx, 'pay_unknown')))).toBe('not_found');
  });

  it('refunds part and then the rest of a capture, never more, once per key', async () => {
    const { token } = await tokenOf(testCards.approves);
    const { reference } = await inLocation((tx) =>
      gateway.authorize(tx, { token, amountCents: 5000, idempotencyKey: key(), orderId: null }),
    );
    expect(await failure(inLocation((tx) => gateway.refund(tx, reference, 100, key())))).toBe(
      'refund_exceeds_captured',
    );
    await inLocation((tx) => gateway.capture(tx, reference, 4000));
    const firstKey = key();
    const first = await inLocation((tx) => gateway.refund(tx, reference, 1500, firstKey));
    expect(first).toMatchObject({
      reference: `${reference}:refund:1`,
      amountCents: 1500,
      payment: { status: 'partially_refunded', capturedCents: 4000, refundedCents: 1500 },
    });
    const repeat = await inLocation((tx) => gateway.refund(tx, reference, 1500, firstKey));
    expect(repeat.reference).toBe(first.reference);
    expect(repeat.payment.refundedCents).toBe(1500);
    expect(await failure(inLocation((tx) => gateway.refund(tx, reference, 1600, firstKey)))).toBe(
      'idempotency_key_reused',
    );
    expect(await failure(inLocation((tx) => gateway.refund(tx, reference, 2501, key())))).toBe(
      'refund_exceeds_captured',
    );
    const rest = await inLocation((tx) => gateway.refund(tx, reference, 2500, key()));
    expect(rest.payment).toMatchObject({ status: 'refunded', refundedCents: 4000 });
    expect(await failure(inLocation((tx) => gateway.refund(tx, reference, 1, key())))).toBe(
      'refund_exceeds_captured',
    );
    const [payment] = await paymentRows(reference);
    expect(payment).toMatchObject({ captured_amount: 40, refunded_amount: 40, status: 'refunded' });
  });

  it('refunds one amount once when the same key is sent twice at once', async () => {
    const { token } = await tokenOf(testCards.approves);
    const { reference } = await inLocation((tx) =>
      gateway.authorize(tx, { token, amountCents: 2000, idempotencyKey: key(), orderId: null }),
    );
    await inLocation((tx) => gateway.capture(tx, reference));
    const refundKey = key();
    const [a, b] = await Promise.all([
      inLocation((tx) => gateway.refund(tx, reference, 700, refundKey)),
      inLocation((tx) => gateway.refund(tx, reference, 700, refundKey)),
    ]);
    expect(a.reference).toBe(b.reference);
    const [payment] = await paymentRows(reference);
    expect(payment?.refunded_amount).toBe(7);
  });

  it("never reaches another location's cards or payments", async () => {
    const { token } = await tokenOf(testCards.approves);
    const { reference } = await inLocation((tx) =>
      gateway.authorize(tx, { token, amountCents: 900, idempotencyKey: key(), orderId: null }),
    );
    const elsewhere = <T>(work: (tx: Tx) => Promise<T>) => inLocation(work, otherLocationId);
    expect(
      await failure(
        elsewhere((tx) =>
          gateway.authorize(tx, { token, amountCents: 900, idempotencyKey: key(), orderId: null }),
        ),
      ),
    ).toBe('card_token_invalid');
    expect(await failure(elsewhere((tx) => gateway.capture(tx, reference)))).toBe('not_found');
    expect(await failure(elsewhere((tx) => gateway.refund(tx, reference, 100, key())))).toBe(
      'not_found',
    );
  });
});
