import type { CardToken, CardTokenInput } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { processorSettings } from './payment-settings.ts';
import { stripeGateway } from './stripe-gateway.ts';
import { testGateway } from './test-gateway.ts';

/**
 * The boundary to a card processor (issue 4 "Payments boundary"). The order flow only talks to
 * this interface; every call runs in the caller's tenant transaction. The embedded test gateway
 * (test-gateway.ts) behaves like a processor in test mode and keeps its cards and payments in
 * the location's own tables: when the order fails to commit, the charge is gone with it. Stripe
 * (stripe-gateway.ts) is outside the transaction: its idempotency keys make a retry safe.
 *
 * Every charge is idempotent: `authorize` and `refund` take an idempotency key, and the same key
 * answers the payment already made instead of charging twice. `capture` acts once per payment.
 * Amounts are integer cents.
 */
export interface PaymentGateway {
  /**
   * Keeps a card on file: answers a token, the brand and the last four digits. The number is
   * neither stored nor logged. Throws `AppError('validation_failed')` for a number that fails
   * the Luhn check, an expired card or a CVC that is not 3–4 digits.
   */
  tokenize(tx: Tx, card: CardTokenInput): Promise<CardToken>;
  /**
   * Holds `amountCents` on the card. Throws `AppError('payment_declined')` (402) when the card
   * is declined, `AppError('preauthorization_failed')` (numeric 2305: staff should use the
   * invoice option), `card_token_invalid` for an unknown token and `idempotency_key_reused`
   * when the key was used for another token, amount or order.
   */
  authorize(
    tx: Tx,
    payment: AuthorizeRequest,
  ): Promise<{ reference: string; status: 'authorized' }>;
  /**
   * Takes `amountCents` (default: everything authorised) of an authorised payment. A second
   * capture of the same amount answers the payment as it is; more than authorised is
   * `capture_exceeds_authorized`, a payment that is not authorised `payment_not_capturable`.
   */
  capture(tx: Tx, reference: string, amountCents?: number): Promise<GatewayPayment>;
  /**
   * Charges the card on file at once (authorise and capture; a processor's off-session charge of
   * a saved card). Same errors and idempotency as `authorize`; answers the captured payment.
   */
  charge(tx: Tx, payment: AuthorizeRequest): Promise<GatewayPayment>;
  /**
   * Gives back part or all of what was captured; partial refunds add up to the captured amount
   * at most (`refund_exceeds_captured`). The same key answers the refund already made.
   */
  refund(
    tx: Tx,
    reference: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<GatewayRefund>;
}

export interface AuthorizeRequest {
  token: string;
  amountCents: number;
  idempotencyKey: string;
  orderId: number | null;
}

export type GatewayPaymentStatus =
  'authorized' | 'captured' | 'partially_refunded' | 'refunded' | 'declined' | 'failed';

/** A payment as the gateway holds it (amounts in cents). */
export interface GatewayPayment {
  reference: string;
  status: GatewayPaymentStatus;
  orderId: number | null;
  amountCents: number;
  capturedCents: number;
  refundedCents: number;
}

/** One refund and the payment it was taken from, after it. */
export interface GatewayRefund {
  reference: string;
  amountCents: number;
  payment: GatewayPayment;
}

/**
 * The gateway the app charges through, for the location of the transaction each call is given
 * (docs/decisions/payments.md "Stripe"): the one place that decides. New cards
 * and payments go to the location's processor (`payment_processor`: the embedded test gateway by
 * default, or Stripe with the location's secret key); a capture or refund goes to the processor
 * that made the payment (Stripe's references are PaymentIntent ids, `pi_…`), so switching a
 * location's processor never sends an existing payment to the wrong one.
 */
export function paymentGateway(): PaymentGateway {
  return locationGateway;
}

const STRIPE_REFERENCE = /^pi_/;

async function gatewayOf(tx: Tx, reference?: string): Promise<PaymentGateway> {
  const settings = await processorSettings(tx);
  const stripe =
    reference === undefined ? settings.processor === 'stripe' : STRIPE_REFERENCE.test(reference);
  if (!stripe) return testGateway;
  if (!settings.stripeSecretKey) {
    throw new AppError('payment_processor_refused', { reason: 'no secret key' });
  }
  return stripeGateway(settings.stripeSecretKey);
}

const locationGateway: PaymentGateway = {
  tokenize: async (tx, card) => (await gatewayOf(tx)).tokenize(tx, card),
  authorize: async (tx, payment) => (await gatewayOf(tx)).authorize(tx, payment),
  charge: async (tx, payment) => (await gatewayOf(tx)).charge(tx, payment),
  capture: async (tx, reference, amountCents) =>
    (await gatewayOf(tx, reference)).capture(tx, reference, amountCents),
  refund: async (tx, reference, amountCents, key) =>
    (await gatewayOf(tx, reference)).refund(tx, reference, amountCents, key),
};

/**
 * Whether a gateway error is the processor's answer (a refusal the order flow records and works
 * around: an invoice instead, a failed refund kept) rather than an unknown outcome. An
 * unreachable processor may have acted: the caller's transaction must roll back, and a retry
 * with the same idempotency key learns what happened.
 */
export function isProcessorAnswer(error: unknown): error is AppError {
  return error instanceof AppError && error.code !== 'payment_processor_unavailable';
}
