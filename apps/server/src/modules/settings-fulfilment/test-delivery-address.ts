import { addressDeliveryRefusal, distanceKm, type DeliveryTestResult } from '@app/domain';
import type { OrderContext } from '../../context/order-context.ts';
import type { Geocoder } from '../geocoding/geocoder.ts';
import { suggestOptionsOf } from '../geocoding/suggest-addresses.ts';
import { deliveryOfferOf } from '../ordering-config/ordering-config-parts.ts';
import { fulfilmentRepository } from './fulfilment.repository.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * `POST /settings/delivery/test`: would the saved settings deliver to this address? It is looked
 * up as the order screen looks it up (the first suggestion, `suggestOptionsOf`) and judged by
 * the submit's own rules in the submit's order (`deliveryOfferOf` → `addressDeliveryRefusal`);
 * nothing suggested → `delivery_address_not_found`. The geocoder is asked outside the
 * transaction.
 */
export async function testDeliveryAddress(
  ctx: Pick<OrderContext, 'restaurantId' | 'locale' | 'tenantTx' | 'location'>,
  geocoder: Geocoder,
  query: string,
): Promise<DeliveryTestResult> {
  const settings = await ctx.tenantTx((tx) =>
    fulfilmentRepository.deliverySettings(tx, ctx.restaurantId),
  );
  const [resolved = null] = await geocoder.suggest(query, suggestOptionsOf(settings, ctx.locale));
  const offer = deliveryOfferOf(ctx.location, settings);
  const refusal = addressDeliveryRefusal(offer, resolved);
  const reason =
    refusal === 'delivery_address_not_selected' && !resolved
      ? 'delivery_address_not_found'
      : refusal;
  return {
    deliverable: reason === null,
    distance_km: offer.origin && resolved ? round2(distanceKm(offer.origin, resolved)) : null,
    reason,
    precision: resolved ? (resolved.precision ?? 'address') : null,
    resolved,
  };
}
