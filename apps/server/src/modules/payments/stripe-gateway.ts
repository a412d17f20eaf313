import { randomBytes } from 'node:crypto';
import { cardBrandOf, cardDigits, ZCardTokenRequest, type ErrorCode } from '@app/domain';
import type Stripe from 'stripe';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type {
  AuthorizeRequest,
  GatewayPayment,
  GatewayPaymentStatus,
  PaymentGateway,
} from './payment-gateway.ts';
import { processorsRepository } from './processors.repository.ts';
import { stripeClient, stripeFailure } from './stripe-client.ts';

/**
 * Stripe behind `PaymentGateway` (docs/decisions/payments.md "Stripe"), through the official SDK
 * with the location's secret key. A card on file is a Customer with the card's PaymentMethod
 * attached; the app's token maps to both in the location's `stripe_card_tokens`. A payment is a
 * PaymentIntent (its id is the reference): a hold is confirmed off-session with manual capture,
 * a charge with automatic capture. Every money call passes the caller's idempotency key to
 * Stripe as `Idempotency-Key`, so a retry answers the first result, at Stripe, whatever became
 * of this database's transaction. Amounts are cents; the currency is the Canadian dollar.
 */

const CURRENCY = 'cad';

async function call<T>(missing: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw stripeFailure(error, missing);
  }
}

function assertAmount(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new AppError('bad_request');
}

/** A PaymentIntent as the gateway's payment (its latest charge expanded for what was refunded). */
function paymentOf(intent: Stripe.PaymentIntent): GatewayPayment {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const capturedCents = intent.status === 'succeeded' ? intent.amount_received : 0;
  const refundedCents = charge?.amount_refunded ?? 0;
  const orderId = Number(intent.metadata?.order_id);
  return {
    reference: intent.id,
    status: statusOf(intent.status, capturedCents, refundedCents),
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : null,
    amountCents: intent.amount,
    capturedCents,
    refundedCents,
  };
}

function statusOf(
  status: Stripe.PaymentIntent.Status,
  capturedCents: number,
  refundedCents: number,
): GatewayPaymentStatus {
  if (status === 'requires_capture') return 'authorized';
  if (status !== 'succeeded') return 'failed';
  if (refundedCents === 0) return 'captured';
  return refundedCents >= capturedCents ? 'refunded' : 'partially_refunded';
}

async function cardOnFile(tx: Tx, token: string) {
  const card = await processorsRepository.findStripeCard(tx, token);
  if (!card) throw new AppError('card_token_invalid');
  return card;
}

/** Confirms a PaymentIntent for the card on file, off-session; answers it when Stripe took it. */
async function confirmIntent(
  stripe: Stripe,
  tx: Tx,
  request: AuthorizeRequest,
  capture: 'manual' | 'automatic',
): Promise<Stripe.PaymentIntent> {
  assertAmount(request.amountCents);
  const card = await cardOnFile(tx, request.token);
  const intent = await call('card_token_invalid', () =>
    stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: CURRENCY,
        customer: card.customer_id,
        payment_method: card.payment_method_id,
        capture_method: capture,
        confirm: true,
        off_session: true,
        metadata: { order_id: request.orderId === null ? '' : String(request.orderId) },
        expand: ['latest_charge'],
      },
      { idempotencyKey: request.idempotencyKey },
    ),
  );
  const expected = capture === 'manual' ? 'requires_capture' : 'succeeded';
  // Anything else (authentication required, processing) cannot complete off-session.
  if (intent.status !== expected) throw new AppError('payment_declined');
  return intent;
}

function retrieve(stripe: Stripe, reference: string) {
  return call('not_found', () =>
    stripe.paymentIntents.retrieve(reference, { expand: ['latest_charge'] }),
  );
}

export function stripeGateway(secretKey: string): PaymentGateway {
  const stripe = stripeClient(secretKey);
  return {
    async tokenize(tx, card) {
      const parsed = ZCardTokenRequest.safeParse(card);
      if (!parsed.success) throw new AppError('validation_failed');
      const { number, exp_month, exp_year, cvc } = parsed.data;
      const digits = cardDigits(number);
      const method = await call('card_token_invalid', () =>
        stripe.paymentMethods.create({
          type: 'card',
          card: { number: digits, exp_month, exp_year, cvc },
        }),
      );
      // Attaching checks the card with its issuer: a declined card is refused here.
      const customer = await call('card_token_invalid', () =>
        stripe.customers.create({ payment_method: method.id }),
      );
      const token = {
        token: `card_${randomBytes(12).toString('hex')}`,
        brand: cardBrandOf(digits),
        last4: digits.slice(-4),
      };
      await processorsRepository.insertStripeCard(tx, {
        ...token,
        customer_id: customer.id,
        payment_method_id: method.id,
      });
      return token;
    },

    async authorize(tx, request) {
      const intent = await confirmIntent(stripe, tx, request, 'manual');
      return { reference: intent.id, status: 'authorized' };
    },

    async charge(tx, request) {
      return paymentOf(await confirmIntent(stripe, tx, request, 'automatic'));
    },

    async capture(_tx, reference, amountCents) {
      if (amountCents !== undefined) assertAmount(amountCents);
      const intent = await retrieve(stripe, reference);
      if (intent.status === 'succeeded') {
        // Captured already (a retry after a lost commit): the same amount answers it as it is.
        const repeat = amountCents === undefined || amountCents === intent.amount_received;
        if (repeat) return paymentOf(intent);
      }
      if (intent.status !== 'requires_capture') throw new AppError('payment_not_capturable');
      const toCapture = amountCents ?? intent.amount_capturable;
      if (toCapture > intent.amount_capturable) throw new AppError('capture_exceeds_authorized');
      const captured = await call('not_found', () =>
        stripe.paymentIntents.capture(
          reference,
          { amount_to_capture: toCapture, expand: ['latest_charge'] },
          { idempotencyKey: `capture-${reference}-${toCapture}` },
        ),
      );
      return paymentOf(captured);
    },

    async refund(_tx, reference, amountCents, idempotencyKey) {
      assertAmount(amountCents);
      const refund = await call('not_found', () =>
        stripe.refunds.create(
          { payment_intent: reference, amount: amountCents },
          { idempotencyKey },
        ),
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new AppError('payment_declined');
      }
      return {
        reference: refund.id,
        amountCents: refund.amount,
        payment: paymentOf(await retrieve(stripe, reference)),
      };
    },
  };
}
