import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserFixture } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { post, signInOk } from './auth-requests.ts';

describe('POST /api/auth/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('ends the session server-side: the same access token is refused afterwards', async () => {
    const user = await createUserFixture(t.database.db);
    const { access_token: token } = await signInOk(t, user.email, user.password);
    const other = await signInOk(t, user.email, user.password);

    const res = await post(t, '/api/auth/logout', undefined, { token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const again = await post(t, '/api/auth/logout', undefined, { token, locale: 'fr-CA' });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({
      code: 'session_timed_out',
      message: 'La session a expiré.',
    });

    // Only that session ends: the user's other sign-in goes on.
    expect(
      (await post(t, '/api/auth/pin', { pin: '0000' }, { token: other.access_token })).statusCode,
    ).toBe(200);
  });

  it('needs a valid token', async () => {
    const res = await post(t, '/api/auth/logout', undefined, { token: 'not-a-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_timed_out' });
  });
});
