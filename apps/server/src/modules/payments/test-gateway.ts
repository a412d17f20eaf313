import { randomBytes } from 'node:crypto';
import { cardBrandOf, cardDigits, ZCardTokenRequest, type ErrorCode } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  gatewayPaymentsRepository as payments,
  paymentOfRow,
  refundReference,
  REFUND_STATUS,
  type PaymentRow,
} from './gateway-payments.repository.ts';
import type { AuthorizeRequest, GatewayRefund, PaymentGateway } from './payment-gateway.ts';
import { testCardBehaviour, type TestCardBehaviour } from './test-cards.ts';

/**
 * The embedded test gateway: a card processor in test mode (docs/api.md "Payments"). Cards
 * behave by number (test-cards.ts); payments, captures and refunds are rows of the location's
 * `gateway_payments`, written in the caller's transaction.
 */

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function assertAmount(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new AppError('bad_request');
}

/** What an authorisation with this card answers, and why it failed when it did. */
const outcomes: Record<TestCardBehaviour, { status: string; failure: ErrorCode | null }> = {
  approve: { status: 'authorized', failure: null },
  decline: { status: 'declined', failure: 'payment_declined' },
  preauth_fail: { status: 'failed', failure: 'preauthorization_failed' },
};

/** The answer of an authorisation row: the payment, or the error it failed with (again). */
function authorizationOf(row: PaymentRow): { reference: string; status: 'authorized' } {
  if (row.failure_code) throw new AppError(row.failure_code as ErrorCode);
  return { reference: row.reference, status: 'authorized' };
}

function sameAuthorization(row: PaymentRow, request: AuthorizeRequest): boolean {
  return (
    row.status !== REFUND_STATUS &&
    row.token === request.token &&
    row.order_id === request.orderId &&
    paymentOfRow(row).amountCents === request.amountCents
  );
}

async function authorize(tx: Tx, request: AuthorizeRequest) {
  assertAmount(request.amountCents);
  const repeat = await payments.findByKey(tx, request.idempotencyKey);
  if (repeat) {
    if (!sameAuthorization(repeat, request)) throw new AppError('idempotency_key_reused');
    return authorizationOf(repeat);
  }
  const behaviour = await payments.tokenBehaviour(tx, request.token);
  if (!behaviour) throw new AppError('card_token_invalid');
  const outcome = outcomes[behaviour];
  const { row, created } = await payments.insertOnce(tx, {
    reference: newId('pay'),
    idempotency_key: request.idempotencyKey,
    token: request.token,
    order_id: request.orderId,
    status: outcome.status,
    amountCents: request.amountCents,
    failure_code: outcome.failure,
  });
  if (!created && !sameAuthorization(row, request)) throw new AppError('idempotency_key_reused');
  return authorizationOf(row);
}

async function capture(tx: Tx, reference: string, amountCents?: number) {
  const row = await payments.lock(tx, reference);
  if (!row) throw new AppError('not_found');
  const payment = paymentOfRow(row);
  if (amountCents !== undefined) assertAmount(amountCents);
  if (payment.status !== 'authorized') {
    const repeat =
      payment.capturedCents > 0 &&
      (amountCents === undefined || amountCents === payment.capturedCents);
    if (repeat) return payment;
    throw new AppError('payment_not_capturable');
  }
  const captured = amountCents ?? payment.amountCents;
  if (captured > payment.amountCents) throw new AppError('capture_exceeds_authorized');
  return paymentOfRow(
    await payments.update(tx, row.id, { status: 'captured', capturedCents: captured }),
  );
}

async function refund(
  tx: Tx,
  reference: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<GatewayRefund> {
  assertAmount(amountCents);
  const row = await payments.lock(tx, reference);
  if (!row) throw new AppError('not_found');
  const repeat = await payments.findByKey(tx, idempotencyKey);
  if (repeat) {
    const refundOfThis =
      repeat.status === REFUND_STATUS &&
      repeat.reference.startsWith(`${reference}:refund:`) &&
      paymentOfRow(repeat).amountCents === amountCents;
    if (!refundOfThis) throw new AppError('idempotency_key_reused');
    return { reference: repeat.reference, amountCents, payment: paymentOfRow(row) };
  }
  const payment = paymentOfRow(row);
  const refundable = payment.capturedCents - payment.refundedCents;
  if (amountCents > refundable) throw new AppError('refund_exceeds_captured');
  const sequence = (await payments.refundCount(tx, reference)) + 1;
  const { row: refundRow, created } = await payments.insertOnce(tx, {
    reference: refundReference(reference, sequence),
    idempotency_key: idempotencyKey,
    token: row.token,
    order_id: row.order_id,
    status: REFUND_STATUS,
    amountCents,
  });
  // Taken meanwhile by a charge of another payment (their locks differ).
  if (!created) throw new AppError('idempotency_key_reused');
  const refundedCents = payment.refundedCents + amountCents;
  const updated = await payments.update(tx, row.id, {
    status: refundedCents === payment.capturedCents ? 'refunded' : 'partially_refunded',
    refundedCents,
  });
  return { reference: refundRow.reference, amountCents, payment: paymentOfRow(updated) };
}

/** Authorise and capture at once: a repeat of the key answers the payment as it is. */
async function charge(tx: Tx, request: AuthorizeRequest) {
  const { reference } = await authorize(tx, request);
  return capture(tx, reference);
}

export const testGateway: PaymentGateway = {
  async tokenize(tx, card) {
    const parsed = ZCardTokenRequest.safeParse(card);
    if (!parsed.success) throw new AppError('validation_failed');
    const digits = cardDigits(parsed.data.number);
    const token = {
      token: newId('tok'),
      brand: cardBrandOf(digits),
      last4: digits.slice(-4),
    };
    await payments.insertToken(tx, { ...token, behaviour: testCardBehaviour(digits) });
    return token;
  },
  authorize,
  capture,
  charge,
  refund,
};
