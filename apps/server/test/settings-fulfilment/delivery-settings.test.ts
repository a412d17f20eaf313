import type { DeliverySettings, OrderCosts, OrderingConfig } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changesOf } from '../helpers/catalogue-fixtures.ts';
import { setDeliverySettingsFixture, updateLocationFixture } from '../helpers/order-fixtures.ts';
import { callApi, orderingLocation, takeOutDraft, guestContact } from '../helpers/order-writes.ts';
import type { OrderingLocation } from '../helpers/order-writes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { addressSettings } from './fulfilment-fixtures.ts';

const URL = '/api/settings/delivery';

describe('/api/settings/delivery', () => {
  let t: TestApp;
  let place: OrderingLocation;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await buildTestApp();
    place = await orderingLocation(t, { flags: { delivery: true } });
    manager = await place.headers('manager');
  });
  afterAll(() => t.close());

  const put = (headers: Record<string, string>, body: unknown, locale?: 'fr-CA') =>
    callApi(t, headers, 'PUT', URL, { body, locale });
  const read = async () => (await callApi(t, manager, 'GET', URL)).json<DeliverySettings>();
  const config = async () =>
    (await callApi(t, manager, 'GET', '/api/orders/ordering-config')).json<OrderingConfig>();

  it('answers a location that never saved delivery: off and free', async () => {
    const fresh = await orderingLocation(t, { flags: { delivery: true } });
    const res = await callApi(t, await fresh.headers('manager'), 'GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
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
  });

  it('answers what was stored even where a rule now refuses it', async () => {
    const fresh = await orderingLocation(t, { flags: { delivery: true } });
    await setDeliverySettingsFixture(t, fresh.locationId, {
      radius_km: 0,
      charge_type: 'percentage',
      charge_value: 150,
    });
    const res = await callApi(t, await fresh.headers('manager'), 'GET', URL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ radius_km: 0, charge: '150' });
  });

  it('saves address delivery, records the change and shows it at once to ordering and pricing', async () => {
    const res = await put(manager, addressSettings);
    expect(res.statusCode, res.body).toBe(200);
    // Charges are answered as the ordering config writes them: "5.00$".
    const saved = { ...addressSettings, charge: '5.00$' };
    expect(res.json()).toEqual(saved);
    expect(await read()).toEqual(saved);
    const [entry] = await changesOf(t, place.locationId, 'delivery_settings');
    expect(entry).toMatchObject({ action: 'update', before: { enabled: false } });
    expect(entry!.after).toEqual(saved);

    expect((await config()).delivery).toMatchObject({
      enabled: true,
      type: 'address',
      charge: '5.00$',
      radius_km: 10,
      origin: { latitude: 43.653482, longitude: -79.383935 },
    });
    const draft = takeOutDraft(place.menuId, [{ id: place.burger, menu_id: place.menuId }], {
      type: 'delivery',
      checkout: { contact: guestContact },
    });
    const price = async () =>
      (await callApi(t, manager, 'POST', '/api/orders/recalculate-costs', { body: draft })).json<{
        costs: OrderCosts;
      }>().costs.deliveryCharge;
    expect(await price()).toMatchObject({ value: '5$', amount: 5 });

    expect((await put(manager, { ...addressSettings, charge: '10' })).statusCode).toBe(200);
    expect((await config()).delivery.charge).toBe('10');
    // 10 % of the 12.50 burger.
    expect(await price()).toMatchObject({ value: '10', amount: 1.25 });
  });

  it('keeps the other types’ settings, and custom ranges reach the order screens expanded', async () => {
    const custom: DeliverySettings = {
      ...addressSettings,
      type: 'custom',
      charge: null,
      custom: [
        {
          location: 'Stands',
          localization: { fr: { location: 'Gradins' } },
          areas: [
            { name: 'Lobby', localization: {}, range: null },
            { name: 'Section', localization: {}, range: { first: 101, last: 103 } },
          ],
        },
      ],
    };
    const res = await put(manager, custom);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(custom);
    expect((await config()).delivery).toMatchObject({
      enabled: true,
      type: 'custom',
      charge: null,
      custom: [
        {
          location: 'Stands',
          areas: ['Lobby', 'Section 101', 'Section 102', 'Section 103'],
          localization: { fr: { location: 'Gradins' } },
        },
      ],
    });
  });

  it('refuses bad input with localised messages and changes nothing', async () => {
    const before = await read();
    const history = (await changesOf(t, place.locationId, 'delivery_settings')).length;
    const res = await put(
      manager,
      {
        ...addressSettings,
        charge: 'abc',
        radius_km: 0,
        latitude: null,
        type: 'custom',
        custom: [
          {
            location: 'Stands',
            areas: [{ name: 'Section', range: { first: 140, last: 101 } }],
          },
        ],
      },
      'fr-CA',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        charge: 'Cette valeur n’est pas valide.',
        radius_km: 'Doit être supérieur à zéro.',
        'custom.0.areas.0.range.last': 'Doit être supérieur à 140.',
      },
    });
    const missing = await put(manager, { ...addressSettings, latitude: null, radius_km: null });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fields: object }>().fields).sort()).toEqual([
      'address',
      'radius_km',
    ]);
    expect(await read()).toEqual(before);
    expect((await changesOf(t, place.locationId, 'delivery_settings')).length).toBe(history);
  });

  it('is for managers and above', async () => {
    for (const role of ['member', 'lead']) {
      const headers = await place.headers(role);
      expect((await callApi(t, headers, 'GET', URL)).statusCode, role).toBe(403);
      const res = await put(headers, { ...addressSettings, radius_km: 1 });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    }
    expect((await read()).radius_km).not.toBe(1);
    const admin = await place.headers('admin');
    expect((await callApi(t, admin, 'GET', URL)).statusCode).toBe(200);
  });

  it('needs the delivery flag', async () => {
    const other = await orderingLocation(t);
    const headers = await other.headers('manager');
    const res = await put(headers, addressSettings);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_disabled' });
    expect((await callApi(t, headers, 'GET', URL)).statusCode).toBe(403);
  });

  it('changes only the active location', async () => {
    await updateLocationFixture(t, place.otherLocationId, { delivery: true });
    await setDeliverySettingsFixture(t, place.otherLocationId, { enabled: false, radius_km: 3 });
    const otherHeaders = await place.headers('manager', place.otherLocationId);
    expect((await put(manager, { ...addressSettings, radius_km: 7 })).statusCode).toBe(200);
    const other = (await callApi(t, otherHeaders, 'GET', URL)).json<DeliverySettings>();
    expect(other).toMatchObject({ enabled: false, radius_km: 3 });
  });
});
