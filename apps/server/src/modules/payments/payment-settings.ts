import {
  secretKeyLast4,
  validationIssue,
  type Locale,
  type PaymentProcessor,
  type UpdateLocationRequest,
} from '@app/domain';
import type { Tx } from '../../db/client.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { fieldsError } from '../../errors/validation-failed.ts';
import type { LocationPatch } from '../restaurants/restaurants.repository.ts';
import { processorsRepository } from './processors.repository.ts';

/**
 * A location's card processor (docs/decisions/payments.md "Stripe"): the
 * `payment_processor` column and, for Stripe, the secret key sealed at rest (lib/secret-box.ts)
 * with its last four characters kept apart for answers. The key is opened only here, to charge.
 */

/** Where a location's key is stored: the context its sealed value is bound to. */
function keyContext(restaurantId: number): string {
  return `restaurants.stripe_secret_key:${restaurantId}`;
}

export interface ProcessorSettings {
  processor: PaymentProcessor;
  /** The opened Stripe secret key, or null when none is stored. */
  stripeSecretKey: string | null;
}

/** The processor of the transaction's location (the tenant). */
export async function processorSettings(tx: Tx): Promise<ProcessorSettings> {
  const row = await processorsRepository.settings(tx);
  return {
    processor: row.processor === 'stripe' ? 'stripe' : 'test',
    stripeSecretKey: row.sealedKey === null ? null : openSecret(row.sealedKey, keyContext(row.id)),
  };
}

type PaymentColumns = Pick<LocationPatch, 'stripe_secret_key' | 'stripe_key_last4'>;

/**
 * The columns a location update writes for its key (`PUT /restaurants/{id}`): sealed with its
 * last four, or removed with `null`. Stripe needs a key, sent now or stored before: else 400
 * `validation_failed` on `stripe_secret_key`, and nothing changes.
 */
export function paymentSettingsPatch(
  before: { id: number; payment_processor: string; stripe_secret_key: string | null },
  request: Pick<UpdateLocationRequest, 'payment_processor' | 'stripe_secret_key'>,
  locale: Locale,
): PaymentColumns {
  const key = request.stripe_secret_key;
  const processor = request.payment_processor ?? before.payment_processor;
  const keySet = key === undefined ? before.stripe_secret_key !== null : key !== null;
  if (processor === 'stripe' && !keySet) {
    throw fieldsError({ stripe_secret_key: validationIssue('stripeKeyRequired') }, locale);
  }
  if (key === undefined) return {};
  if (key === null) return { stripe_secret_key: null, stripe_key_last4: null };
  return {
    stripe_secret_key: sealSecret(key, keyContext(before.id)),
    stripe_key_last4: secretKeyLast4(key),
  };
}
