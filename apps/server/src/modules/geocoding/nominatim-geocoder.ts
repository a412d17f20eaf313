import type { DeliveryAddress } from '@app/domain';
import { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import type { Geocoder, SuggestOptions } from './geocoder.ts';
import type { GeocoderConfig } from './geocoder-config.ts';

/** One result of Nominatim's `/search?format=jsonv2&addressdetails=1` (the fields we read). */
const ZNominatimPlace = z.object({
  place_id: z.union([z.number(), z.string()]),
  osm_type: z.string().optional(),
  osm_id: z.union([z.number(), z.string()]).optional(),
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: z.string().min(1),
  address: z.record(z.string(), z.string()).default({}),
});
type NominatimPlace = z.infer<typeof ZNominatimPlace>;

/** Half the side, in degrees, of the box around the origin that Nominatim is asked to prefer. */
const NEAR_BOX_DEGREES = 0.5;

const first = (address: Record<string, string>, keys: string[]) =>
  keys.map((key) => address[key]?.trim()).find(Boolean) ?? null;
const clip = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/** A Nominatim result as a delivery address; its OSM object names it (stable across servers). */
function toAddress(place: NominatimPlace): DeliveryAddress {
  const { address } = place;
  const country = address.country_code?.trim().toUpperCase();
  return {
    label: place.display_name.slice(0, 300),
    place_id:
      place.osm_type && place.osm_id !== undefined
        ? `osm:${place.osm_type}:${place.osm_id}`
        : `nominatim:${place.place_id}`,
    latitude: place.lat,
    longitude: place.lon,
    house_number: clip(first(address, ['house_number']), 20),
    street: clip(first(address, ['road', 'pedestrian', 'street', 'footway', 'square']), 200),
    city: clip(first(address, ['city', 'town', 'village', 'municipality', 'hamlet']), 100),
    province: clip(first(address, ['state', 'province', 'region']), 100),
    postal_code: clip(first(address, ['postcode']), 20),
    country: country?.length === 2 ? country : null,
  };
}

function searchUrl(config: { url: string }, query: string, options: SuggestOptions): URL {
  const url = new URL(`${config.url}/search`);
  url.searchParams.set('q', query);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('addressdetails', '1');
  url.searchParams.set('limit', String(options.limit));
  url.searchParams.set('accept-language', options.language);
  if (options.country) url.searchParams.set('countrycodes', options.country.toLowerCase());
  if (options.near) {
    const { latitude, longitude } = options.near;
    const box = [
      longitude - NEAR_BOX_DEGREES,
      latitude + NEAR_BOX_DEGREES,
      longitude + NEAR_BOX_DEGREES,
      latitude - NEAR_BOX_DEGREES,
    ];
    // Preferred, not bounded: a farther address is still suggested (then refused as too far).
    url.searchParams.set('viewbox', box.map((n) => n.toFixed(5)).join(','));
  }
  return url;
}

/**
 * OpenStreetMap Nominatim (`GEOCODER=nominatim`): one `GET {GEOCODER_URL}/search` per query
 * with the configured User-Agent, bounded by the timeout. A timeout, a network failure, an
 * error status or an answer that is not Nominatim's JSON → 502 `geocoder_unavailable`.
 */
export function nominatimGeocoder(
  config: Extract<GeocoderConfig, { provider: 'nominatim' }>,
): Geocoder {
  return {
    async suggest(query, options) {
      let body: unknown;
      try {
        const response = await fetch(searchUrl(config, query, options), {
          headers: { 'user-agent': config.userAgent, accept: 'application/json' },
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new Error(`Nominatim answered ${response.status}`);
        body = await response.json();
      } catch {
        throw new AppError('geocoder_unavailable');
      }
      const places = z.array(ZNominatimPlace).safeParse(body);
      if (!places.success) throw new AppError('geocoder_unavailable');
      return places.data.slice(0, options.limit).map(toAddress);
    },
  };
}
