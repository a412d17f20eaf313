import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createLocationFixture, createUserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { clientAddress, post, signInOk, verifyWithPublishedKeys } from './auth-requests.ts';

describe('POST /api/auth/sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers tokens whose claims describe the user, verifiable with the published keys', async () => {
    const first = await createLocationFixture(t.database.db);
    const second = await createLocationFixture(t.database.db);
    const user = await createUserFixture(t.database.db, {
      name: 'Noor Lead',
      role: 'lead',
      eventAccess: 'events',
      groups: ['north'],
      locale: 'fr-CA',
      locations: [second.id, first.id],
    });

    const before = Date.now();
    const tokens = await signInOk(t, `  ${user.email.toUpperCase()} `, user.password);
    const access = await verifyWithPublishedKeys(t, tokens.access_token, 'api');
    expect(access).toMatchObject({
      sub: String(user.id),
      role: 'lead',
      restaurants: [second.id, first.id],
    });
    expect(typeof access.sid).toBe('string');

    const id = await verifyWithPublishedKeys(t, tokens.id_token, 'web');
    expect(id).toMatchObject({
      sub: String(user.id),
      email: user.email,
      name: 'Noor Lead',
      role: 'lead',
      event_access: 'events',
      restaurants: [second.id, first.id],
      groups: ['north'],
      has_pins: false,
      locale: 'fr-CA',
    });
    const expiresAt = Date.parse(tokens.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + t.config.accessTokenTtlSeconds * 1000 - 1000);
    expect(access.exp).toBe(Math.floor(expiresAt / 1000));
  });

  it('refuses a wrong password, an unknown email and a disabled account alike, in the caller’s language', async () => {
    const user = await createUserFixture(t.database.db);
    const disabled = await createUserFixture(t.database.db, { disabled: true });
    for (const [email, password] of [
      [user.email, 'not-the-password'],
      ['nobody@fixture.test', user.password],
      [disabled.email, disabled.password],
    ] as const) {
      const en = await post(t, '/api/auth/sign-in', { email, password });
      expect(en.statusCode).toBe(401);
      expect(en.json()).toEqual({
        code: 'invalid_credentials',
        message: 'Incorrect email or password.',
        messages: ['Incorrect email or password.'],
      });
    }
    const fr = await post(
      t,
      '/api/auth/sign-in',
      { email: user.email, password: 'nope' },
      { locale: 'fr-CA' },
    );
    expect(fr.statusCode).toBe(401);
    expect(fr.json()).toMatchObject({
      code: 'invalid_credentials',
      message: 'Courriel ou mot de passe incorrect.',
    });
  });

  it('locks the account for 15 minutes after 5 consecutive failures, even for the right password', async () => {
    const user = await createUserFixture(t.database.db);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(
        (await post(t, '/api/auth/sign-in', { email: user.email, password: 'wrong-password' }))
          .statusCode,
      ).toBe(401);
    }
    const fifth = await post(t, '/api/auth/sign-in', {
      email: user.email,
      password: 'wrong-password',
    });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      code: 'account_locked',
      message: 'Too many failed attempts. Try again in 15 minutes.',
    });

    const right = await post(
      t,
      '/api/auth/sign-in',
      { email: user.email, password: user.password },
      { locale: 'fr-CA' },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({
      code: 'account_locked',
      message: 'Trop de tentatives échouées. Réessayez dans 15 minutes.',
    });

    // Once the lock has run out the right password works and the count starts again.
    await t.database.db
      .update(users)
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    await signInOk(t, user.email, user.password);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ failed_sign_ins: 0, locked_until: null });
  });

  it('resets the failure count on success, so failures must be consecutive', async () => {
    const user = await createUserFixture(t.database.db);
    const fail = () =>
      post(t, '/api/auth/sign-in', { email: user.email, password: 'wrong-password' });
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await fail()).statusCode).toBe(401);
    await signInOk(t, user.email, user.password);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await fail()).statusCode).toBe(401);
    await signInOk(t, user.email, user.password);
  });

  it('refuses a user without locations with the spec message', async () => {
    const user = await createUserFixture(t.database.db, { locations: [] });
    const res = await post(t, '/api/auth/sign-in', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'no_locations',
      message: 'We are sorry, no locations are assigned to your account.',
    });
  });

  it('reads an empty role as manager and an unknown one as member', async () => {
    const empty = await createUserFixture(t.database.db, { role: '' });
    const unknown = await createUserFixture(t.database.db, { role: 'chef' });
    const emptyTokens = await signInOk(t, empty.email, empty.password);
    const unknownTokens = await signInOk(t, unknown.email, unknown.password);
    expect(await verifyWithPublishedKeys(t, emptyTokens.id_token, 'web')).toMatchObject({
      role: 'manager',
    });
    expect(await verifyWithPublishedKeys(t, emptyTokens.access_token, 'api')).toMatchObject({
      role: 'manager',
    });
    expect(await verifyWithPublishedKeys(t, unknownTokens.id_token, 'web')).toMatchObject({
      role: 'member',
      event_access: null,
    });
  });

  it('says has_pins for staff with a PIN, without shipping the PIN', async () => {
    const staff = await createUserFixture(t.database.db, { role: 'staff', pin: '4321' });
    const tokens = await signInOk(t, staff.email, staff.password);
    const id = await verifyWithPublishedKeys(t, tokens.id_token, 'web');
    expect(id.has_pins).toBe(true);
    expect(JSON.stringify(id)).not.toContain('4321');
  });

  it('rejects malformed requests with field messages', async () => {
    const res = await post(t, '/api/auth/sign-in', { email: 'not-an-email', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('limits sign-in attempts per client address', async () => {
    const remoteAddress = clientAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const res = await post(
        t,
        '/api/auth/sign-in',
        { email: 'nobody@fixture.test', password: 'x' },
        { remoteAddress },
      );
      answers.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({
          code: 'rate_limited',
          message: 'Too many requests. Try again in a moment.',
        });
      }
    }
    expect(answers.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('offers no single sign-on when no provider is configured', async () => {
    expect((await t.app.inject({ url: '/api/auth/sso' })).json()).toEqual({ enabled: false });
    const res = await post(t, '/api/auth/sso/callback', {
      code: 'abc',
      code_verifier: 'v'.repeat(43),
      redirect_uri: 'http://localhost:5173/login/callback',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'sso_not_configured',
      message: 'No authentication found, try again later.',
    });
  });
});
