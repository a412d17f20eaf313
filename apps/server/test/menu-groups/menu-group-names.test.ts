import type { MenuGroup } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuGroups } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestbed, type ApiCaller, type Testbed } from '../helpers/catalogue-fixtures.ts';

/**
 * Menu-group names are unique per location whatever their letter case and accents (spec part 1
 * §5 "unique name"): the use case answers a localised 409 naming the group that has the name,
 * and the database's unique index holds even for writes that skip the check.
 */
describe('menu-group names are unique per location', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let café: MenuGroup;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
    café = (await manager('POST', '/api/menu-groups', { name: 'Café Menus' })).json<MenuGroup>();
  });
  afterAll(() => t.close());

  const list = async () => (await manager('GET', '/api/menu-groups')).json<MenuGroup[]>();

  it('refuses a new group named like another, ignoring case, accents and spaces', async () => {
    const before = await list();
    for (const name of ['Café Menus', 'cafe menus', ' CAFÉ MENUS ', 'Cafe Menus']) {
      const res = await manager('POST', '/api/menu-groups', { name });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'menu_group_name_taken',
        message: 'Another menu group of this location is already named “Café Menus”.',
      });
    }
    const fr = await manager('POST', '/api/menu-groups', { name: 'cafe menus' }, 'fr-CA');
    expect(fr.json()).toMatchObject({
      message: 'Un autre groupe de menus de cet établissement s’appelle déjà « Café Menus ».',
    });
    expect(await list()).toEqual(before);
  });

  it('refuses renaming a group to another group’s name, but not to its own in another case', async () => {
    const patio = (await manager('POST', '/api/menu-groups', { name: 'Patio' })).json<MenuGroup>();
    const taken = await manager('PUT', `/api/menu-groups/${patio.id}`, { name: 'CAFE menus' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'menu_group_name_taken' });
    const same = await manager('PUT', `/api/menu-groups/${café.id}`, { name: 'café menus' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({ name: 'café menus' });
  });

  it('lets another location use the same name', async () => {
    const other = await bed.as('manager', bed.otherLocationId);
    const res = await other('POST', '/api/menu-groups', { name: 'Café Menus' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is held by the database for a write that skips the check', async () => {
    const insert = t.database.db
      .insert(menuGroups)
      .values({ restaurant_id: bed.locationId, name: 'CAFÉ MENUS' });
    await expect(insert).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});
