import type { MenuGroup } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import {
  changesOf,
  createMenuFixture,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';

describe('menu groups: /api/menu-groups', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let menuIds: number[];
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
    menuIds = [];
    // Menu order differs from creation order, so "ordered by menu order" is visible.
    for (const [name, order] of [
      ['Lunch', 2],
      ['Breakfast', 0],
      ['Dinner', 1],
      ['Drinks', 3],
    ] as const) {
      menuIds.push((await createMenuFixture(t, bed.locationId, { name, order })).id);
    }
  });
  afterAll(() => t.close());

  const [LUNCH, BREAKFAST, DINNER, DRINKS] = [0, 1, 2, 3];

  async function groupOfMenu(id: number) {
    const [row] = await t.database.db
      .select({ group: menus.menu_group_id })
      .from(menus)
      .where(eq(menus.id, id));
    return row!.group;
  }

  async function create(payload: object) {
    const res = await manager('POST', '/api/menu-groups', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<MenuGroup>();
  }

  it('creates groups holding menus, listed in their order with menus in menu order', async () => {
    expect((await manager('GET', '/api/menu-groups')).json()).toEqual([]);
    const daytime = await create({
      name: 'Daytime',
      localization: { fr: { name: 'Journée' } },
      menus: [menuIds[LUNCH], menuIds[BREAKFAST]],
    });
    expect(daytime).toMatchObject({
      name: 'Daytime',
      image: null,
      order: 0,
      localization: { fr: { name: 'Journée' } },
      menus: [menuIds[BREAKFAST], menuIds[LUNCH]],
    });
    const evening = await create({ name: 'Evening' });
    expect(evening).toMatchObject({ order: 1, menus: [] });
    const list = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    expect(list.map((group) => [group.name, group.menus])).toEqual([
      ['Daytime', [menuIds[BREAKFAST], menuIds[LUNCH]]],
      ['Evening', []],
    ]);
    expect(await groupOfMenu(menuIds[LUNCH]!)).toBe(daytime.id);
    expect((await changesOf(t, bed.locationId, 'menu_group'))[0]).toMatchObject({
      action: 'create',
      entity_id: evening.id,
      user_email: (await bed.user('manager')).email,
    });
  });

  it('replaces a group’s menus: new ones join (leaving their old group), left-out ones are ungrouped', async () => {
    const [daytime, evening] = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    const res = await manager('PUT', `/api/menu-groups/${evening!.id}`, {
      name: 'Evenings',
      menus: [menuIds[DRINKS], menuIds[DINNER], menuIds[LUNCH]],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MenuGroup>()).toMatchObject({
      name: 'Evenings',
      menus: [menuIds[DINNER], menuIds[LUNCH], menuIds[DRINKS]],
    });
    const list = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    expect(list.find((g) => g.id === daytime!.id)!.menus).toEqual([menuIds[BREAKFAST]]);

    const shrink = await manager('PUT', `/api/menu-groups/${evening!.id}`, {
      menus: [menuIds[DINNER]],
    });
    expect(shrink.json<MenuGroup>()).toMatchObject({ name: 'Evenings', menus: [menuIds[DINNER]] });
    expect(await groupOfMenu(menuIds[LUNCH]!)).toBeNull();
    expect(await groupOfMenu(menuIds[DRINKS]!)).toBeNull();

    const [entry] = await changesOf(t, bed.locationId, 'menu_group');
    expect(entry).toMatchObject({ action: 'update', entity_id: evening!.id });
    expect((entry!.before as MenuGroup).menus).toHaveLength(3);

    // Without `menus`, the menus stay as they are.
    const rename = await manager('PUT', `/api/menu-groups/${evening!.id}`, { name: 'Nights' });
    expect(rename.json<MenuGroup>()).toMatchObject({ name: 'Nights', menus: [menuIds[DINNER]] });
  });

  it('refuses menus the location does not have, in both languages, and changes nothing', async () => {
    const [daytime] = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    const foreign = await createMenuFixture(t, bed.otherLocationId, { name: 'Elsewhere' });
    for (const bad of [foreign.id, 999999]) {
      const res = await manager('PUT', `/api/menu-groups/${daytime!.id}`, {
        name: 'Changed',
        menus: [menuIds[DRINKS], bad],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'unknown_menus',
        message: 'Some of these menus do not exist at this location.',
      });
    }
    const fr = await manager(
      'POST',
      '/api/menu-groups',
      { name: 'Nouveau', menus: [foreign.id] },
      'fr-CA',
    );
    expect(fr.json()).toMatchObject({
      message: 'Certains de ces menus n’existent pas dans cet établissement.',
    });
    const list = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    expect(list.map((g) => g.name)).toEqual(['Daytime', 'Nights']);
    expect(list[0]!.menus).toEqual([menuIds[BREAKFAST]]);
    expect(await groupOfMenu(foreign.id)).toBeNull();

    const noName = await manager('POST', '/api/menu-groups', { name: '' }, 'fr-CA');
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ fields: { name: 'Ce champ est requis.' } });
    const badIds = await manager('POST', '/api/menu-groups', { name: 'X', menus: ['a'] });
    expect(badIds.statusCode).toBe(400);
  });

  it('deletes a group and keeps its menus, ungrouped', async () => {
    const [daytime] = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    const res = await manager('DELETE', `/api/menu-groups/${daytime!.id}`);
    expect(res.statusCode).toBe(204);
    expect(await groupOfMenu(menuIds[BREAKFAST]!)).toBeNull();
    const list = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    expect(list.map((g) => g.name)).toEqual(['Nights']);
    expect((await changesOf(t, bed.locationId, 'menu_group'))[0]).toMatchObject({
      action: 'delete',
      before: { name: 'Daytime', menus: [menuIds[BREAKFAST]] },
    });
    expect((await manager('DELETE', `/api/menu-groups/${daytime!.id}`)).statusCode).toBe(404);
    expect(
      (await manager('PUT', `/api/menu-groups/${daytime!.id}`, { name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('keeps each location’s groups apart', async () => {
    const other = await bed.as('manager', bed.otherLocationId);
    expect((await other('GET', '/api/menu-groups')).json()).toEqual([]);
    const [nights] = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    expect(
      (await other('PUT', `/api/menu-groups/${nights!.id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await other('DELETE', `/api/menu-groups/${nights!.id}`)).statusCode).toBe(404);
  });

  it('lets members see the groups but only managers and above change them', async () => {
    const member = await bed.as('member');
    expect((await member('GET', '/api/menu-groups')).statusCode).toBe(200);
    const [nights] = (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();
    for (const role of ['member', 'lead']) {
      const user = await bed.as(role);
      for (const [method, url, payload] of [
        ['POST', '/api/menu-groups', { name: 'Nope' }],
        ['PUT', `/api/menu-groups/${nights!.id}`, { name: 'Nope' }],
        ['DELETE', `/api/menu-groups/${nights!.id}`, undefined],
        ['POST', `/api/menu-groups/${nights!.id}/image`, undefined],
      ] as const) {
        const res = await user(method, url, payload);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      }
    }
    const admin = await bed.as('admin');
    expect((await admin('POST', '/api/menu-groups', { name: 'By admin' })).statusCode).toBe(201);
    const kioskUser = await bed.user('kiosk');
    const kiosk = await signIn(t, kioskUser.email, kioskUser.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/menu-groups',
      headers: kiosk.headers(bed.locationId),
    });
    expect(res.statusCode).toBe(403);
  });
});
