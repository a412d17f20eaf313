import { describe, expect, it } from 'vitest';
import { addressDeliveryRefusal, type DeliveryOfferSettings } from '../orders/order-type-rules.ts';
import { ZDeliveryAddress } from '../orders/order-schemas.ts';
import { zodIssueMessage } from '../validation/zod-issues.ts';
import {
  CUSTOM_DELIVERY_RANGE_MAX_SIZE,
  ZCustomDeliveryPlace,
  ZDeliverySchools,
  ZDeliverySettings,
  ZDeliverySettingsRequest,
  ZOnsiteLocations,
  checkDeliveryCharge,
  customDeliveryConfigOf,
  customDeliveryRangeProblem,
  deliverySettingsProblems,
  storedCustomDeliveryPlaces,
} from './fulfilment.ts';

/** `{ path: message }` of a failed parse, in English. */
function issuesOf(result: { success: boolean; error?: { issues: unknown[] } }) {
  const issues = (result.error?.issues ?? []) as { path: PropertyKey[] }[];
  return Object.fromEntries(
    issues.map((issue) => [issue.path.join('.'), zodIssueMessage(issue as never, 'en-CA')]),
  );
}

const off = ZDeliverySettings.parse({
  enabled: false,
  charge: null,
  type: null,
  country: null,
  address: null,
  latitude: null,
  longitude: null,
  radius_km: null,
  stadium: null,
  custom: [],
});
const addressDelivery = {
  ...off,
  enabled: true,
  type: 'address' as const,
  country: 'CA' as const,
  address: '100 Queen St W, Toronto, ON M5H 2N2',
  latitude: 43.653482,
  longitude: -79.383935,
  radius_km: 5,
};

describe('delivery charge', () => {
  it('reads the spec’s charges: "5$" fixed, "10" percent, empty free', () => {
    for (const charge of ['5$', '4.99$', '10', '7.5', '', null]) {
      expect(checkDeliveryCharge(charge), String(charge)).toBeNull();
    }
  });
  it('refuses unreadable, negative, above 100 % and three-decimal percentages', () => {
    expect(checkDeliveryCharge('abc')).toEqual({ rule: 'invalid', params: {} });
    expect(checkDeliveryCharge('-5$')).toEqual({ rule: 'invalid', params: {} });
    expect(checkDeliveryCharge('101')).toEqual({ rule: 'invalid', params: {} });
    expect(checkDeliveryCharge('9.975')).toEqual({ rule: 'maxDecimals', params: { decimals: 2 } });
    expect(issuesOf(ZDeliverySettingsRequest.safeParse({ ...off, charge: 'abc' }))).toHaveProperty(
      'charge',
    );
  });
});

describe('delivery settings of the chosen type', () => {
  it('needs nothing while delivery is off and no type is chosen', () => {
    expect(deliverySettingsProblems(off)).toEqual({});
  });
  it('needs a type once delivery is on', () => {
    expect(deliverySettingsProblems({ ...off, enabled: true })).toEqual({
      type: { rule: 'required', params: {} },
    });
  });
  it('needs a country, an origin picked with its point and a radius for address delivery', () => {
    expect(deliverySettingsProblems(addressDelivery)).toEqual({});
    const typedOnly = { ...addressDelivery, country: null, latitude: null, radius_km: null };
    expect(Object.keys(deliverySettingsProblems(typedOnly)).sort()).toEqual([
      'address',
      'country',
      'radius_km',
    ]);
  });
  it('wants a radius above 0 and at most 1000 km', () => {
    const parse = (radius_km: number) =>
      issuesOf(ZDeliverySettingsRequest.safeParse({ ...addressDelivery, radius_km }));
    expect(parse(0)).toEqual({ radius_km: 'Must be higher than zero.' });
    expect(parse(1001)).toEqual({ radius_km: 'must be 1000 or lower' });
    expect(parse(12.5)).toEqual({});
  });
  it('needs sections, rows and seats for stadium delivery', () => {
    const stadium = { ...off, enabled: true, type: 'stadium' as const };
    expect(Object.keys(deliverySettingsProblems(stadium)).sort()).toEqual([
      'stadium.rows',
      'stadium.seats',
      'stadium.sections',
    ]);
    const complete = { ...stadium, stadium: { sections: ['101'], rows: ['A'], seats: ['1'] } };
    expect(deliverySettingsProblems(complete)).toEqual({});
  });
  it('needs a place with an area for custom delivery, reported at the request’s paths', () => {
    const custom = { ...off, enabled: true, type: 'custom' as const };
    expect(issuesOf(ZDeliverySettingsRequest.safeParse(custom))).toEqual({
      custom: 'This field is required.',
    });
    const empty = { ...custom, custom: [{ location: 'Tower A', localization: {}, areas: [] }] };
    expect(issuesOf(ZDeliverySettingsRequest.safeParse(empty))).toEqual({
      'custom.0.areas': 'This field is required.',
    });
  });
});

describe('custom delivery range', () => {
  it('wants the first boundary lower than the last', () => {
    expect(customDeliveryRangeProblem({ first: 101, last: 140 })).toBeNull();
    expect(customDeliveryRangeProblem({ first: 140, last: 101 })).toEqual({
      rule: 'greaterThan',
      params: { other: '140' },
    });
    expect(customDeliveryRangeProblem({ first: 5, last: 5 })).toEqual({
      rule: 'greaterThan',
      params: { other: '5' },
    });
  });
  it('holds at most 500 numbers', () => {
    const max = CUSTOM_DELIVERY_RANGE_MAX_SIZE;
    expect(customDeliveryRangeProblem({ first: 1, last: max })).toBeNull();
    expect(customDeliveryRangeProblem({ first: 1, last: max + 1 })).toEqual({
      rule: 'maxValue',
      params: { max },
    });
  });
  it('reports the order on the range’s last boundary of the place’s area', () => {
    const place = {
      location: 'Stands',
      areas: [{ name: 'Section', range: { first: 140, last: 101 } }],
    };
    expect(issuesOf(ZCustomDeliveryPlace.safeParse(place))).toEqual({
      'areas.0.range.last': 'Must be greater than 140.',
    });
  });
  it('expands ranges into the labels the order screens offer, in every language', () => {
    const place = ZCustomDeliveryPlace.parse({
      location: 'Stands',
      localization: { fr: { location: 'Gradins' } },
      areas: [
        { name: 'Lobby', localization: { fr: { name: 'Hall' } } },
        { name: 'Section', range: { first: 101, last: 103 } },
      ],
    });
    expect(customDeliveryConfigOf([place])).toEqual([
      {
        location: 'Stands',
        areas: ['Lobby', 'Section 101', 'Section 102', 'Section 103'],
        localization: {
          fr: {
            location: 'Gradins',
            areas: ['Hall', 'Section 101', 'Section 102', 'Section 103'],
          },
        },
      },
    ]);
  });
  it('reads the earlier stored shape (labels) and drops what it cannot read', () => {
    const stored = [
      {
        location: 'Tower A',
        areas: ['Floor 1'],
        localization: { fr: { location: 'Tour A', areas: ['Étage 1'] } },
      },
      { areas: ['no location'] },
    ];
    const places = storedCustomDeliveryPlaces(stored);
    expect(customDeliveryConfigOf(places)).toEqual([
      {
        location: 'Tower A',
        areas: ['Floor 1'],
        localization: { fr: { location: 'Tour A', areas: ['Étage 1'] } },
      },
    ]);
  });
});

describe('schools', () => {
  const school = (name: string) => ({
    name,
    grades: ['1'],
    classrooms: [],
    teachers: [],
    ask_grades: true,
    ask_classrooms: false,
    ask_teachers: false,
    open_ended_teachers: false,
  });
  it('wants names unique whatever the letter case, on the later school', () => {
    const result = ZDeliverySchools.safeParse([school('Riverside'), school(' riverSIDE ')]);
    expect(issuesOf(result)).toEqual({ '1.name': 'This name is already in use.' });
  });
  it('lets accents tell names apart, as the database index does', () => {
    expect(ZDeliverySchools.safeParse([school('École Côte'), school('Ecole Cote')]).success).toBe(
      true,
    );
  });
  it('requires a name', () => {
    expect(issuesOf(ZDeliverySchools.safeParse([school('  ')]))).toEqual({
      '0.name': 'This field is required.',
    });
  });
});

describe('on-site locations', () => {
  it('want location names unique, and area names unique within a location', () => {
    const result = ZOnsiteLocations.safeParse([
      {
        name: 'Main floor',
        areas: [
          { name: 'Patio', tables: ['1'] },
          { name: 'patio', tables: [] },
        ],
      },
      { name: 'MAIN FLOOR', areas: [] },
    ]);
    expect(issuesOf(result)).toEqual({
      '0.areas.1.name': 'This name is already in use.',
      '1.name': 'This name is already in use.',
    });
  });
  it('refuses empty table labels', () => {
    const result = ZOnsiteLocations.safeParse([
      { name: 'Main floor', areas: [{ name: 'Patio', tables: ['1', ' '] }] },
    ]);
    expect(Object.keys(issuesOf(result))).toEqual(['0.areas.0.tables.1']);
  });
});

describe('addressDeliveryRefusal (what submit and the tester ask)', () => {
  const offer: DeliveryOfferSettings = {
    enabled: true,
    type: 'address',
    origin: { latitude: 43.653482, longitude: -79.383935 },
    radius_km: 10,
  };
  const address = (fields: object = {}) =>
    ZDeliveryAddress.parse({
      label: '1 Yonge Street, Toronto, ON M5E 1W7',
      place_id: 'offline:postal:M5E1W7:1-yonge-street',
      latitude: 43.639,
      longitude: -79.4499,
      house_number: '1',
      street: 'Yonge Street',
      postal_code: 'M5E 1W7',
      country: 'CA',
      precision: 'postal_area',
      ...fields,
    });

  it('refuses when the location does not deliver to addresses', () => {
    expect(addressDeliveryRefusal({ ...offer, enabled: false }, address())).toBe(
      'delivery_config_invalid',
    );
    expect(addressDeliveryRefusal({ ...offer, type: 'custom' }, address())).toBe(
      'delivery_config_invalid',
    );
  });
  it('delivers to an urban postal area’s centroid within the radius, measured as it is', () => {
    expect(addressDeliveryRefusal(offer, address())).toBeNull();
    expect(addressDeliveryRefusal({ ...offer, radius_km: 5 }, address())).toBe(
      'delivery_address_too_far',
    );
  });
  it('finds a rural postal area’s centroid not precise enough, however near', () => {
    expect(addressDeliveryRefusal(offer, address({ precision: 'rural_postal_area' }))).toBe(
      'delivery_address_not_precise',
    );
  });
  it('keeps the submit’s order: not selected, invalid, not precise, too far', () => {
    expect(addressDeliveryRefusal(offer, null)).toBe('delivery_address_not_selected');
    expect(addressDeliveryRefusal(offer, address({ street: null, house_number: null }))).toBe(
      'delivery_address_invalid',
    );
    expect(addressDeliveryRefusal(offer, address({ house_number: null }))).toBe(
      'delivery_address_not_precise',
    );
  });
});
