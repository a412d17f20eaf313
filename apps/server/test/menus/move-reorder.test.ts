import type { DeepMenu, Item, Menu, Section } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionGroups, optionValues } from '../../src/db/schema/index.ts';
import { createUserFixture } from '../helpers/fixtures.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, catalogueChanges, emptyLocation } from '../helpers/menu-api.ts';

describe('move and reorder', () => {
  let t: TestApp;
  let user: SignedIn;
  let locationId: number;
  let menuA: number;
  let menuB: number;
  const post = async <T>(url: string, body: unknown) =>
    (await call(t, user, 'POST', url, { body })).json<T>();
  const deep = async (id: number) =>
    (await call(t, user, 'GET', `/api/menus/deep-get-menu/${id}`)).json<DeepMenu>();

  beforeAll(async () => {
    t = await buildTestApp();
    ({ user, locationId } = await emptyLocation(t));
    menuA = (await post<Menu>('/api/menus', { name: 'A' })).id;
    menuB = (await post<Menu>('/api/menus', { name: 'B' })).id;
  });
  afterAll(() => t.close());

  it('moves a section to another menu at a position; its items follow; both lists renumbered', async () => {
    const s1 = await post<Section>(`/api/menus/${menuA}/sections`, { name: 'S1' });
    const s2 = await post<Section>(`/api/menus/${menuA}/sections`, { name: 'S2' });
    const s3 = await post<Section>(`/api/menus/${menuA}/sections`, { name: 'S3' });
    const b1 = await post<Section>(`/api/menus/${menuB}/sections`, { name: 'B1' });
    const item = await post<Item>(`/api/menus/${menuA}/sections/${s2.id}/items`, { name: 'I' });
    const res = await call(t, user, 'POST', '/api/menus/move', {
      body: { type: 'section', id: s2.id, menu_id: menuB, position: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: s2.id, menu_id: menuB, order: 0 });
    const a = await deep(menuA);
    expect(a.sections.map((s) => [s.id, s.order])).toEqual([
      [s1.id, 0],
      [s3.id, 1],
    ]);
    const b = await deep(menuB);
    expect(b.sections.map((s) => [s.id, s.order])).toEqual([
      [s2.id, 0],
      [b1.id, 1],
    ]);
    expect(b.sections[0]!.items).toEqual([
      expect.objectContaining({ id: item.id, menu_id: menuB, section_id: s2.id }),
    ]);
    expect((await catalogueChanges(t, locationId, 'section'))[0]).toMatchObject({
      action: 'move',
      before: { menu_id: menuA },
      after: { menu_id: menuB, order: 0 },
    });
  });

  it('moves an item out of a section into a menu, last by default, and into a section at a position', async () => {
    const section = await post<Section>(`/api/menus/${menuA}/sections`, { name: 'Holder' });
    const x = await post<Item>(`/api/menus/${menuA}/sections/${section.id}/items`, { name: 'X' });
    const y = await post<Item>(`/api/menus/${menuA}/sections/${section.id}/items`, { name: 'Y' });
    const loose = await post<Item>(`/api/menus/${menuB}/items`, { name: 'Loose' });
    const out = await call(t, user, 'POST', '/api/menus/move', {
      body: { type: 'item', id: x.id, menu_id: menuB, section_id: null },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ menu_id: menuB, section_id: null, order: 1 });
    expect((await deep(menuB)).items.map((i) => i.id)).toEqual([loose.id, x.id]);
    const sectionAfter = (await deep(menuA)).sections.find((s) => s.id === section.id)!;
    expect(sectionAfter.items.map((i) => [i.id, i.order])).toEqual([[y.id, 0]]);

    const back = await call(t, user, 'POST', '/api/menus/move', {
      body: { type: 'item', id: x.id, menu_id: menuA, section_id: section.id, position: 0 },
    });
    expect(back.json()).toMatchObject({ section_id: section.id, order: 0 });
    const again = (await deep(menuA)).sections.find((s) => s.id === section.id)!;
    expect(again.items.map((i) => i.name)).toEqual(['X', 'Y']);

    // A section of another menu is not a valid target.
    const wrong = await call(t, user, 'POST', '/api/menus/move', {
      body: { type: 'item', id: x.id, menu_id: menuB, section_id: section.id },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses any other type with the spec message, in English and French', async () => {
    const body = { type: 'menu', id: menuA, menu_id: menuB };
    const en = await call(t, user, 'POST', '/api/menus/move', { body });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'invalid_move_type',
      message: 'Moving invalid type of object.',
    });
    const fr = await call(t, user, 'POST', '/api/menus/move', { body, locale: 'fr-CA' });
    expect(fr.json()).toMatchObject({ message: 'Déplacement d’un type d’objet invalide.' });
    const reorder = await call(t, user, 'POST', '/api/menus/reorder', {
      body: { type: 'galaxy', ids: [menuA] },
    });
    expect(reorder.json()).toMatchObject({ code: 'invalid_move_type' });
  });

  it('reorders menus, puts the siblings not sent after, and refuses mixed lists', async () => {
    const c = (await post<Menu>('/api/menus', { name: 'C' })).id;
    const res = await call(t, user, 'POST', '/api/menus/reorder', {
      body: { type: 'menu', ids: [c, menuA] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: 'menu', ids: [c, menuA, menuB] });
    const menus = (await call(t, user, 'GET', '/api/menus')).json<Menu[]>();
    expect(menus.map((m) => [m.id, m.order])).toEqual([
      [c, 0],
      [menuA, 1],
      [menuB, 2],
    ]);
    const sectionA = (await deep(menuA)).sections[0]!;
    const sectionB = (await deep(menuB)).sections[0]!;
    const mixed = await call(t, user, 'POST', '/api/menus/reorder', {
      body: { type: 'section', ids: [sectionA.id, sectionB.id] },
      locale: 'fr-CA',
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ code: 'reorder_mixed_parents' });
    const unknown = await call(t, user, 'POST', '/api/menus/reorder', {
      body: { type: 'menu', ids: [menuA, 99999999] },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(t, user, 'GET', '/api/menus')).json<Menu[]>().map((m) => m.id)).toEqual([
      c,
      menuA,
      menuB,
    ]);
  });

  it('reorders option values of one group; menu groups need a manager', async () => {
    const [group] = await t.database.db
      .insert(optionGroups)
      .values({ restaurant_id: locationId, name: 'G' })
      .returning({ id: optionGroups.id });
    const values = await t.database.db
      .insert(optionValues)
      .values(
        ['v1', 'v2', 'v3'].map((name, order) => ({
          restaurant_id: locationId,
          option_group_id: group!.id,
          name,
          order,
        })),
      )
      .returning({ id: optionValues.id });
    const ids = values.map((v) => v.id).reverse();
    const res = await call(t, user, 'POST', '/api/menus/reorder', {
      body: { type: 'option_value', ids },
    });
    expect(res.json()).toEqual({ type: 'option_value', ids });

    const member = await createUserFixture(t.database.db, {
      role: 'member',
      locations: [locationId],
    });
    const memberUser = await signIn(t, member.email, member.password);
    const menuGroups = await call(t, memberUser, 'POST', '/api/menus/reorder', {
      body: { type: 'menu_group', ids: [1] },
    });
    expect(menuGroups.statusCode).toBe(403);
    const allowed = await call(t, memberUser, 'POST', '/api/menus/reorder', {
      body: { type: 'option_value', ids },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
