import type { DeepMenu, Item, Menu, Section } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, catalogueChanges, emptyLocation } from '../helpers/menu-api.ts';

/** Larger than the largest `integer` (int4) PostgreSQL stores: no row can have this id. */
const beyondInt4 = 99_999_999_999;

/**
 * Input PostgreSQL cannot take (ids beyond int4, U+0000 in text, JSON nested without end) never
 * reaches the database: it answers a localised 400 (or 404 for an id in a path) and changes
 * nothing.
 */
describe('catalogue input the database cannot store', () => {
  let t: TestApp;
  let user: SignedIn;
  let locationId: number;
  let menu: Menu;
  let section: Section;
  let item: Item;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ user, locationId } = await emptyLocation(t));
    menu = (await call(t, user, 'POST', '/api/menus', { body: { name: 'M' } })).json();
    const sectionsUrl = `/api/menus/${menu.id}/sections`;
    section = (await call(t, user, 'POST', sectionsUrl, { body: { name: 'S' } })).json();
    const itemsUrl = `${sectionsUrl}/${section.id}/items`;
    item = (await call(t, user, 'POST', itemsUrl, { body: { name: 'I' } })).json();
  });
  afterAll(() => t.close());

  const itemUrl = () => `/api/menus/${menu.id}/sections/${section.id}/items/${item.id}`;
  const deep = async () =>
    (await call(t, user, 'GET', `/api/menus/deep-get-menu/${menu.id}`)).json<DeepMenu>();

  it('answers 400 for a path id beyond int4, in the caller language', async () => {
    const paths: [string, string][] = [
      ['GET', `/api/menus/deep-get-menu/${beyondInt4}`],
      ['PUT', `/api/menus/${beyondInt4}`],
      ['GET', `/api/menus/${beyondInt4}/sections/deep-get-sections`],
      ['GET', `/api/menus/${menu.id}/sections/${beyondInt4}/items`],
      ['PUT', `/api/menus/${menu.id}/sections/${section.id}/items/${beyondInt4}`],
      ['POST', `/api/menus/${beyondInt4}/duplicate`],
    ];
    for (const [method, url] of paths) {
      const body = method === 'PUT' ? { name: 'X' } : undefined;
      const res = await call(t, user, method, url, { body, locale: 'fr-CA' });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(res.json<{ message: string }>().message).toBe('Certains champs ne sont pas valides.');
    }
  });

  it('answers 400 for a body id beyond int4 and changes nothing', async () => {
    const before = await deep();
    const bodies: [string, string, unknown, string][] = [
      ['PUT', `/api/menus/${menu.id}`, { menu_group_id: beyondInt4 }, 'menu_group_id'],
      ['POST', '/api/menus', { name: 'N', menu_group_id: beyondInt4 }, 'menu_group_id'],
      ['PUT', itemUrl(), { name: 'Changed', options: [beyondInt4] }, 'options.0'],
      [
        'POST',
        `/api/menus/${menu.id}/availability/copy`,
        { availability: [], menuIds: [beyondInt4] },
        'menuIds.0',
      ],
      ['POST', '/api/menus/move', { type: 'item', id: beyondInt4, menu_id: menu.id }, 'id'],
      ['POST', '/api/menus/move', { type: 'item', id: item.id, menu_id: beyondInt4 }, 'menu_id'],
      [
        'POST',
        '/api/menus/move',
        { type: 'item', id: item.id, menu_id: menu.id, section_id: beyondInt4 },
        'section_id',
      ],
      ['POST', '/api/menus/reorder', { type: 'item', ids: [item.id, beyondInt4] }, 'ids.1'],
    ];
    for (const [method, url, body, field] of bodies) {
      const res = await call(t, user, method, url, { body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty([field]);
    }
    expect(await deep()).toEqual(before);
  });

  it('answers 400 naming the field for text holding U+0000, anywhere in the body', async () => {
    const before = await deep();
    const historyBefore = (await catalogueChanges(t, locationId, 'item')).length;
    const bodies: [string, string, unknown, string][] = [
      ['PUT', `/api/menus/${menu.id}`, { name: 'a\u0000b' }, 'name'],
      ['POST', '/api/menus', { name: 'ok', slug: 'x\u0000' }, 'slug'],
      [
        'PUT',
        `/api/menus/${menu.id}`,
        { localization: { fr: { name: 'a\u0000' } } },
        'localization.fr.name',
      ],
      [
        'POST',
        `/api/menus/${menu.id}/sections`,
        { name: 'S', description: '\u0000' },
        'description',
      ],
      ['PUT', itemUrl(), { ingredients: [{ name: 'Salt\u0000' }] }, 'ingredients.0.name'],
      ['PUT', itemUrl(), { promos: [{ code: 'a\u0000' }] }, 'promos.0.code'],
      ['PUT', itemUrl(), { promos: [{ 'k\u0000': 1 }] }, 'promos.0'],
      ['PUT', itemUrl(), { localization: { 'f\u0000': { name: 'x' } } }, 'localization'],
    ];
    for (const [method, url, body, field] of bodies) {
      const res = await call(t, user, method, url, { body });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      const answer = res.json<{ code: string; fields: Record<string, string> }>();
      expect(answer.code).toBe('validation_failed');
      expect(answer.fields[field], JSON.stringify(answer.fields)).toBe("This value isn't valid.");
    }
    expect(await deep()).toEqual(before);
    expect(await catalogueChanges(t, locationId, 'item')).toHaveLength(historyBefore);
  });

  it('answers 400 for JSON nested without end in a free-form field', async () => {
    const depth = 50_000;
    const res = await t.app.inject({
      method: 'PUT',
      url: itemUrl(),
      headers: { ...user.headers(), 'content-type': 'application/json' },
      payload: `{"promos":[${'['.repeat(depth)}${']'.repeat(depth)}]}`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('still stores ordinary nested promos and text', async () => {
    const promos = [{ code: 'SUMMER', tiers: [{ min: 2, off: [0.1] }] }];
    const res = await call(t, user, 'PUT', itemUrl(), {
      body: { promos, localization: { fr: { name: 'Café ünïcode ✓' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ promos, localization: { fr: { name: 'Café ünïcode ✓' } } });
  });
});
