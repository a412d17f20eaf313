import type { CardToken, CardTokenInput } from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { testGateway } from './test-gateway.ts';

/**
 * The boundary to a card processor (issue 4 "Payments boundary"). The order flow only talks to
 * this interface; the embedded test gateway (test-gateway.ts) behaves like a processor in test
 * mode and keeps its cards and payments in the location's own tables, so every call runs in the
 * caller's tenant transaction: when the order fails to commit, the charge is gone with it.
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
 * The gateway the app charges through: the embedded test gateway. A real processor comes in as
 * another implementation of `PaymentGateway` chosen here from the configuration.
 */
export function paymentGateway(): PaymentGateway {
  return testGateway;
}
