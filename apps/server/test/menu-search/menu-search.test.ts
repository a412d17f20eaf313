import { SEARCH_RESULTS_PER_TYPE, type SearchResult } from '@app/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signIn } from '../helpers/sign-in.ts';
import {
  createItemFixture,
  createMenuFixture,
  createSectionFixture,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';

const fr = (name: string) => ({ fr: { name } });

describe('POST /api/menus/search', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let dinner: { id: number };
  let snacks: { id: number };
  let desserts: { id: number };
  let mains: { id: number };

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
    const at = bed.locationId;
    dinner = await createMenuFixture(t, at, {
      name: 'Dinner',
      localization: fr('Souper'),
      published: true,
    });
    snacks = await createMenuFixture(t, at, {
      name: 'Snacks',
      allow_sections: false,
      localization: fr('Collations'),
    });
    desserts = await createSectionFixture(t, at, {
      name: 'Desserts',
      menu_id: dinner.id,
      localization: fr('Desserts'),
    });
    mains = await createSectionFixture(t, at, {
      name: 'Mains',
      menu_id: dinner.id,
      localization: fr('Plats principaux'),
    });
    const inDesserts = { menu_id: dinner.id, section_id: desserts.id };
    await createItemFixture(t, at, {
      ...inDesserts,
      name: 'Crème brûlée',
      sku: 'DES-001',
      published: true,
    });
    await createItemFixture(t, at, { ...inDesserts, name: 'Creme caramel' });
    for (const name of ['Apple pie', 'Pie crust', 'Pie 10', 'Pie', 'Pie 2']) {
      await createItemFixture(t, at, { ...inDesserts, name });
    }
    await createItemFixture(t, at, {
      menu_id: dinner.id,
      section_id: mains.id,
      name: 'Steak frites',
      localization: fr('Steak-frites'),
    });
    await createItemFixture(t, at, {
      menu_id: snacks.id,
      name: 'Medium French Fries',
      localization: fr('Frites moyennes'),
    });
    await createItemFixture(t, at, { menu_id: snacks.id, name: 'CRÉMEUX chocolate bar' });
    await createItemFixture(t, at, { menu_id: snacks.id, name: '100% juice' });
    for (let n = 1; n <= SEARCH_RESULTS_PER_TYPE + 5; n += 1) {
      await createItemFixture(t, at, { menu_id: snacks.id, name: `Taco ${n}` });
    }
  });
  afterAll(() => t.close());

  async function search(term: string, caller = manager): Promise<SearchResult[]> {
    const res = await caller('POST', '/api/menus/search', { term });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ results: SearchResult[] }>().results;
  }
  const brief = (results: SearchResult[]) => results.map((r) => [r.type, r.name]);

  it('finds items ignoring case and accents, typed by where they sit', async () => {
    const results = await search('creme');
    expect(brief(results)).toEqual([
      ['menu_item', 'CRÉMEUX chocolate bar'],
      ['section_item', 'Crème brûlée'],
      ['section_item', 'Creme caramel'],
    ]);
    expect(results[1]!.id).toEqual(expect.any(Number));
    expect({ ...results[1], id: 0 }).toEqual({
      type: 'section_item',
      id: 0,
      name: 'Crème brûlée',
      localized_name: null,
      menu_id: dinner.id,
      menu_name: 'Dinner',
      section_id: desserts.id,
      section_name: 'Desserts',
      localized_menu_name: 'Souper',
      localized_section_name: 'Desserts',
      allow_sections: true,
      published: true,
    });
    expect(results[0]).toMatchObject({
      menu_id: snacks.id,
      section_id: null,
      section_name: null,
      allow_sections: false,
      published: false,
    });
    expect(brief(await search('  CRÈME BRÛLÉE '))).toEqual([['section_item', 'Crème brûlée']]);
    expect(brief(await search('brulee'))).toEqual([['section_item', 'Crème brûlée']]);
  });

  it('finds menus, sections and items by their French names', async () => {
    const souper = await search('souper');
    expect(souper).toEqual([
      expect.objectContaining({
        type: 'menu',
        id: dinner.id,
        name: 'Dinner',
        localized_name: 'Souper',
        menu_id: dinner.id,
        localized_menu_name: 'Souper',
        section_id: null,
        localized_section_name: null,
      }),
    ]);
    const plats = await search('PLATS');
    expect(plats).toEqual([
      expect.objectContaining({
        type: 'section',
        id: mains.id,
        localized_name: 'Plats principaux',
        menu_id: dinner.id,
        section_id: mains.id,
        section_name: 'Mains',
        localized_menu_name: 'Souper',
        localized_section_name: 'Plats principaux',
      }),
    ]);
    const frites = await search('frites');
    expect(
      frites.map((r) => [
        r.type,
        r.name,
        r.localized_name,
        r.localized_menu_name,
        r.localized_section_name,
      ]),
    ).toEqual([
      ['menu_item', 'Medium French Fries', 'Frites moyennes', 'Collations', null],
      ['section_item', 'Steak frites', 'Steak-frites', 'Souper', 'Plats principaux'],
    ]);
  });

  it('finds items by SKU', async () => {
    expect(brief(await search('des-001'))).toEqual([['section_item', 'Crème brûlée']]);
  });

  it('puts whole-name matches first, then names starting with the term, then the rest, naturally', async () => {
    expect(brief(await search('pie'))).toEqual([
      ['section_item', 'Pie'],
      ['section_item', 'Pie 2'],
      ['section_item', 'Pie 10'],
      ['section_item', 'Pie crust'],
      ['section_item', 'Apple pie'],
    ]);
  });

  it(`answers at most ${SEARCH_RESULTS_PER_TYPE} results of each type`, async () => {
    const results = await search('taco');
    expect(results).toHaveLength(SEARCH_RESULTS_PER_TYPE);
    expect(results.map((r) => r.name)).toEqual(
      Array.from({ length: SEARCH_RESULTS_PER_TYPE }, (_, i) => `Taco ${i + 1}`),
    );
  });

  it('reads % and _ as plain characters', async () => {
    expect(brief(await search('%'))).toEqual([['menu_item', '100% juice']]);
    expect(await search('_')).toEqual([]);
  });

  it('never answers another location’s rows', async () => {
    const elsewhere = await createMenuFixture(t, bed.otherLocationId, { name: 'Secret menu' });
    await createItemFixture(t, bed.otherLocationId, {
      menu_id: elsewhere.id,
      name: 'Crème secrète',
    });
    expect(await search('secret')).toEqual([]);
    expect((await search('creme')).map((r) => r.name)).not.toContain('Crème secrète');
    const other = await bed.as('manager', bed.otherLocationId);
    expect(brief(await search('secret', other))).toEqual([
      ['menu', 'Secret menu'],
      ['menu_item', 'Crème secrète'],
    ]);
  });

  it('matches ligatures and other Latin accents both ways', async () => {
    await createItemFixture(t, bed.locationId, { menu_id: snacks.id, name: 'Œufs bénédictine' });
    await createItemFixture(t, bed.locationId, { menu_id: snacks.id, name: 'Smørrebrød' });
    expect(brief(await search('oeufs'))).toEqual([['menu_item', 'Œufs bénédictine']]);
    expect(brief(await search('œuf'))).toEqual([['menu_item', 'Œufs bénédictine']]);
    expect(brief(await search('BENEDICTINE'))).toEqual([['menu_item', 'Œufs bénédictine']]);
    expect(brief(await search('smorrebrod'))).toEqual([['menu_item', 'Smørrebrød']]);
  });

  it('reads the English name as the secondary one where French is the primary language', async () => {
    await t.database.db
      .update(restaurants)
      .set({ locales: ['fr-CA', 'en-CA'] })
      .where(eq(restaurants.id, bed.otherLocationId));
    const menu = await createMenuFixture(t, bed.otherLocationId, {
      name: 'Dîner',
      localization: { en: { name: 'Supper' }, fr: { name: 'Ignored' } },
    });
    const other = await bed.as('manager', bed.otherLocationId);
    expect(await search('supper', other)).toEqual([
      expect.objectContaining({
        type: 'menu',
        id: menu.id,
        name: 'Dîner',
        localized_name: 'Supper',
      }),
    ]);
    expect(await search('ignored', other)).toEqual([]);
  });

  it('refuses an empty or overlong term in the caller’s language', async () => {
    const en = await manager('POST', '/api/menus/search', { term: '   ' });
    expect(en.statusCode).toBe(400);
    const enBody = en.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(enBody).toMatchObject({
      code: 'validation_failed',
      message: 'Some fields are not valid.',
    });
    expect(Object.keys(enBody.fields)).toEqual(['term']);
    const frRes = await manager('POST', '/api/menus/search', { term: '' }, 'fr-CA');
    const frBody = frRes.json<{ message: string; fields: Record<string, string> }>();
    expect(frBody.message).toBe('Certains champs ne sont pas valides.');
    expect(frBody.fields.term).not.toBe(enBody.fields.term);
    const long = await manager('POST', '/api/menus/search', { term: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect((await manager('POST', '/api/menus/search', {})).statusCode).toBe(400);
  });

  it('is open to members, closed to the kiosk', async () => {
    const member = await bed.as('member');
    expect(await search('souper', member)).toHaveLength(1);
    const kioskUser = await bed.user('kiosk');
    const kiosk = await signIn(t, kioskUser.email, kioskUser.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/menus/search',
      headers: kiosk.headers(bed.locationId),
      payload: { term: 'souper' },
    });
    expect(res.statusCode).toBe(403);
  });
});
