import { MAX_ADDRESS_SUGGESTIONS, type DeliveryAddress, type Locale } from '@app/domain';
import type { OrderContext } from '../../context/order-context.ts';
import {
  orderingConfigRepository,
  type DeliverySettingsRow,
} from '../ordering-config/ordering-config.repository.ts';
import type { Geocoder, SuggestOptions } from './geocoder.ts';

/**
 * How the geocoder is asked for a location: in the delivery settings' country (any when none
 * is set), nearest to the delivery origin first, place names in the caller's language.
 */
export function suggestOptionsOf(
  settings: DeliverySettingsRow | null,
  locale: Locale,
): SuggestOptions {
  return {
    country: settings?.country?.toUpperCase() ?? null,
    near:
      settings?.latitude != null && settings.longitude != null
        ? { latitude: settings.latitude, longitude: settings.longitude }
        : null,
    language: locale === 'fr-CA' ? 'fr' : 'en',
    limit: MAX_ADDRESS_SUGGESTIONS,
  };
}

/**
 * `GET /orders/address-suggestions?q=`: addresses matching what staff typed
 * (`suggestOptionsOf`). The settings are read first; the geocoder is asked outside the
 * transaction, so a slow provider never holds a database connection.
 */
export async function suggestAddresses(
  ctx: Pick<OrderContext, 'restaurantId' | 'locale' | 'tenantTx'>,
  geocoder: Geocoder,
  query: string,
): Promise<DeliveryAddress[]> {
  const settings = await ctx.tenantTx((tx) =>
    orderingConfigRepository.deliverySettings(tx, ctx.restaurantId),
  );
  const suggestions = await geocoder.suggest(query, suggestOptionsOf(settings, ctx.locale));
  return suggestions.slice(0, MAX_ADDRESS_SUGGESTIONS);
}
