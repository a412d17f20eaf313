import { ZAddressSuggestions } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import {
  createOrderingTestbed,
  setDeliverySettingsFixture,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const cityHall = { latitude: 43.653482, longitude: -79.383935 };

/** `GET /api/orders/address-suggestions` with the default (offline) geocoder. */
describe('address suggestions (offline geocoder)', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
    await setDeliverySettingsFixture(t, bed.locationId, {
      enabled: true,
      type: 'address',
      country: 'CA',
      ...cityHall,
      radius_km: 5,
    });
  });
  afterAll(() => t.close());

  const suggest = async (q: string, role = 'member', tenant?: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/address-suggestions?q=${encodeURIComponent(q)}`,
      headers: await bed.headers(role, tenant),
    });

  it('answers at most five addresses, nearest to the delivery origin first', async () => {
    const res = await suggest('toronto');
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = ZAddressSuggestions.parse(res.json());
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]).toMatchObject({
      place_id: 'offline:toronto-city-hall',
      house_number: '100',
      country: 'CA',
    });
  });

  it('is open to every order-taking role, staff and kiosk included', async () => {
    for (const role of ['manager', 'lead', 'member', 'staff', 'kiosk']) {
      const res = await suggest('cn tower', role);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
      expect(res.json<{ place_id: string }[]>().map((a) => a.place_id)).toEqual([
        'offline:cn-tower',
      ]);
    }
  });

  it('keeps to the country of the delivery settings', async () => {
    await setDeliverySettingsFixture(t, bed.otherLocationId, { country: 'US' });
    const res = await suggest('toronto', 'member', bed.otherLocationId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a query shorter than three characters, in the caller language', async () => {
    for (const q of ['', 'ab', '  ab  ']) {
      const res = await suggest(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/orders/address-suggestions',
      headers: { ...(await bed.headers('member')), 'accept-language': 'fr-CA' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Certains champs ne sont pas valides.',
    });
  });

  it('refuses a location that does not take orders, and a caller without a session', async () => {
    const closed = await createLocationFixture(t.database.db);
    const user = await createUserFixture(t.database.db, { role: 'admin', locations: [closed.id] });
    const admin = await signIn(t, user.email, user.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/address-suggestions?q=toronto',
      headers: admin.headers(closed.id),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'feature_disabled' });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/orders/address-suggestions?q=toronto',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
