import type { ErrorCode } from '@app/domain';
import Stripe from 'stripe';
import { AppError } from '../../errors/app-error.ts';

/**
 * The official Stripe SDK for one location's secret key. Stripe's address is
 * `https://api.stripe.com` unless `STRIPE_API_BASE` names another (a loopback server in the
 * tests, a proxy): read on every call, like `SECRETS_KEY`, so the gateway needs no config object.
 */
export function stripeClient(secretKey: string): Stripe {
  const base = process.env.STRIPE_API_BASE?.trim();
  if (!base) return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(base);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/**
 * Stripe's errors as the AppErrors the test gateway throws, so the order flow cannot tell the
 * processors apart: a card error (declined, insufficient funds, expired…) is `payment_declined`;
 * a key reused with other parameters `idempotency_key_reused`; an object Stripe does not know
 * `missing` (the caller says which: an unknown card, an unknown payment). Stripe unreachable
 * or failing (connection, 5xx, rate limit) is `payment_processor_unavailable`: whether it acted
 * is unknown, so the order flow rolls back and a retry with the same idempotency key learns the
 * outcome. A rejected key or request is `payment_processor_refused`. Anything else is rethrown.
 */
export function stripeFailure(error: unknown, missing: ErrorCode): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error instanceof Stripe.errors.StripeCardError) return new AppError('payment_declined');
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new AppError('idempotency_key_reused');
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new AppError('payment_processor_unavailable');
  }
  const known = requestErrors[error.code ?? ''];
  if (error instanceof Stripe.errors.StripeInvalidRequestError && known) {
    return new AppError(known === 'missing' ? missing : known);
  }
  return new AppError('payment_processor_refused', { reason: error.code ?? error.type });
}

/** Stripe's invalid-request codes that mean what a test gateway error means. */
const requestErrors: Record<string, ErrorCode | 'missing'> = {
  resource_missing: 'missing',
  payment_intent_unexpected_state: 'payment_not_capturable',
  amount_too_large: 'refund_exceeds_captured',
  charge_already_refunded: 'refund_exceeds_captured',
};
