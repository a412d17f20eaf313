/**
 * Which geocoder suggests delivery addresses: `GEOCODER=offline` (default: an embedded gazetteer,
 * no network) or `GEOCODER=nominatim` with `GEOCODER_URL`, the base URL of an OpenStreetMap
 * Nominatim server (its `/search` is called). There is no default URL: the public
 * nominatim.openstreetmap.org forbids autocomplete use, so a deployment names its own server or
 * a provider that allows it. `GEOCODER_USER_AGENT` identifies the application to the server
 * (Nominatim requires one); `GEOCODER_TIMEOUT_MS` bounds each call (default 5000).
 */
export type GeocoderConfig =
  | { provider: 'offline' }
  | { provider: 'nominatim'; url: string; userAgent: string; timeoutMs: number };

export const DEFAULT_GEOCODER_TIMEOUT_MS = 5000;
const DEFAULT_USER_AGENT = 'food-service-backoffice/0.1 (delivery address suggestions)';

/** Reads the geocoder settings; a misconfiguration stops the start with a clear message. */
export function geocoderConfigFromEnv(env: NodeJS.ProcessEnv): GeocoderConfig {
  const provider = (env.GEOCODER ?? '').trim().toLowerCase() || 'offline';
  if (provider === 'offline') return { provider };
  if (provider !== 'nominatim') {
    throw new Error(`GEOCODER must be "offline" or "nominatim", not "${env.GEOCODER}"`);
  }
  const url = env.GEOCODER_URL?.trim();
  if (!url || !URL.canParse(url)) {
    throw new Error('GEOCODER=nominatim needs GEOCODER_URL, the base URL of a Nominatim server');
  }
  const timeoutMs = Number(env.GEOCODER_TIMEOUT_MS ?? DEFAULT_GEOCODER_TIMEOUT_MS);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new Error('GEOCODER_TIMEOUT_MS must be a positive number of milliseconds');
  }
  return {
    provider,
    url: url.replace(/\/+$/, ''),
    userAgent: env.GEOCODER_USER_AGENT?.trim() || DEFAULT_USER_AGENT,
    timeoutMs,
  };
}
