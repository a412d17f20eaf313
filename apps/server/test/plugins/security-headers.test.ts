import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const UPGRADE = 'upgrade-insecure-requests';

function policy(res: { headers: Record<string, unknown> }): string {
  return String(res.headers['content-security-policy']);
}

describe('upgrade-insecure-requests follows the protocol the app is served over', () => {
  let direct: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    direct = await buildTestApp();
    proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('is not sent over plain HTTP, so a LAN install loads its scripts', async () => {
    for (const url of ['/login', '/healthz', '/api/docs/json']) {
      const res = await direct.app.inject({ url });
      expect(policy(res)).toContain("script-src 'self'");
      expect(policy(res)).not.toContain(UPGRADE);
    }
  });

  it('is sent behind a trusted HTTPS proxy', async () => {
    const res = await proxied.app.inject({
      url: '/login',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(policy(res)).toContain(UPGRADE);
    expect(policy(res)).toContain("default-src 'self'");
    const http = await proxied.app.inject({
      url: '/login',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(policy(http)).not.toContain(UPGRADE);
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const res = await direct.app.inject({
      url: '/login',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(policy(res)).not.toContain(UPGRADE);
  });
});
