import type { DeepMenu, Item, Menu } from '@app/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLocationIds } from '../helpers/demo-locations.ts';
import { createUserFixture } from '../helpers/fixtures.ts';
import { multipartFile } from '../helpers/multipart.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, catalogueChanges } from './menu-api.ts';

describe('availability, images, roles and tenancy', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoLocationIds>>;
  let manager: SignedIn;
  let member: SignedIn;
  let bistroMenus: DeepMenu[];
  beforeAll(async () => {
    t = await buildTestApp();
    ids = await demoLocationIds(t);
    manager = await signIn(t, 'manager@demo.test');
    member = await signIn(t, 'member@demo.test');
    bistroMenus = (
      await call(t, manager, 'GET', '/api/menus/deep-get-menus', { tenant: ids.bistro })
    ).json<DeepMenu[]>();
  });
  afterAll(() => t.close());

  const week = [
    { day_of_week: 1, start_time: '08:00', end_time: '12:00' },
    { day_of_week: 1, start_time: '13:00', end_time: '17:00' },
  ];

  it('replaces the week of a menu', async () => {
    const menu = bistroMenus[0]!;
    const res = await call(t, member, 'POST', `/api/menus/${menu.id}/availability`, {
      body: week,
      tenant: ids.bistro,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Menu>().availability).toEqual(week);
    expect((await catalogueChanges(t, ids.bistro, 'availability'))[0]).toMatchObject({
      entity_id: menu.id,
      action: 'replace',
      before: menu.availability,
      after: week,
    });
  });

  it('copies a week to other menus, and changes nothing when one of them is unknown', async () => {
    const [source, a, b] = bistroMenus as [DeepMenu, DeepMenu, DeepMenu];
    const copy = await call(t, manager, 'POST', `/api/menus/${source.id}/availability/copy`, {
      body: { availability: week, menuIds: [a.id, b.id] },
      tenant: ids.bistro,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.json<Menu[]>().map((menu) => menu.availability)).toEqual([week, week]);

    const schoolMenu = (await call(t, manager, 'GET', '/api/menus', { tenant: ids.school })).json<
      Menu[]
    >()[0]!;
    const other = [{ day_of_week: 3, start_time: '10:00', end_time: '11:00' }];
    const refused = await call(t, manager, 'POST', `/api/menus/${source.id}/availability/copy`, {
      body: { availability: other, menuIds: [a.id, schoolMenu.id] },
      tenant: ids.bistro,
    });
    expect(refused.statusCode).toBe(404);
    const after = (await call(t, manager, 'GET', '/api/menus', { tenant: ids.bistro })).json<
      Menu[]
    >();
    expect(after.find((menu) => menu.id === a.id)!.availability).toEqual(week);
    const schoolAfter = (await call(t, manager, 'GET', '/api/menus', { tenant: ids.school })).json<
      Menu[]
    >()[0]!;
    expect(schoolAfter.availability).toEqual(schoolMenu.availability);
  });

  it('stores a menu image and an item image as WebP; refuses a file that is not an image', async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#27ae60' },
    })
      .png()
      .toBuffer();
    const menu = bistroMenus[0]!;
    const upload = async (url: string, data: Buffer, locale = 'en-CA') => {
      const body = await multipartFile(data);
      return t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...member.headers(ids.bistro),
          'content-type': body.contentType,
          'accept-language': locale,
        },
        payload: body.payload,
      });
    };
    const res = await upload(`/api/menus/${menu.id}/image`, png);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<Menu>().image!;
    expect(image).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/);
    expect((await t.app.inject({ url: image })).headers['content-type']).toBe('image/webp');

    const withSections = bistroMenus.find((m) => m.sections.some((s) => s.items.length > 0))!;
    const section = withSections.sections.find((s) => s.items.length > 0)!;
    const item = section.items[0]!;
    const itemRes = await upload(
      `/api/menus/${withSections.id}/sections/${section.id}/items/${item.id}/image`,
      png,
    );
    expect(itemRes.statusCode, itemRes.body).toBe(200);
    expect(itemRes.json<Item>().image).toMatch(/\.webp$/);

    const garbage = Buffer.from('definitely not an image\n'.repeat(40));
    const bad = await upload(`/api/menus/${menu.id}/image`, garbage);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Unable to load the image.' });
    const badFr = await upload(`/api/menus/${menu.id}/image`, garbage, 'fr-CA');
    expect(badFr.json()).toMatchObject({ message: "Impossible de charger l'image." });
    const unknown = await upload('/api/menus/99999999/image', png);
    expect(unknown.statusCode).toBe(404);
  });

  it('lets members and managers in, and refuses staff and kiosk', async () => {
    expect((await call(t, member, 'GET', '/api/menus', { tenant: ids.bistro })).statusCode).toBe(
      200,
    );
    const created = await call(t, manager, 'POST', '/api/menus', {
      body: { name: 'Manager menu' },
      tenant: ids.bistro,
    });
    expect(created.statusCode).toBe(201);
    for (const role of ['staff', 'kiosk']) {
      const fixture = await createUserFixture(t.database.db, { role, locations: [ids.bistro] });
      const user = await signIn(t, fixture.email, fixture.password);
      const read = await call(t, user, 'GET', '/api/menus/deep-get-menus');
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ code: 'forbidden_role' });
      const write = await call(t, user, 'POST', '/api/menus', { body: { name: 'Nope' } });
      expect(write.statusCode).toBe(403);
    }
  });

  it('answers 404 for another location’s menu, section and item, and leaves them untouched', async () => {
    const school = (
      await call(t, manager, 'GET', '/api/menus/deep-get-menus', { tenant: ids.school })
    ).json<DeepMenu[]>();
    const menu = school.find((m) => m.sections.some((s) => s.items.length > 0))!;
    const section = menu.sections.find((s) => s.items.length > 0)!;
    const item = section.items[0]!;
    const asBistro = { tenant: ids.bistro };
    const attempts = [
      call(t, manager, 'PUT', `/api/menus/${menu.id}`, { ...asBistro, body: { name: 'Hacked' } }),
      call(t, manager, 'DELETE', `/api/menus/${menu.id}`, asBistro),
      call(t, manager, 'POST', `/api/menus/${menu.id}/duplicate`, asBistro),
      call(t, manager, 'POST', `/api/menus/${menu.id}/availability`, { ...asBistro, body: [] }),
      call(t, manager, 'GET', `/api/menus/${menu.id}/sections/deep-get-sections`, asBistro),
      call(t, manager, 'PUT', `/api/menus/${menu.id}/sections/${section.id}`, {
        ...asBistro,
        body: { name: 'Hacked' },
      }),
      call(t, manager, 'PUT', `/api/menus/${menu.id}/sections/${section.id}/items/${item.id}`, {
        ...asBistro,
        body: { name: 'Hacked' },
      }),
      call(t, manager, 'POST', '/api/menus/move', {
        ...asBistro,
        body: { type: 'item', id: item.id, menu_id: bistroMenus[0]!.id },
      }),
      call(t, manager, 'POST', '/api/menus/reorder', {
        ...asBistro,
        body: { type: 'item', ids: [item.id] },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    const after = (
      await call(t, manager, 'GET', `/api/menus/deep-get-menu/${menu.id}`, { tenant: ids.school })
    ).json<DeepMenu>();
    expect(after).toEqual(menu);
  });
});
