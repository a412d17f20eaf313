import { z } from 'zod';
import { validationIssue, type ValidationIssue } from '../validation/validation-messages.ts';

/**
 * The card processor a location charges through (docs/decisions/payments.md): the embedded test
 * gateway (the default: nothing real is ever charged) or Stripe with the location's secret key.
 */
export const paymentProcessors = ['test', 'stripe'] as const;
export const ZPaymentProcessor = z.enum(paymentProcessors);
export type PaymentProcessor = z.infer<typeof ZPaymentProcessor>;

/** A Stripe secret or restricted API key, in test or live mode. */
const STRIPE_SECRET_KEY = /^(sk|rk)_(test|live)_[0-9A-Za-z]{10,240}$/;

/** A Stripe secret key as Stripe issues them (`sk_test_`, `sk_live_`, `rk_test_`, `rk_live_`). */
export function checkStripeSecretKey(value: string): ValidationIssue | null {
  return STRIPE_SECRET_KEY.test(value) ? null : validationIssue('stripeSecretKey');
}

/** The last four characters of a key: all an answer ever shows of it. */
export function secretKeyLast4(key: string): string {
  return key.slice(-4);
}
