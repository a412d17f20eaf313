import { z } from 'zod';
import { ZDeliveryAddress, addressPrecisions } from '../orders/order-schemas.ts';
import { zRequiredText } from '../validation/zod-fields.ts';

/**
 * `POST /settings/delivery/test`: would the location deliver to this address? The address is
 * looked up as the order screens look it up (the geocoder's first suggestion) and judged by the
 * rules an order submit applies (`addressDeliveryRefusal`), with the saved settings.
 */
export const ZDeliveryTestRequest = z.object({
  address: zRequiredText({ maxLength: 200 }),
});
export type DeliveryTestRequest = z.infer<typeof ZDeliveryTestRequest>;

/**
 * Why not: the submit's refusals, plus `delivery_address_not_found` when the geocoder suggests
 * nothing for what was typed.
 */
export const deliveryTestReasons = [
  'delivery_config_invalid',
  'delivery_address_not_found',
  'delivery_address_not_selected',
  'delivery_address_invalid',
  'delivery_address_not_precise',
  'delivery_address_too_far',
] as const;
export type DeliveryTestReason = (typeof deliveryTestReasons)[number];

export const ZDeliveryTestResult = z.object({
  deliverable: z.boolean(),
  /** From the delivery origin to the address found, 2 decimals; null when either is missing. */
  distance_km: z.number().nullable(),
  reason: z.enum(deliveryTestReasons).nullable(),
  /** How closely the address's point is known; null when none was found. */
  precision: z.enum(addressPrecisions).nullable(),
  /** The address the geocoder found (its first suggestion), or null. */
  resolved: ZDeliveryAddress.nullable(),
});
export type DeliveryTestResult = z.infer<typeof ZDeliveryTestResult>;
