import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';

describe('GET /api/restaurants/:id', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
  });
  afterAll(() => t.close());

  it('answers the active location', async () => {
    const manager = await signIn(t, 'manager@demo.test');
    const res = await t.app.inject({
      url: `/api/restaurants/${ids.school}`,
      headers: manager.headers(ids.school),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.school,
      name: 'Riverside Public School',
      k12: true,
    });
  });

  it("refuses another location's id than the active one", async () => {
    const manager = await signIn(t, 'manager@demo.test');
    const res = await t.app.inject({
      url: `/api/restaurants/${ids.school}`,
      headers: manager.headers(ids.bistro),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'tenant_not_recognized',
      message: 'Tenant not recognized.',
    });
  });

  it('refuses an active location that is not in the token, in the caller language', async () => {
    const member = await signIn(t, 'member@demo.test');
    const res = await t.app.inject({
      url: `/api/restaurants/${ids.stadium}`,
      headers: { ...member.headers(ids.stadium), 'accept-language': 'fr-CA' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'tenant_not_recognized',
      message: 'Établissement non reconnu.',
    });
  });

  it('refuses a call without an active location', async () => {
    const member = await signIn(t, 'member@demo.test');
    const res = await t.app.inject({
      url: `/api/restaurants/${ids.bistro}`,
      headers: { authorization: `Bearer ${member.accessToken}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'tenant_not_recognized' });
  });
});
