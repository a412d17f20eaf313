import { ZDeliveryAddress } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { offlineGeocoder } from '../../src/modules/geocoding/offline-geocoder.ts';
import { gazetteer } from '../../src/modules/geocoding/offline-gazetteer.ts';

const cityHall = { latitude: 43.653482, longitude: -79.383935 };
const geocoder = offlineGeocoder();
const suggest = (query: string, options: Partial<Parameters<typeof geocoder.suggest>[1]> = {}) =>
  geocoder.suggest(query, { country: 'CA', near: null, language: 'en', limit: 5, ...options });

describe('offline geocoder (the embedded gazetteer)', () => {
  it('holds valid delivery addresses with unique place ids, precise ones and streets alone', () => {
    for (const entry of gazetteer) ZDeliveryAddress.parse(entry);
    expect(new Set(gazetteer.map((entry) => entry.place_id)).size).toBe(gazetteer.length);
    expect(gazetteer.filter((entry) => entry.house_number === null).length).toBeGreaterThan(2);
    expect(new Set(gazetteer.map((entry) => entry.city))).toEqual(
      new Set(['Toronto', 'Mississauga', 'Montréal', 'Vancouver']),
    );
  });

  it('finds a street written in full or abbreviated, with and without a house number', async () => {
    const found = await suggest('queen street west');
    expect(found.map((address) => address.label)).toEqual(
      expect.arrayContaining(['100 Queen St W, Toronto, ON M5H 2N2', 'Queen St W, Toronto, ON']),
    );
    const street = found.find((address) => address.house_number === null)!;
    expect(street).toMatchObject({ place_id: 'offline:queen-st-w', street: 'Queen St W' });
    expect(found.find((address) => address.house_number === '100')).toEqual({
      label: '100 Queen St W, Toronto, ON M5H 2N2',
      place_id: 'offline:toronto-city-hall',
      latitude: 43.653482,
      longitude: -79.383935,
      house_number: '100',
      street: 'Queen St W',
      city: 'Toronto',
      province: 'ON',
      postal_code: 'M5H 2N2',
      country: 'CA',
    });
  });

  it('finds a landmark by its name and an address by its postal code', async () => {
    expect((await suggest('CN Tower')).map((a) => a.label)).toEqual([
      '290 Bremner Blvd, Toronto, ON M5V 3L9',
    ]);
    expect((await suggest('m5e 1c3')).map((a) => a.place_id)).toEqual([
      'offline:st-lawrence-market',
    ]);
  });

  it('ignores accents, case and French street words', async () => {
    const sherbrooke = await suggest('rue sherbrooke ouest montreal');
    expect(sherbrooke.map((a) => a.house_number).sort()).toEqual(['1380', '845']);
    expect(await suggest('RUE SHERBROOKE W MONTRÉAL')).toEqual(sherbrooke);
    expect((await suggest('saint-denis')).map((a) => a.place_id)).toEqual([
      'offline:rue-saint-denis',
    ]);
  });

  it('answers at most the limit, nearest to the origin first', async () => {
    const found = await suggest('toronto', { near: cityHall });
    expect(found).toHaveLength(5);
    expect(found[0]!.place_id).toBe('offline:toronto-city-hall');
    const all = await suggest('toronto', { near: cityHall, limit: 50 });
    expect(all.at(-1)!.place_id).toBe('offline:toronto-zoo');
    expect(await suggest('toronto', { limit: 2 })).toHaveLength(2);
  });

  it('keeps to the country asked for and answers nothing for an unknown place', async () => {
    expect(await suggest('toronto', { country: 'US' })).toEqual([]);
    expect((await suggest('vancouver', { country: null })).length).toBeGreaterThan(0);
    expect(await suggest('atlantis boulevard')).toEqual([]);
    expect(await suggest('  ,, ')).toEqual([]);
  });
});
