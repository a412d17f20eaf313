import { ZDeliveryAddress, distanceKm } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { offlineGeocoder } from '../../src/modules/geocoding/offline-geocoder.ts';
import { postalAreaCount, postalAreaOf } from '../../src/modules/geocoding/offline-postal-areas.ts';

const geocoder = offlineGeocoder();
const suggest = (query: string, country: string | null = 'CA') =>
  geocoder.suggest(query, { country, near: null, language: 'en', limit: 5 });

describe('offline geocoder: any Canadian address by its postal code', () => {
  it('ships the 1,620 forward sortation areas, rural ones marked', () => {
    expect(postalAreaCount()).toBe(1620);
    expect(postalAreaOf('m5e')).toMatchObject({ fsa: 'M5E', province: 'ON', rural: false });
    expect(postalAreaOf('K0A')).toMatchObject({ province: 'ON', rural: true });
    expect(postalAreaOf('H2Y')).toMatchObject({ province: 'QC' });
  });

  it('places "1 Yonge Street" at its area’s centroid, precise to the postal area', async () => {
    const [found, ...others] = await suggest('1 Yonge Street, Toronto, ON M5E 1W7');
    expect(others).toEqual([]);
    expect(ZDeliveryAddress.parse(found)).toEqual({
      label: '1 Yonge Street, Toronto, ON M5E 1W7',
      place_id: 'offline:postal:M5E1W7:1-yonge-street',
      latitude: 43.639,
      longitude: -79.4499,
      house_number: '1',
      street: 'Yonge Street',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5E 1W7',
      country: 'CA',
      precision: 'postal_area',
    });
  });

  it('reads postal codes without a space, in lower case, without commas', async () => {
    const [found] = await suggest('275 rue Notre-Dame Est montréal h2y1c6');
    expect(found).toMatchObject({
      postal_code: 'H2Y 1C6',
      province: 'QC',
      house_number: '275',
      precision: 'postal_area',
    });
  });

  it('says when only a rural area places the address', async () => {
    const [found] = await suggest('12 Main St, Carp, ON K0A 1L0');
    expect(found).toMatchObject({ precision: 'rural_postal_area', house_number: '12' });
  });

  it('keeps a landmark’s own point first, the postal area after it', async () => {
    const found = await suggest('100 Queen St W, Toronto, ON M5H 2N2');
    expect(found.map((address) => address.precision ?? 'address')).toEqual([
      'address',
      'postal_area',
    ]);
    // The shipped centroid of M5H lies within a kilometre of City Hall.
    expect(distanceKm(found[0]!, found[1]!)).toBeLessThan(1);
  });

  it('finds nothing for a postal code alone, one no area has, or outside Canada', async () => {
    expect(await suggest('M5E 1W7')).toEqual([]);
    expect(await suggest('1 Main St, Z9Z 9Z9')).toEqual([]);
    expect(await suggest('1 Yonge Street, Toronto, ON M5E 1W7', 'US')).toEqual([]);
  });
});
