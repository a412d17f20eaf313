import type { DeliveryTestResult } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApi,
  guestContact,
  orderCount,
  orderingLocation,
  takeOutDraft,
  type OrderingLocation,
} from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { addressSettings } from './fulfilment-fixtures.ts';

const YONGE = '1 Yonge Street, Toronto, ON M5E 1W7';

describe('POST /api/settings/delivery/test', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, { flags: { delivery: true } });
    manager = await place.headers('manager');
  });
  afterAll(() => t.close());

  const save = async (settings: object) => {
    const res = await callApi(t, manager, 'PUT', '/api/settings/delivery', {
      body: { ...addressSettings, ...settings },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const test = async (address: string) => {
    const res = await callApi(t, manager, 'POST', '/api/settings/delivery/test', {
      body: { address },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DeliveryTestResult>();
  };
  /** Submits a delivery order to the address the tester resolved. */
  const submit = (address: unknown) =>
    callApi(t, manager, 'POST', '/api/orders', {
      body: takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
        type: 'delivery',
        checkout: { contact: guestContact, delivery: { type: 'address', address } as never },
      }),
    });

  it('delivers to any Canadian address by its postal code, saying how precise that is', async () => {
    await save({ radius_km: 10 });
    const result = await test(YONGE);
    expect(result).toMatchObject({
      deliverable: true,
      reason: null,
      precision: 'postal_area',
      resolved: { label: YONGE, house_number: '1', postal_code: 'M5E 1W7' },
    });
    expect(result.distance_km).toBeGreaterThan(5);
    expect(result.distance_km).toBeLessThan(6);
    // The submit agrees: the same address is taken.
    const order = await submit(result.resolved);
    expect(order.statusCode, order.body).toBe(201);
  });

  it('says too far when the radius is shorter, as the submit refuses it', async () => {
    await save({ radius_km: 5 });
    const result = await test(YONGE);
    expect(result).toMatchObject({ deliverable: false, reason: 'delivery_address_too_far' });
    const before = await orderCount(t, place.locationId);
    const refused = await submit(result.resolved);
    expect(refused.json()).toMatchObject({ code: 'delivery_address_too_far' });
    expect(await orderCount(t, place.locationId)).toBe(before);
  });

  it('says not precise for a street without number or a rural postal area', async () => {
    await save({ radius_km: 1000 });
    const street = await test('Kensington Ave');
    expect(street).toMatchObject({
      deliverable: false,
      reason: 'delivery_address_not_precise',
      precision: 'address',
    });
    const rural = await test('12 Main St, Carp, ON K0A 1L0');
    expect(rural).toMatchObject({
      deliverable: false,
      reason: 'delivery_address_not_precise',
      precision: 'rural_postal_area',
    });
    expect((await submit(rural.resolved)).json()).toMatchObject({
      code: 'delivery_address_not_precise',
    });
  });

  it('says not found when nothing matches, and off when delivery is not to addresses', async () => {
    expect(await test('Nowhere Lane')).toEqual({
      deliverable: false,
      distance_km: null,
      reason: 'delivery_address_not_found',
      precision: null,
      resolved: null,
    });
    await save({ enabled: false });
    expect(await test(YONGE)).toMatchObject({
      deliverable: false,
      reason: 'delivery_config_invalid',
      precision: 'postal_area',
    });
  });

  it('is for managers with the delivery flag, and checks its input', async () => {
    const lead = await place.headers('lead');
    const refused = await callApi(t, lead, 'POST', '/api/settings/delivery/test', {
      body: { address: YONGE },
    });
    expect(refused.statusCode).toBe(403);
    const empty = await callApi(t, manager, 'POST', '/api/settings/delivery/test', {
      body: { address: ' ' },
      locale: 'fr-CA',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { address: 'Ce champ est requis.' } });
  });
});
