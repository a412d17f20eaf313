import { toIsoDate, addCalendarDays, type ItemMenusEntry, type RotationalMenu } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../src/db/tenant.ts';
import { rotationalMenuItems, rotationalMenus } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  changesOf,
  createItemFixture,
  createMenuFixture,
  createSectionFixture,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';

describe('daily (rotational) menus: /api/rotational-menus', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let lunch: number;
  let dinner: number;
  let soup: number;
  let salad: number;
  let steak: number;
  let theirMenu: number;
  let theirItem: number;

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    manager = await bed.as('manager');
    lunch = (await createMenuFixture(t, bed.locationId, { name: 'Lunch', order: 1 })).id;
    dinner = (
      await createMenuFixture(t, bed.locationId, {
        name: 'Dinner',
        order: 0,
        localization: { fr: { name: 'Souper' } },
      })
    ).id;
    const starters = await createSectionFixture(t, bed.locationId, {
      name: 'Starters',
      menu_id: lunch,
    });
    salad = (
      await createItemFixture(t, bed.locationId, {
        name: 'Salad',
        menu_id: lunch,
        section_id: starters.id,
        order: 1,
      })
    ).id;
    soup = (
      await createItemFixture(t, bed.locationId, {
        name: 'Soup',
        menu_id: lunch,
        section_id: starters.id,
        order: 0,
        published: true,
      })
    ).id;
    steak = (await createItemFixture(t, bed.locationId, { name: 'Steak', menu_id: dinner })).id;
    theirMenu = (await createMenuFixture(t, bed.otherLocationId, { name: 'Theirs' })).id;
    theirItem = (
      await createItemFixture(t, bed.otherLocationId, { name: 'Their soup', menu_id: theirMenu })
    ).id;
  });
  afterAll(() => t.close());

  async function create(payload: object) {
    const res = await manager('POST', '/api/rotational-menus', payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<RotationalMenu>();
  }

  async function week(start: string, end = addCalendarDays(start, 6), caller = manager) {
    const res = await caller('GET', `/api/rotational-menus?start_date=${start}&end_date=${end}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RotationalMenu[]>();
  }

  /** Every daily-menu row of a location, read under its row-level security. */
  function rowsOf(restaurantId: number) {
    return withTenant(t.database.db, restaurantId, (tx) =>
      tx.select({ id: rotationalMenus.id, date: rotationalMenus.date }).from(rotationalMenus),
    );
  }

  it('plans menus on dates with their items and lists a range by date, then menu order', async () => {
    const monday = await create({
      menu_id: lunch,
      date: '2030-03-04',
      item_ids: [salad, soup, salad],
    });
    expect(monday).toMatchObject({ menu_id: lunch, date: '2030-03-04', item_ids: [salad, soup] });
    await create({ menu_id: lunch, date: '2030-03-05' });
    await create({ menu_id: dinner, date: '2030-03-04', item_ids: [steak] });
    await create({ menu_id: lunch, date: '2030-03-11' }); // the week after

    const listed = await week('2030-03-04');
    expect(listed.map((d) => [d.date, d.menu_id, d.item_ids])).toEqual([
      ['2030-03-04', dinner, [steak]],
      ['2030-03-04', lunch, [salad, soup]],
      ['2030-03-05', lunch, []],
    ]);
    expect((await week('2030-03-11', '2030-03-11')).map((d) => d.date)).toEqual(['2030-03-11']);
    expect((await changesOf(t, bed.locationId, 'rotational_menu'))[0]).toMatchObject({
      action: 'create',
      before: null,
      user_email: (await bed.user('manager')).email,
    });
  });

  it('refuses the same menu twice on a date (409), in both languages, writing nothing', async () => {
    const before = (await rowsOf(bed.locationId)).length;
    const en = await manager('POST', '/api/rotational-menus', {
      menu_id: lunch,
      date: '2030-03-04',
    });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({
      code: 'rotational_menu_taken',
      message: 'This menu is already planned on that date.',
    });
    const fr = await manager(
      'POST',
      '/api/rotational-menus',
      { menu_id: lunch, date: '2030-03-04' },
      'fr-CA',
    );
    expect(fr.json()).toMatchObject({ message: 'Ce menu est déjà prévu à cette date.' });
    expect((await rowsOf(bed.locationId)).length).toBe(before);
  });

  it('validates the range: ISO dates, end not before start, at most 12 weeks', async () => {
    const bad = async (query: string, locale: 'en-CA' | 'fr-CA' = 'en-CA') => {
      const res = await manager('GET', `/api/rotational-menus?${query}`, undefined, locale);
      expect(res.statusCode, query).toBe(400);
      return res.json<{ code: string; messages: Record<string, string> | string[] }>();
    };
    expect(await bad('start_date=2030-03-10&end_date=2030-03-09')).toMatchObject({
      code: 'validation_failed',
    });
    expect(JSON.stringify(await bad('start_date=2030-03-10&end_date=2030-03-09'))).toContain(
      'must be 2030-03-10 or higher',
    );
    expect(
      JSON.stringify(await bad('start_date=2030-01-07&end_date=2030-04-01', 'fr-CA')),
    ).toContain('doit être 2030-03-31 ou moins');
    await bad('start_date=2030-02-30&end_date=2030-03-01');
    await bad('start_date=2030-03-01');
    expect((await week('2030-01-07', '2030-03-31')).length).toBeGreaterThan(0);
  });

  it('bulk-creates all entries or none', async () => {
    const entries = [
      { menu_id: lunch, date: '2030-05-06', item_ids: [soup] },
      { menu_id: dinner, date: '2030-05-07' },
    ];
    const res = await manager('POST', '/api/rotational-menus/bulk', { entries });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<RotationalMenu[]>().map((d) => [d.menu_id, d.date, d.item_ids])).toEqual([
      [lunch, '2030-05-06', [soup]],
      [dinner, '2030-05-07', []],
    ]);

    const count = (await rowsOf(bed.locationId)).length;
    const changes = (await changesOf(t, bed.locationId, 'rotational_menu')).length;
    // The second entry clashes with what was just planned: the first is not kept either.
    const clash = await manager('POST', '/api/rotational-menus/bulk', {
      entries: [
        { menu_id: lunch, date: '2030-05-13' },
        { menu_id: dinner, date: '2030-05-07' },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'rotational_menu_taken' });
    // Repeated in the request itself: a validation error on the later entry.
    const repeated = await manager('POST', '/api/rotational-menus/bulk', {
      entries: [
        { menu_id: lunch, date: '2030-05-20' },
        { menu_id: lunch, date: '2030-05-20' },
      ],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.body).toContain('entries.1.date');
    expect((await rowsOf(bed.locationId)).length).toBe(count);
    expect((await changesOf(t, bed.locationId, 'rotational_menu')).length).toBe(changes);
    expect(await week('2030-05-13')).toEqual([]);
  });

  it('keeps other locations apart: their menus and items are unknown, nothing is written', async () => {
    const ours = (await rowsOf(bed.locationId)).length;
    const theirs = (await rowsOf(bed.otherLocationId)).length;
    for (const [url, payload, code] of [
      ['/api/rotational-menus', { menu_id: theirMenu, date: '2030-06-03' }, 'unknown_menus'],
      [
        '/api/rotational-menus',
        { menu_id: lunch, date: '2030-06-03', item_ids: [soup, theirItem] },
        'unknown_items',
      ],
      [
        '/api/rotational-menus/bulk',
        {
          entries: [
            { menu_id: lunch, date: '2030-06-03' },
            { menu_id: theirMenu, date: '2030-06-04' },
          ],
        },
        'unknown_menus',
      ],
    ] as const) {
      const res = await manager('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json()).toMatchObject({ code });
    }
    const other = await bed.as('manager', bed.otherLocationId);
    const planned = (
      await other('POST', '/api/rotational-menus', {
        menu_id: theirMenu,
        date: '2030-06-03',
        item_ids: [theirItem],
      })
    ).json<RotationalMenu>();
    // Ours cannot see, change or remove theirs.
    expect(await week('2030-06-03')).toEqual([]);
    expect(
      (await manager('PUT', `/api/rotational-menus/${planned.id}`, { date: '2030-06-04' }))
        .statusCode,
    ).toBe(404);
    expect((await manager('DELETE', `/api/rotational-menus/${planned.id}`)).statusCode).toBe(404);
    expect((await rowsOf(bed.locationId)).length).toBe(ours);
    const theirRows = await rowsOf(bed.otherLocationId);
    expect(theirRows).toHaveLength(theirs + 1);
    expect(theirRows).toContainEqual({ id: planned.id, date: '2030-06-03' });
    // Their cleanup does not touch ours.
    const cleaned = await other('DELETE', '/api/rotational-menus/cleanup?before=2099-01-01');
    expect(cleaned.json()).toMatchObject({ deleted: theirs + 1 });
    expect((await rowsOf(bed.locationId)).length).toBe(ours);
  });

  it('updates the date, menu and items; a taken date is refused and nothing changes', async () => {
    const planned = await create({ menu_id: lunch, date: '2030-07-01', item_ids: [soup] });
    await create({ menu_id: dinner, date: '2030-07-02' });
    const res = await manager('PUT', `/api/rotational-menus/${planned.id}`, {
      date: '2030-07-02',
      item_ids: [salad, soup],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      menu_id: lunch,
      date: '2030-07-02',
      item_ids: [salad, soup],
    });
    expect((await changesOf(t, bed.locationId, 'rotational_menu'))[0]).toMatchObject({
      action: 'update',
      entity_id: planned.id,
      before: { date: '2030-07-01', item_ids: [soup] },
      after: { date: '2030-07-02', item_ids: [salad, soup] },
    });

    const taken = await manager('PUT', `/api/rotational-menus/${planned.id}`, {
      menu_id: dinner,
      item_ids: [],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'rotational_menu_taken' });
    const unknown = await manager('PUT', `/api/rotational-menus/${planned.id}`, {
      item_ids: [theirItem],
    });
    expect(unknown.json()).toMatchObject({ code: 'unknown_items' });
    expect((await week('2030-07-02', '2030-07-02')).find((d) => d.id === planned.id)).toMatchObject(
      { menu_id: lunch, item_ids: [salad, soup] },
    );
    expect(
      (await manager('PUT', '/api/rotational-menus/999999', { date: '2030-07-09' })).statusCode,
    ).toBe(404);
  });

  it('removes one daily menu with its items, recording the change', async () => {
    const planned = await create({ menu_id: lunch, date: '2030-08-05', item_ids: [soup] });
    const res = await manager('DELETE', `/api/rotational-menus/${planned.id}`);
    expect(res.statusCode).toBe(204);
    expect(await week('2030-08-05')).toEqual([]);
    const links = await withTenant(t.database.db, bed.locationId, (tx) =>
      tx.select().from(rotationalMenuItems),
    );
    expect(links.some((link) => link.rotational_menu_id === planned.id)).toBe(false);
    expect((await changesOf(t, bed.locationId, 'rotational_menu'))[0]).toMatchObject({
      action: 'delete',
      entity_id: planned.id,
      after: null,
    });
    expect((await manager('DELETE', `/api/rotational-menus/${planned.id}`)).statusCode).toBe(404);
  });

  it('cleans up entries before a date, or before today by default', async () => {
    const today = toIsoDate(new Date(), 'America/Toronto');
    const yesterday = addCalendarDays(today, -1);
    await create({ menu_id: dinner, date: yesterday });
    await create({ menu_id: dinner, date: today });
    const res = await manager('DELETE', '/api/rotational-menus/cleanup');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ before: today, deleted: 1 });
    expect((await week(yesterday, today)).map((d) => d.date)).toEqual([today]);

    const remaining = (await rowsOf(bed.locationId)).map((row) => row.date).sort();
    const cut = '2030-05-07';
    const expected = remaining.filter((date) => date < cut).length;
    const explicit = await manager('DELETE', `/api/rotational-menus/cleanup?before=${cut}`);
    expect(explicit.json()).toEqual({ before: cut, deleted: expected });
    expect((await rowsOf(bed.locationId)).every((row) => row.date >= cut)).toBe(true);
    expect((await changesOf(t, bed.locationId, 'rotational_menu'))[0]).toMatchObject({
      action: 'cleanup',
      entity_id: null,
      before: { before: cut },
    });
    expect(
      (await manager('DELETE', '/api/rotational-menus/cleanup?before=2030-13-01')).statusCode,
    ).toBe(400);
  });

  it('lists items with the menu and section they belong to, in menu order', async () => {
    const res = await manager('GET', '/api/rotational-menus/item-menus-list');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<ItemMenusEntry[]>();
    expect(list.map((entry) => [entry.name, entry.menu.name, entry.section?.name ?? null])).toEqual(
      [
        ['Steak', 'Dinner', null],
        ['Soup', 'Lunch', 'Starters'],
        ['Salad', 'Lunch', 'Starters'],
      ],
    );
    expect(list[0]!.menu.localization).toEqual({ fr: { name: 'Souper' } });
    expect(list[1]!.published).toBe(true);
    const onlyLunch = await manager(
      'GET',
      `/api/rotational-menus/item-menus-list?menu_id=${lunch}`,
    );
    expect(onlyLunch.json<ItemMenusEntry[]>().map((entry) => entry.id)).toEqual([soup, salad]);
    const theirs = await manager(
      'GET',
      `/api/rotational-menus/item-menus-list?menu_id=${theirMenu}`,
    );
    expect(theirs.json()).toEqual([]);
  });

  it('lets members read the plan, and only managers and above change it', async () => {
    const planned = await create({ menu_id: dinner, date: '2030-10-07' });
    const member = await bed.as('member');
    expect(await week('2030-10-07', '2030-10-13', member)).toEqual([planned]);
    expect((await member('GET', '/api/rotational-menus/item-menus-list')).statusCode).toBe(200);
    for (const role of ['member', 'lead']) {
      const user = await bed.as(role);
      for (const [method, url, payload] of [
        ['POST', '/api/rotational-menus', { menu_id: lunch, date: '2030-09-02' }],
        [
          'POST',
          '/api/rotational-menus/bulk',
          { entries: [{ menu_id: lunch, date: '2030-09-02' }] },
        ],
        ['PUT', `/api/rotational-menus/${planned.id}`, { date: '2030-09-02' }],
        ['DELETE', `/api/rotational-menus/${planned.id}`, undefined],
        ['DELETE', '/api/rotational-menus/cleanup?before=2099-01-01', undefined],
      ] as const) {
        const res = await user(method, url, payload);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      }
    }
    expect(await week('2030-09-02')).toEqual([]);
    const admin = await bed.as('admin');
    const res = await admin('POST', '/api/rotational-menus', {
      menu_id: lunch,
      date: '2030-09-02',
    });
    expect(res.statusCode).toBe(201);
  });
});
