import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayCardTokens } from '../../src/db/schema/index.ts';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { createOrderingTestbed, type OrderingTestbed } from '../helpers/order-fixtures.ts';
import { signIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const url = '/api/payments/card-tokens';
const nextYear = new Date().getUTCFullYear() + 1;
const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: nextYear, cvc: '123' };

describe('POST /api/payments/card-tokens', () => {
  let t: TestApp;
  let bed: OrderingTestbed;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createOrderingTestbed(t);
  });
  afterAll(() => t.close());

  async function post(role: string, body: unknown, locale = 'en-CA', tenant?: number) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await bed.headers(role, tenant)), 'accept-language': locale },
      payload: body as Record<string, unknown>,
    });
  }

  it('answers a token, the brand and the last four digits, for every role', async () => {
    for (const role of ['admin', 'manager', 'lead', 'member', 'staff', 'kiosk']) {
      const res = await post(role, card);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(201);
      const answer = res.json<{ token: string; brand: string; last4: string }>();
      expect(answer.token).toMatch(/^tok_/);
      expect(answer).toEqual({ token: answer.token, brand: 'visa', last4: '4242' });
      expect(res.body).not.toContain('42424242');
    }
  });

  it('stores the token for the active location only, without the number', async () => {
    const res = await post(
      'manager',
      { ...card, number: '5555555555554444' },
      'en-CA',
      bed.otherLocationId,
    );
    const { token } = res.json<{ token: string }>();
    const [row] = await t.database.db
      .select()
      .from(gatewayCardTokens)
      .where(eq(gatewayCardTokens.token, token));
    expect(row).toMatchObject({
      restaurant_id: bed.otherLocationId,
      brand: 'mastercard',
      last4: '4444',
      behaviour: 'approve',
    });
    expect(JSON.stringify(row)).not.toContain('555555555555');
  });

  it('reads the test cards: decline and pre-authorisation failure tokenise, as processors do', async () => {
    for (const [number, behaviour] of [
      ['4000000000000002', 'decline'],
      ['4000000000000341', 'preauth_fail'],
    ] as const) {
      const res = await post('staff', { ...card, number });
      expect(res.statusCode).toBe(201);
      const [row] = await t.database.db
        .select()
        .from(gatewayCardTokens)
        .where(eq(gatewayCardTokens.token, res.json<{ token: string }>().token));
      expect(row?.behaviour).toBe(behaviour);
    }
  });

  it('refuses a wrong number, an expired card and a short CVC with one message per field', async () => {
    const res = await post('staff', {
      number: '4242424242424241',
      exp_month: 13,
      exp_year: nextYear,
      cvc: '1',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual({
      number: "This card number isn't valid.",
      exp_month: 'must be 12 or lower',
      cvc: 'Enter the 3 or 4 digit security code.',
    });
    expect(res.body).not.toContain('4242424242424241');

    const expired = await post('staff', { ...card, exp_month: 1, exp_year: 2021 }, 'fr-CA');
    expect(expired.statusCode).toBe(400);
    expect(expired.json<{ fields: Record<string, string> }>().fields).toEqual({
      exp_year: 'Cette carte est expirée.',
    });
    const rows = await t.database.db
      .select()
      .from(gatewayCardTokens)
      .where(eq(gatewayCardTokens.restaurant_id, bed.locationId));
    expect(rows.every((row) => row.last4 !== '4241')).toBe(true);
  });

  it('refuses a location that does not take orders, and callers without a session', async () => {
    const location = await createLocationFixture(t.database.db);
    const fixture = await createUserFixture(t.database.db, {
      role: 'manager',
      locations: [location.id],
    });
    const user = await signIn(t, fixture.email, fixture.password);
    const res = await t.app.inject({ method: 'POST', url, headers: user.headers(), payload: card });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ code: string }>().code).toBe('feature_disabled');
    const anonymous = await t.app.inject({ method: 'POST', url, payload: card });
    expect(anonymous.statusCode).toBe(401);
  });
});
