import { MAX_ADDRESS_SUGGESTIONS, type DeliveryAddress } from '@app/domain';
import type { OrderContext } from '../../context/order-context.ts';
import { orderingConfigRepository } from '../ordering-config/ordering-config.repository.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * `GET /orders/address-suggestions?q=`: addresses matching what staff typed, in the delivery
 * settings' country (any when none is set), nearest to the location's delivery origin first.
 * The settings are read first; the geocoder is asked outside the transaction, so a slow
 * provider never holds a database connection.
 */
export async function suggestAddresses(
  ctx: Pick<OrderContext, 'restaurantId' | 'locale' | 'tenantTx'>,
  geocoder: Geocoder,
  query: string,
): Promise<DeliveryAddress[]> {
  const settings = await ctx.tenantTx((tx) =>
    orderingConfigRepository.deliverySettings(tx, ctx.restaurantId),
  );
  const suggestions = await geocoder.suggest(query, {
    country: settings?.country?.toUpperCase() ?? null,
    near:
      settings?.latitude != null && settings.longitude != null
        ? { latitude: settings.latitude, longitude: settings.longitude }
        : null,
    language: ctx.locale === 'fr-CA' ? 'fr' : 'en',
    limit: MAX_ADDRESS_SUGGESTIONS,
  });
  return suggestions.slice(0, MAX_ADDRESS_SUGGESTIONS);
}
