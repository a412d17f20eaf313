import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

describe('health and platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('publishes the token keys', async () => {
    const res = await t.app.inject({ url: '/.well-known/jwks.json' });
    expect(res.statusCode).toBe(200);
    const { keys } = res.json<{ keys: { kid: string; kty: string; d?: string }[] }>();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys[0]?.kty).toBe('EC');
    expect(keys[0]?.d).toBeUndefined();
  });

  it('answers an unknown API path with a localised 404', async () => {
    const en = await t.app.inject({ url: '/api/nothing-here' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ code: 'not_found', message: 'Not found.' });
    const fr = await t.app.inject({
      url: '/api/nothing-here',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(fr.json()).toMatchObject({ code: 'not_found', message: 'Introuvable.' });
  });

  it('refuses a protected call without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/restaurants/list', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_timed_out', message: 'Session timed out.' });
  });

  it('sends security headers and serves the API docs', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const docs = await t.app.inject({ url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(docs.json()).toHaveProperty('openapi');
  });
});
