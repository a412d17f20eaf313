import type { OptionGroup } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import {
  changesOf,
  createTestbed,
  type Testbed,
  createItemFixture,
  createMenuFixture,
  createSectionFixture,
  type ApiCaller,
} from '../helpers/catalogue-fixtures.ts';

describe('modifiers of an item: /api/menus/{menuId}[/sections/{sectionId}]/items/{itemId}/options', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let groups: OptionGroup[];
  let plainMenu: { id: number };
  let sectionMenu: { id: number };
  let section: { id: number };
  let plainItem: { id: number };
  let sectionItem: { id: number };

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
    for (const name of ['Sauces', 'Combo', 'Toppings']) {
      const res = await manager('POST', '/api/options', {
        name,
        values: [{ name: `${name} 1` }, { name: `${name} 2` }],
      });
      expect(res.statusCode).toBe(201);
    }
    groups = (await manager('GET', '/api/options')).json<OptionGroup[]>();
    plainMenu = await createMenuFixture(t, bed.locationId, {
      name: 'Snacks',
      allow_sections: false,
    });
    plainItem = await createItemFixture(t, bed.locationId, {
      name: 'Pretzel',
      menu_id: plainMenu.id,
    });
    sectionMenu = await createMenuFixture(t, bed.locationId, { name: 'Dinner' });
    section = await createSectionFixture(t, bed.locationId, {
      name: 'Mains',
      menu_id: sectionMenu.id,
    });
    sectionItem = await createItemFixture(t, bed.locationId, {
      name: 'Steak',
      menu_id: sectionMenu.id,
      section_id: section.id,
    });
  });
  afterAll(() => t.close());

  const plainUrl = () => `/api/menus/${plainMenu.id}/items/${plainItem.id}/options`;
  const sectionUrl = () =>
    `/api/menus/${sectionMenu.id}/sections/${section.id}/items/${sectionItem.id}/options`;
  const groupIds = (res: { json: <T>() => T }) => res.json<OptionGroup[]>().map((g) => g.id);

  it('lists an item’s groups whole, in the item’s order', async () => {
    const item = await createItemFixture(t, bed.locationId, {
      name: 'Burger',
      menu_id: sectionMenu.id,
      section_id: section.id,
    });
    const url = `/api/menus/${sectionMenu.id}/sections/${section.id}/items/${item.id}/options`;
    for (const group of [groups[2]!, groups[0]!]) {
      expect((await manager('POST', `${url}/${group.id}`)).statusCode).toBe(201);
    }
    const res = await manager('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const linked = res.json<OptionGroup[]>();
    expect(linked.map((group) => group.name)).toEqual(['Toppings', 'Sauces']);
    expect(linked[0]!.values.map((value) => value.name)).toEqual(['Toppings 1', 'Toppings 2']);
    expect(linked[0]!.item_count).toBe(1);
  });

  it('links groups after the others, idempotently, and unlinks them', async () => {
    const [a, b] = groups;
    const countOf = async (id: number) =>
      (await manager('GET', '/api/options')).json<OptionGroup[]>().find((g) => g.id === id)!
        .item_count;
    const countBefore = await countOf(a!.id);
    expect(groupIds(await manager('GET', plainUrl()))).toEqual([]);

    const first = await manager('POST', `${plainUrl()}/${b!.id}`);
    expect(first.statusCode, first.body).toBe(201);
    expect(groupIds(first)).toEqual([b!.id]);
    const second = await manager('POST', `${plainUrl()}/${a!.id}`);
    expect(second.statusCode).toBe(201);
    expect(groupIds(second)).toEqual([b!.id, a!.id]);
    const again = await manager('POST', `${plainUrl()}/${b!.id}`);
    expect(again.statusCode).toBe(200);
    expect(groupIds(again)).toEqual([b!.id, a!.id]);
    expect(groupIds(await manager('GET', plainUrl()))).toEqual([b!.id, a!.id]);

    const history = await changesOf(t, bed.locationId, 'item_option');
    expect(history.filter((entry) => entry.entity_id === plainItem.id)).toHaveLength(2);
    expect(history[0]).toMatchObject({
      action: 'create',
      after: { item_id: plainItem.id, option_group_id: a!.id, order: 1 },
    });

    const removed = await manager('DELETE', `${plainUrl()}/${b!.id}`);
    expect(removed.statusCode).toBe(204);
    expect(groupIds(await manager('GET', plainUrl()))).toEqual([a!.id]);
    expect((await changesOf(t, bed.locationId, 'item_option'))[0]).toMatchObject({
      action: 'delete',
      before: { option_group_id: b!.id },
    });
    expect((await manager('DELETE', `${plainUrl()}/${b!.id}`)).statusCode).toBe(204);

    // The group list counts the item.
    expect(await countOf(a!.id)).toBe(countBefore + 1);
  });

  it('links a group to an item in a section through the section path', async () => {
    const group = groups[2]!;
    const res = await manager('POST', `${sectionUrl()}/${group.id}`);
    expect(res.statusCode).toBe(201);
    expect(groupIds(res)).toEqual([group.id]);
    // The menu path addresses items outside sections only.
    const viaMenu = await manager(
      'GET',
      `/api/menus/${sectionMenu.id}/items/${sectionItem.id}/options`,
    );
    expect(viaMenu.statusCode).toBe(404);
    expect((await manager('DELETE', `${sectionUrl()}/${group.id}`)).statusCode).toBe(204);
    expect(groupIds(await manager('GET', sectionUrl()))).toEqual([]);
  });

  it('answers 404 when the item is not in that menu or section, or the group is unknown', async () => {
    const group = groups[0]!;
    const otherSection = await createSectionFixture(t, bed.locationId, {
      name: 'Desserts',
      menu_id: sectionMenu.id,
    });
    const wrong = [
      `/api/menus/${sectionMenu.id}/items/${plainItem.id}/options`,
      `/api/menus/${sectionMenu.id}/sections/${otherSection.id}/items/${sectionItem.id}/options`,
      `/api/menus/${plainMenu.id}/sections/${section.id}/items/${sectionItem.id}/options`,
      `/api/menus/999999/items/${plainItem.id}/options`,
    ];
    for (const url of wrong) {
      for (const [method, path] of [
        ['GET', url],
        ['POST', `${url}/${group.id}`],
        ['DELETE', `${url}/${group.id}`],
      ] as const) {
        const res = await manager(method, path);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
    }
    const other = await bed.as('manager', bed.otherLocationId);
    const theirs = (await other('POST', '/api/options', { name: 'Theirs' })).json<OptionGroup>();
    for (const groupId of [theirs.id, 999999]) {
      expect((await manager('POST', `${plainUrl()}/${groupId}`)).statusCode).toBe(404);
      expect((await manager('DELETE', `${plainUrl()}/${groupId}`)).statusCode).toBe(404);
    }
    const fr = await manager('POST', `${plainUrl()}/999999`, undefined, 'fr-CA');
    expect(fr.json()).toMatchObject({ message: 'Introuvable.' });
  });

  it('refuses another location’s item even with the right menu id', async () => {
    const stadiumMenu = await createMenuFixture(t, bed.otherLocationId, { name: 'Suite menu' });
    const stadiumItem = await createItemFixture(t, bed.otherLocationId, {
      name: 'Nachos',
      menu_id: stadiumMenu.id,
    });
    const res = await manager(
      'POST',
      `/api/menus/${stadiumMenu.id}/items/${stadiumItem.id}/options/${groups[0]!.id}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('lets members link modifiers and refuses the kiosk', async () => {
    const member = await bed.as('member');
    expect((await member('POST', `${plainUrl()}/${groups[1]!.id}`)).statusCode).toBe(201);
    const kioskUser = await bed.user('kiosk');
    const kiosk = await signIn(t, kioskUser.email, kioskUser.password);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: method === 'GET' ? plainUrl() : `${plainUrl()}/${groups[1]!.id}`,
        headers: kiosk.headers(bed.locationId),
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
