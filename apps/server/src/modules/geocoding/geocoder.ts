import type { DeliveryAddress } from '@app/domain';
import type { GeocoderConfig } from './geocoder-config.ts';
import { nominatimGeocoder } from './nominatim-geocoder.ts';
import { offlineGeocoder } from './offline-geocoder.ts';

export interface SuggestOptions {
  /** ISO 3166 alpha-2 country the addresses must be in (the delivery settings'), or any. */
  country: string | null;
  /** Addresses nearer to this point come first (the location's delivery origin). */
  near: { latitude: number; longitude: number } | null;
  /** Language of the place names, where the provider has them. */
  language: 'en' | 'fr';
  limit: number;
}

/**
 * Turns what staff type into delivery addresses to pick from. Every suggestion carries the
 * provider's `place_id`; one without a house number is not precise enough to deliver to.
 * A provider that cannot answer throws `AppError('geocoder_unavailable')`.
 */
export interface Geocoder {
  suggest(query: string, options: SuggestOptions): Promise<DeliveryAddress[]>;
}

/** The provider the configuration names (`GEOCODER`; docs/api.md "Address suggestions"). */
export function createGeocoder(config: GeocoderConfig): Geocoder {
  return config.provider === 'nominatim' ? nominatimGeocoder(config) : offlineGeocoder();
}
