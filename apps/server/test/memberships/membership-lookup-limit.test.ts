import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMembershipFixture,
  createOrderingTestbed,
  postJson,
  type OrderingTestbed,
} from '../helpers/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const URL = '/api/auth/get-user-membership-promo';

/** Membership identifiers are guessable: each signed-in user may look up only so many a minute. */
describe('POST /api/auth/get-user-membership-promo rate limit', () => {
  let t: TestApp;
  let bed: OrderingTestbed;

  beforeAll(async () => {
    t = await buildTestApp({ env: { MEMBERSHIP_LOOKUPS_PER_MINUTE: '3' } });
    bed = await createOrderingTestbed(t, { membership_program: true });
    await createMembershipFixture(t, bed.locationId, { identifier: 'GOLD-1' });
  });
  afterAll(() => t.close());

  it('answers 429 in the caller’s language past the limit, per user', async () => {
    const staff = await bed.headers('staff');
    const guesses = [];
    for (const identifier of ['AAA-1', 'AAA-2', 'GOLD-1']) {
      guesses.push((await postJson(t, staff, URL, { identifier })).statusCode);
    }
    expect(guesses).toEqual([404, 404, 200]);

    const limited = await postJson(t, staff, URL, { identifier: 'GOLD-1' }, 'fr-CA');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'membership_lookup_limited',
      message: 'Trop de recherches d’adhésion. Attendez une minute, puis réessayez.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const english = await postJson(t, staff, URL, { identifier: 'AAA-3' });
    expect(english.json()).toMatchObject({
      message: 'Too many membership look-ups. Wait a minute, then try again.',
    });

    // Another user at the same address still looks up.
    const manager = await bed.headers('manager');
    expect((await postJson(t, manager, URL, { identifier: 'GOLD-1' })).statusCode).toBe(200);
  });

  it('counts nothing for a caller the guard refuses', async () => {
    const lead = await bed.headers('lead');
    const foreign = { ...lead, 'x-restaurant-id': '999999' };
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await postJson(t, foreign, URL, { identifier: 'GOLD-1' })).statusCode).toBe(403);
    }
    expect((await postJson(t, lead, URL, { identifier: 'GOLD-1' })).statusCode).toBe(200);
  });
});
