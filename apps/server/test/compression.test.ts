import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedIn } from './helpers/sign-in.ts';
import { buildTestApp, type TestApp } from './helpers/test-app.ts';

/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

describe('compressed API answers', () => {
  let t: TestApp;
  let manager: SignedIn;
  beforeAll(async () => {
    t = await buildTestApp();
    manager = await signIn(t, 'manager@demo.test');
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      url,
      headers: {
        ...manager.headers(),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends the deep menus (JSON text built by PostgreSQL) in the coding the client accepts', async () => {
    const plain = await get('/api/menus/deep-get-menus');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const menus: unknown = plain.json();
    for (const [accept, coding, decode] of [
      [BROWSER_ENCODINGS, 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/menus/deep-get-menus', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(menus);
    }
  });

  it('sends small answers as they are', async () => {
    const health = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const refused = await t.app.inject({
      url: '/api/menus/deep-get-menus',
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
