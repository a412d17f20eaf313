import type { DeepMenu, Item, Menu, Section } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuGroups, optionGroups } from '../../src/db/schema/index.ts';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, emptyLocation } from '../helpers/menu-api.ts';

/**
 * Ids of another location sent in bodies (menu group, modifier groups, copy targets,
 * move targets, reorder ids) answer 404 and change nothing at either location.
 */
describe('ids of another location in request bodies', () => {
  let t: TestApp;
  let mine: { user: SignedIn; locationId: number };
  let theirs: { user: SignedIn; locationId: number };
  let myMenu: Menu;
  let mySection: Section;
  let myItem: Item;
  let theirMenu: Menu;
  let theirSection: Section;
  let theirItem: Item;
  let theirGroup: number;
  let theirOptionGroup: number;

  const post = async <T>(who: SignedIn, url: string, body?: unknown) =>
    (await call(t, who, 'POST', url, { body })).json<T>();
  const everything = async (who: SignedIn) =>
    (await call(t, who, 'GET', '/api/menus/deep-get-menus')).body;

  beforeAll(async () => {
    t = await buildTestApp();
    mine = await emptyLocation(t);
    theirs = await emptyLocation(t);
    const week = [{ day_of_week: 1, start_time: '09:00', end_time: '17:00' }];
    myMenu = await post<Menu>(mine.user, '/api/menus', { name: 'Mine', availability: week });
    mySection = await post<Section>(mine.user, `/api/menus/${myMenu.id}/sections`, { name: 'S' });
    myItem = await post<Item>(mine.user, `/api/menus/${myMenu.id}/sections/${mySection.id}/items`, {
      name: 'I',
    });
    theirMenu = await post<Menu>(theirs.user, '/api/menus', { name: 'Theirs' });
    theirSection = await post<Section>(theirs.user, `/api/menus/${theirMenu.id}/sections`, {
      name: 'TS',
    });
    theirItem = await post<Item>(
      theirs.user,
      `/api/menus/${theirMenu.id}/sections/${theirSection.id}/items`,
      { name: 'TI' },
    );
    [{ id: theirGroup }] = (await t.database.db
      .insert(menuGroups)
      .values({ restaurant_id: theirs.locationId, name: 'G' })
      .returning({ id: menuGroups.id })) as [{ id: number }];
    [{ id: theirOptionGroup }] = (await t.database.db
      .insert(optionGroups)
      .values({ restaurant_id: theirs.locationId, name: 'OG' })
      .returning({ id: optionGroups.id })) as [{ id: number }];
  });
  afterAll(() => t.close());

  it('answers 404 and changes nothing', async () => {
    const mineBefore = await everything(mine.user);
    const theirsBefore = await everything(theirs.user);
    const myItemUrl = `/api/menus/${myMenu.id}/sections/${mySection.id}/items`;
    const attempts: [string, string, unknown][] = [
      ['PUT', `/api/menus/${myMenu.id}`, { name: 'X', menu_group_id: theirGroup }],
      ['POST', '/api/menus', { name: 'New', menu_group_id: theirGroup }],
      ['PUT', `${myItemUrl}/${myItem.id}`, { name: 'X', options: [theirOptionGroup] }],
      ['POST', myItemUrl, { name: 'New', options: [theirOptionGroup] }],
      [
        'POST',
        `/api/menus/${myMenu.id}/availability/copy`,
        { availability: [], menuIds: [theirMenu.id] },
      ],
      [
        'POST',
        `/api/menus/${theirMenu.id}/availability/copy`,
        { availability: [], menuIds: [myMenu.id] },
      ],
      ['POST', '/api/menus/move', { type: 'item', id: myItem.id, menu_id: theirMenu.id }],
      [
        'POST',
        '/api/menus/move',
        { type: 'item', id: myItem.id, menu_id: myMenu.id, section_id: theirSection.id },
      ],
      [
        'POST',
        '/api/menus/move',
        { type: 'item', id: myItem.id, menu_id: theirMenu.id, section_id: theirSection.id },
      ],
      ['POST', '/api/menus/move', { type: 'item', id: theirItem.id, menu_id: myMenu.id }],
      ['POST', '/api/menus/move', { type: 'section', id: mySection.id, menu_id: theirMenu.id }],
      ['POST', '/api/menus/move', { type: 'section', id: theirSection.id, menu_id: myMenu.id }],
      ['POST', '/api/menus/reorder', { type: 'section', ids: [theirSection.id] }],
      ['POST', '/api/menus/reorder', { type: 'menu', ids: [myMenu.id, theirMenu.id] }],
      ['POST', '/api/menus/reorder', { type: 'menu_group', ids: [theirGroup] }],
      ['POST', '/api/menus/reorder', { type: 'option_group', ids: [theirOptionGroup] }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t, mine.user, method, url, { body });
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(404);
    }
    expect(await everything(mine.user)).toBe(mineBefore);
    expect(await everything(theirs.user)).toBe(theirsBefore);
    const deep = (await call(t, mine.user, 'GET', '/api/menus/deep-get-menus')).json<DeepMenu[]>();
    expect(deep.map((menu) => menu.name)).toEqual(['Mine']);
  });
});
