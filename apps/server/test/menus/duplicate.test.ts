import type { DeepMenu, Item, Menu, Section, SectionWithItems } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionGroups } from '../../src/db/schema/index.ts';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, catalogueChanges, emptyLocation } from '../helpers/menu-api.ts';

describe('duplicates', () => {
  let t: TestApp;
  let user: SignedIn;
  let locationId: number;
  let original: DeepMenu;
  let groupId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ user, locationId } = await emptyLocation(t));
    [{ id: groupId }] = (await t.database.db
      .insert(optionGroups)
      .values({ restaurant_id: locationId, name: 'Sauces' })
      .returning({ id: optionGroups.id })) as [{ id: number }];
    const post = async <T>(url: string, body: unknown) =>
      (await call(t, user, 'POST', url, { body })).json<T>();
    const menu = await post<Menu>('/api/menus', {
      name: 'Dinner',
      localization: { fr: { name: 'Souper', description: '<p>Le soir</p>' } },
      published: true,
      availability: [{ day_of_week: 5, start_time: '17:00', end_time: '22:00' }],
    });
    await post<Menu>('/api/menus', { name: 'After dinner' });
    const section = await post<Section>(`/api/menus/${menu.id}/sections`, {
      name: 'Mains',
      published: true,
    });
    await post<Item>(`/api/menus/${menu.id}/sections/${section.id}/items`, {
      name: 'Steak',
      published: true,
      options: [groupId],
    });
    await post<Item>(`/api/menus/${menu.id}/items`, { name: 'Bread', published: true });
    original = (await call(t, user, 'GET', `/api/menus/deep-get-menu/${menu.id}`)).json<DeepMenu>();
  });
  afterAll(() => t.close());

  it('copies a menu with its contents: suffix on the copy only, everything unpublished, right after', async () => {
    const res = await call(t, user, 'POST', `/api/menus/${original.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<Menu>();
    expect(copy).toMatchObject({
      name: 'Dinner Copy',
      // The French name gets the French suffix, so the copy stands out in either language.
      localization: { fr: { name: 'Souper Copie', description: '<p>Le soir</p>' } },
      published: false,
      published_at: null,
      order: original.order + 1,
      availability: original.availability,
    });
    const deep = (
      await call(t, user, 'GET', `/api/menus/deep-get-menu/${copy.id}`)
    ).json<DeepMenu>();
    expect(deep.sections).toHaveLength(1);
    expect(deep.sections[0]).toMatchObject({ name: 'Mains', published: false, published_at: null });
    expect(deep.sections[0]!.id).not.toBe(original.sections[0]!.id);
    expect(deep.sections[0]!.items).toEqual([
      expect.objectContaining({
        name: 'Steak',
        published: false,
        published_at: null,
        options: [groupId],
        menu_id: copy.id,
        section_id: deep.sections[0]!.id,
      }),
    ]);
    expect(deep.items).toEqual([
      expect.objectContaining({ name: 'Bread', published: false, menu_id: copy.id }),
    ]);
    const names = (await call(t, user, 'GET', '/api/menus')).json<Menu[]>().map((m) => m.name);
    expect(names).toEqual(['Dinner', 'Dinner Copy', 'After dinner']);
    // The original is untouched.
    const again = (
      await call(t, user, 'GET', `/api/menus/deep-get-menu/${original.id}`)
    ).json<DeepMenu>();
    expect(again).toEqual(original);
    expect((await catalogueChanges(t, locationId, 'menu'))[0]).toMatchObject({
      action: 'duplicate',
      entity_id: copy.id,
    });
  });

  it('names copies in French for a French request', async () => {
    const res = await call(t, user, 'POST', `/api/menus/${original.id}/duplicate`, {
      locale: 'fr-CA',
    });
    expect(res.json()).toMatchObject({ name: 'Dinner Copie' });
  });

  it('copies a section with its items after the original', async () => {
    const section = original.sections[0]!;
    const res = await call(
      t,
      user,
      'POST',
      `/api/menus/${original.id}/sections/${section.id}/duplicate`,
      { locale: 'fr-CA' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<SectionWithItems>();
    expect(copy).toMatchObject({
      name: 'Mains Copie',
      menu_id: original.id,
      published: false,
      published_at: null,
      order: section.order + 1,
    });
    expect(copy.items).toEqual([
      expect.objectContaining({ name: 'Steak', published: false, section_id: copy.id }),
    ]);
  });

  it('copies an item with its links, under both item paths', async () => {
    const sectionItem = original.sections[0]!.items[0]!;
    const res = await call(
      t,
      user,
      'POST',
      `/api/menus/${original.id}/sections/${sectionItem.section_id}/items/${sectionItem.id}/duplicate`,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Steak Copy',
      published: false,
      published_at: null,
      options: [groupId],
      order: sectionItem.order + 1,
    });
    const bread = original.items[0]!;
    const copy = await call(
      t,
      user,
      'POST',
      `/api/menus/${original.id}/items/${bread.id}/duplicate`,
    );
    expect(copy.json()).toMatchObject({ name: 'Bread Copy', section_id: null });
    expect(
      (await call(t, user, 'POST', `/api/menus/${original.id}/items/${sectionItem.id}/duplicate`))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for an unknown menu and leaves no copy', async () => {
    const count = async () => (await call(t, user, 'GET', '/api/menus')).json<Menu[]>().length;
    const before = await count();
    expect((await call(t, user, 'POST', '/api/menus/99999999/duplicate')).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});
