import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';

interface ListedLocation {
  id: number;
  name: string;
  groups: string[];
  menus?: { id: number; name: string }[];
  [field: string]: unknown;
}

describe('POST /api/restaurants/list', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
  });
  afterAll(() => t.close());

  async function list(email: string, options: { url?: string; body?: unknown } = {}) {
    const user = await signIn(t, email);
    const res = await t.app.inject({
      method: 'POST',
      url: options.url ?? '/api/restaurants/list',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: options.body ?? {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListedLocation[]>();
  }

  it("answers the caller's locations in token order, with the spec's field names", async () => {
    const locations = await list('manager@demo.test');
    expect(locations.map((l) => l.id)).toEqual([ids.bistro, ids.school, ids.stadium]);
    const bistro = locations[0]!;
    expect(bistro).toMatchObject({
      name: 'Maple Street Bistro',
      slug: 'maple-street-bistro',
      province: 'on',
      timezone: 'America/Toronto',
      pos_integrated: true,
      order_management: true,
      k12: false,
      orders_paused: false,
    });
    expect(bistro.menu_manager_config).toMatchObject({
      csv_import: true,
      allow_bulk_complete: true,
    });
    expect(bistro.order_options).toMatchObject({ max_items_per_cart: 30 });
    expect(bistro).not.toHaveProperty('created_at');
    expect(locations[1]).toMatchObject({
      name: 'Riverside Public School',
      k12: true,
      subsidies: true,
      app8_credits: true,
    });
    expect(locations[2]).toMatchObject({
      name: 'Lakeshore Stadium',
      suites_enabled: true,
      catering: true,
    });
  });

  it('never answers a location outside the token, even when the body asks for it', async () => {
    const all = await list('member@demo.test');
    expect(all.map((l) => l.id)).toEqual([ids.bistro, ids.school]);
    const asked = await list('member@demo.test', {
      body: { restaurants: [ids.stadium, ids.school] },
    });
    expect(asked.map((l) => l.id)).toEqual([ids.school]);
    const foreign = await list('kiosk@demo.test', { body: { restaurants: [ids.stadium] } });
    expect(foreign).toEqual([]);
  });

  it('keeps only the locations of the groups asked for', async () => {
    const schools = await list('manager@demo.test', {
      url: '/api/restaurants/list?groups=schools',
    });
    expect(schools.map((l) => l.id)).toEqual([ids.school]);
    const two = await list('manager@demo.test', {
      url: '/api/restaurants/list?groups=venues,%20schools',
    });
    expect(two.map((l) => l.id)).toEqual([ids.school, ids.stadium]);
    const org = await list('manager@demo.test', { url: '/api/restaurants/list?groups=demo-org' });
    expect(org).toHaveLength(3);
    expect(
      await list('manager@demo.test', { url: '/api/restaurants/list?groups=elsewhere' }),
    ).toEqual([]);
  });

  it('accepts a call without a body and without an active location', async () => {
    const user = await signIn(t, 'lead@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/list',
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<ListedLocation[]>()).toHaveLength(3);
  });

  it('refuses a malformed body with a validation error', async () => {
    const user = await signIn(t, 'manager@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/restaurants/list',
      headers: { authorization: `Bearer ${user.accessToken}` },
      payload: { restaurants: ['all'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('lists each location with its menus', async () => {
    const locations = await list('manager@demo.test', { url: '/api/restaurants/list-with-menus' });
    expect(locations.map((l) => l.id)).toEqual([ids.bistro, ids.school, ids.stadium]);
    expect(locations[0]!.menus!.map((m) => m.name)).toEqual([
      'All Day Menu',
      'Breakfast',
      'Late Night Specials',
      'Lunch Specials',
    ]);
    expect(locations[2]!.menus!.map((m) => m.name)).toContain('Suite Catering');
    const member = await list('member@demo.test', {
      url: '/api/restaurants/list-with-menus?groups=schools',
      body: { restaurants: [ids.school, ids.stadium] },
    });
    expect(member.map((l) => l.id)).toEqual([ids.school]);
    expect(member[0]!.menus!.length).toBeGreaterThan(0);
  });
});
