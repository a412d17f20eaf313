import type { OptionGroup } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { createTestbed, type Testbed } from '../helpers/catalogue-fixtures.ts';

describe('who may manage modifiers', () => {
  let t: TestApp;
  let bed: Testbed;
  let groupId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    const manager = await bed.as('manager');
    groupId = (await manager('POST', '/api/options', { name: 'Sides' })).json<OptionGroup>().id;
  });
  afterAll(() => t.close());

  /** A signed-in user of `role`; staff enter their PIN first, so the role is what refuses them. */
  async function signedIn(role: string) {
    const { email, password } = await bed.user(role);
    const user = await signIn(t, email, password);
    if (role === 'staff') {
      const pin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/pin',
        headers: user.headers(bed.locationId),
        payload: { pin: '1234' },
      });
      expect(pin.statusCode).toBe(200);
    }
    return user;
  }

  it('lets members and leads manage modifier groups (the Modifiers screen is theirs)', async () => {
    for (const role of ['member', 'lead']) {
      const user = await bed.as(role);
      expect((await user('GET', '/api/options')).statusCode).toBe(200);
      const res = await user('POST', '/api/options', { name: `${role} group` });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses staff and kiosk on every modifier route', async () => {
    const calls = [
      ['GET', '/api/options', undefined],
      ['POST', '/api/options', { name: 'Nope' }],
      ['PUT', `/api/options/${groupId}`, { name: 'Nope' }],
      ['DELETE', `/api/options/${groupId}`, undefined],
      ['POST', `/api/options/${groupId}/duplicate`, undefined],
      ['POST', `/api/options/${groupId}/values/bulk`, [{ name: 'Nope' }]],
    ] as const;
    for (const role of ['staff', 'kiosk']) {
      const user = await signedIn(role);
      for (const [method, url, payload] of calls) {
        const res = await t.app.inject({
          method,
          url,
          headers: user.headers(bed.locationId),
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      }
    }
    const manager = await bed.as('manager');
    const names = (await manager('GET', '/api/options')).json<OptionGroup[]>().map((g) => g.name);
    expect(names).toEqual(['Sides', 'member group', 'lead group']);
  });

  it('refuses a call without a session, or at a location the user does not have', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/options' })).statusCode).toBe(401);
    const member = await signIn(
      t,
      (await bed.user('member')).email,
      (await bed.user('member')).password,
    );
    const stranger = await createTestbed(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/options',
      headers: member.headers(stranger.locationId),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'tenant_not_recognized' });
  });
});
