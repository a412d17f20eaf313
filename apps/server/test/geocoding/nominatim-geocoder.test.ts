import { ZAddressSuggestions } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  createOrderingTestbed,
  setDeliverySettingsFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { startFakeNominatim } from './nominatim-server.ts';

/** `GEOCODER=nominatim`: the API asks a real HTTP server on loopback that answers like Nominatim. */
describe('address suggestions from Nominatim', () => {
  let t: TestApp;
  let nominatim: Awaited<ReturnType<typeof startFakeNominatim>>;
  let bed: OrderingTestbed;
  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    t = await buildTestApp({
      env: {
        GEOCODER: 'nominatim',
        GEOCODER_URL: `${nominatim.url}/`,
        GEOCODER_TIMEOUT_MS: '500',
        GEOCODER_USER_AGENT: 'backoffice-tests (ops@example.test)',
      },
    });
    bed = await createOrderingTestbed(t);
    await setDeliverySettingsFixture(t, bed.locationId, {
      enabled: true,
      type: 'address',
      country: 'CA',
      latitude: 43.653482,
      longitude: -79.383935,
      radius_km: 5,
    });
  });
  afterAll(async () => {
    await t.close();
    await nominatim.close();
  });

  const suggest = async (q: string, locale = 'en-CA') =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/address-suggestions?q=${encodeURIComponent(q)}`,
      headers: { ...(await bed.headers('staff')), 'accept-language': locale },
    });

  it('maps Nominatim places to delivery addresses', async () => {
    const res = await suggest('union station');
    expect(res.statusCode, res.body).toBe(200);
    expect(ZAddressSuggestions.parse(res.json())).toEqual([
      {
        label:
          'Union Station, 65, Front Street West, Financial District, Spadina—Fort York, Old Toronto, Toronto, Golden Horseshoe, Ontario, M5J 1E6, Canada',
        place_id: 'osm:way:28656290',
        latitude: 43.6452185,
        longitude: -79.3806274,
        house_number: '65',
        street: 'Front Street West',
        city: 'Toronto',
        province: 'Ontario',
        postal_code: 'M5J 1E6',
        country: 'CA',
      },
      {
        label: 'Front Street West, Financial District, Toronto, Ontario, Canada',
        place_id: 'osm:way:4057396',
        latitude: 43.6459,
        longitude: -79.3824,
        house_number: null,
        street: 'Front Street West',
        city: 'Toronto',
        province: 'Ontario',
        postal_code: null,
        country: 'CA',
      },
    ]);
  });

  it('asks the search API as Nominatim expects, near the delivery origin', async () => {
    nominatim.seen.length = 0;
    await suggest('union station', 'fr-CA');
    const [request] = nominatim.seen;
    expect(request!.path).toBe('/search');
    expect(Object.fromEntries(request!.params)).toMatchObject({
      q: 'union station',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
      countrycodes: 'ca',
      'accept-language': 'fr',
    });
    const [west, north, east, south] = request!.params.get('viewbox')!.split(',').map(Number);
    expect(west).toBeLessThan(-79.383935);
    expect(east).toBeGreaterThan(-79.383935);
    expect(south).toBeLessThan(43.653482);
    expect(north).toBeGreaterThan(43.653482);
    expect(request!.headers['user-agent']).toBe('backoffice-tests (ops@example.test)');
  });

  it.each([
    ['a timeout', 'slow street'],
    ['an error status', 'broken street'],
    ['an answer that is not JSON', 'garbage street'],
    ['JSON of another shape', 'odd street'],
  ])('answers 502 geocoder_unavailable on %s, in the caller language', async (_case, query) => {
    const started = Date.now();
    const res = await suggest(query, 'fr-CA');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'geocoder_unavailable',
      message:
        'Les suggestions d’adresses sont indisponibles pour le moment. Réessayez dans un instant.',
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('answers 502 when the server cannot be reached at all', async () => {
    const down = await buildTestApp({
      env: { GEOCODER: 'nominatim', GEOCODER_URL: 'http://127.0.0.1:9' },
    });
    try {
      const testbed = await createOrderingTestbed(down);
      const res = await down.app.inject({
        method: 'GET',
        url: '/api/orders/address-suggestions?q=union',
        headers: await testbed.headers('member'),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'geocoder_unavailable' });
    } finally {
      await down.close();
    }
  });

  it('refuses to start with Nominatim but no server URL, or an unknown provider', () => {
    expect(() => loadConfig({ GEOCODER: 'nominatim' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER: 'google' })).toThrow(/GEOCODER must be/);
    expect(loadConfig({}).geocoder).toEqual({ provider: 'offline' });
  });
});
