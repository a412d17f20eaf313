import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { post, signInOk } from './auth-requests.ts';

describe('POST /api/auth/pin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const staffSignIn = async () => {
    const staff = await createUserFixture(t.database.db, { role: 'staff', pin: '1234' });
    const tokens = await signInOk(t, staff.email, staff.password);
    return { staff, token: tokens.access_token };
  };
  const tenantCall = (token: string, tenant: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/restaurants/list',
      payload: {},
      headers: { authorization: `Bearer ${token}`, 'x-restaurant-id': String(tenant) },
    });

  it('requires the PIN before any tenant route, then lets the user in', async () => {
    const { staff, token } = await staffSignIn();
    const blocked = await tenantCall(token, staff.locations[0]!);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'pin_required' });

    const res = await post(t, '/api/auth/pin', { pin: '1234' }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pin_entered: true });
    expect((await tenantCall(token, staff.locations[0]!)).json()).not.toMatchObject({
      code: 'pin_required',
    });
  });

  it('never checks more PINs than allowed, even when guesses arrive together', async () => {
    const { token } = await staffSignIn();
    const guesses = ['0000', '1111', '2222', '3333', '4444', '5555', '1234', '6666'];
    const answers = await Promise.all(
      guesses.map((pin) => post(t, '/api/auth/pin', { pin }, { token })),
    );
    const codes = answers.map((res) => res.json<{ code?: string }>().code ?? 'entered');
    // At most PIN_MAX_ATTEMPTS (3) PINs are verified; every other guess is refused unchecked.
    const checked = codes.filter((code) => code === 'pin_invalid' || code === 'entered');
    expect(checked.length).toBeLessThanOrEqual(3);
    const refused = codes.filter((c) => c === 'pin_max_attempts' || c === 'session_timed_out');
    expect(refused.length).toBe(guesses.length - checked.length);
    // Whatever the order, the session ends up revoked: the right PIN afterwards does not help.
    const after = await post(t, '/api/auth/pin', { pin: '1234' }, { token });
    expect(after.statusCode).toBe(401);
  });

  it('says when no PIN was given', async () => {
    const { token } = await staffSignIn();
    for (const payload of [{}, { pin: '' }]) {
      const res = await post(t, '/api/auth/pin', payload, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'pin_missing', message: 'No PIN provided.' });
    }
    const fr = await post(t, '/api/auth/pin', {}, { token, locale: 'fr-CA' });
    expect(fr.json()).toMatchObject({ code: 'pin_missing', message: 'Aucun NIP fourni.' });
  });

  it('counts wrong PINs, shows the attempts remaining, and logs out at the maximum', async () => {
    const { token } = await staffSignIn();
    const first = await post(t, '/api/auth/pin', { pin: '0000' }, { token });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({
      code: 'pin_invalid',
      message: 'Invalid PIN. Attempts remaining: 2',
      attempts_remaining: 2,
    });
    const second = await post(t, '/api/auth/pin', { pin: '9999' }, { token, locale: 'fr-CA' });
    expect(second.json()).toMatchObject({
      code: 'pin_invalid',
      message: 'NIP invalide. Tentatives restantes : 1',
      attempts_remaining: 1,
    });

    const last = await post(t, '/api/auth/pin', { pin: '1111' }, { token });
    expect(last.statusCode).toBe(401);
    expect(last.json()).toMatchObject({
      code: 'pin_max_attempts',
      message: 'Max attempts reached. Logging out user',
    });

    // The session is over: even the right PIN is refused now.
    const after = await post(t, '/api/auth/pin', { pin: '1234' }, { token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'session_timed_out' });
  });

  it('starts the count again after the right PIN', async () => {
    const { token } = await staffSignIn();
    expect((await post(t, '/api/auth/pin', { pin: '0000' }, { token })).json()).toMatchObject({
      attempts_remaining: 2,
    });
    expect((await post(t, '/api/auth/pin', { pin: '1234' }, { token })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/pin', { pin: '0000' }, { token })).json()).toMatchObject({
      attempts_remaining: 2,
    });
  });

  it('counts PIN attempts per session: a new sign-in starts afresh', async () => {
    const { staff, token } = await staffSignIn();
    await post(t, '/api/auth/pin', { pin: '0000' }, { token });
    await post(t, '/api/auth/pin', { pin: '0000' }, { token });
    const fresh = await signInOk(t, staff.email, staff.password);
    const res = await post(t, '/api/auth/pin', { pin: '0000' }, { token: fresh.access_token });
    expect(res.json()).toMatchObject({ code: 'pin_invalid', attempts_remaining: 2 });
  });
});
