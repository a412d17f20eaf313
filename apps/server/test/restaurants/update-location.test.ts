import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { locationChanges } from './change-history-rows.ts';

describe('PUT /api/restaurants/:id (location update)', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
  });
  afterAll(() => t.close());

  async function put(
    email: string,
    tenant: number,
    payload: object,
    headers: Record<string, string> = {},
  ) {
    const user = await signIn(t, email);
    return t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${tenant}`,
      headers: { ...user.headers(tenant), ...headers },
      payload,
    });
  }

  it('lets a manager update the location and records the change', async () => {
    const res = await put('manager@demo.test', ids.school, {
      name: 'Riverside Public School (North)',
      hide_items_special_instructions: true,
      force_publish: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.school,
      name: 'Riverside Public School (North)',
      hide_items_special_instructions: true,
      k12: true,
    });
    const [entry] = await locationChanges(t, ids.school);
    expect(entry).toMatchObject({
      entity: 'restaurant',
      entity_id: ids.school,
      action: 'update',
      user_email: 'manager@demo.test',
    });
    expect(entry!.user_id).toEqual(expect.any(Number));
    expect(entry!.before).toMatchObject({
      name: 'Riverside Public School',
      hide_items_special_instructions: false,
    });
    expect(entry!.after).toMatchObject({
      name: 'Riverside Public School (North)',
      hide_items_special_instructions: true,
    });
  });

  it('refuses members and leads a location update', async () => {
    for (const email of ['member@demo.test', 'lead@demo.test']) {
      const res = await put(email, ids.bistro, { name: 'Renamed' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden_role' });
    }
    const history = await locationChanges(t, ids.bistro);
    expect(history.some((entry) => (entry.after as { name?: string }).name === 'Renamed')).toBe(
      false,
    );
  });

  it('refuses an update of another location than the active one', async () => {
    const manager = await signIn(t, 'manager@demo.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${ids.stadium}`,
      headers: manager.headers(ids.bistro),
      payload: { name: 'Elsewhere' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'tenant_not_recognized' });
  });

  it('keeps product modules for enterprise and admin, but accepts them sent back unchanged', async () => {
    const turnOn = await put('manager@demo.test', ids.stadium, { k12: true });
    expect(turnOn.statusCode).toBe(403);
    expect(turnOn.json()).toMatchObject({ code: 'forbidden_role' });
    const unchanged = await put('manager@demo.test', ids.stadium, {
      suites_enabled: true,
      k12: false,
      delivery: true,
    });
    expect(unchanged.statusCode).toBe(200);
    const admin = await put('admin@demo.test', ids.stadium, { membership_program: true });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ membership_program: true, delivery: true });
  });

  it('answers invalid fields with localised messages and changes nothing', async () => {
    const before = (await locationChanges(t, ids.bistro)).length;
    const res = await put(
      'manager@demo.test',
      ids.bistro,
      { province: 'zz', name: '' },
      { 'accept-language': 'fr-CA' },
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Certains champs ne sont pas valides.');
    expect(Object.keys(body.fields).sort()).toEqual(['name', 'province']);
    expect(body.fields.name).toBe('Ce champ est requis.');
    expect((await locationChanges(t, ids.bistro)).length).toBe(before);
  });

  it('refuses a slug already used by another location', async () => {
    const res = await put('admin@demo.test', ids.stadium, { slug: 'maple-street-bistro' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: { slug: 'This name is already in use.' },
    });
  });

  it('refuses a public menu address that is not lowercase letters, digits and hyphens', async () => {
    const res = await put('manager@demo.test', ids.bistro, { slug: 'Maple Street' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('validation_failed');
    expect(body.fields.slug).toMatch(/^Use lowercase letters, digits and hyphens only/);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/restaurants/${ids.bistro}`,
      headers: (await signIn(t, 'manager@demo.test')).headers(ids.bistro),
    });
    expect(read.json()).toMatchObject({ slug: 'maple-street-bistro' });
  });
});
