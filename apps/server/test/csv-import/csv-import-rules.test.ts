import { csvText, type CsvImportResult, type DeepMenu, type MenuSummary } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  changesOf,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';
import { SPEC_HEADER, finishedRun, setCsvImport, uploaderAs } from './csv-import-fixtures.ts';

const PREVIEW = '/api/menus/csv-menus-import/preview';
const IMPORT = '/api/menus/csv-menus-import';
const FILE = csvText([SPEC_HEADER.slice(0, 4), ['Lunch', 'Grill', 'Burger', '9']]);

describe('menu CSV import: who, where, and all or nothing', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    await setCsvImport(t, bed.locationId, true);
    manager = await bed.as('manager');
  });
  afterAll(() => t.close());

  it('is for managers and above where the location has CSV import on', async () => {
    for (const role of ['member', 'lead']) {
      const upload = await uploaderAs(t, bed, role);
      for (const url of [PREVIEW, IMPORT]) {
        const res = await upload(url, FILE);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden_role' });
      }
    }
    const kiosk = await uploaderAs(t, bed, 'kiosk');
    expect((await kiosk(IMPORT, FILE)).statusCode).toBe(403);

    // The other location of the same users has the switch off.
    const elsewhere = await uploaderAs(t, bed, 'manager', bed.otherLocationId);
    const res = await elsewhere(IMPORT, FILE, { locale: 'fr-CA' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'feature_disabled',
      message: 'Cette fonction n’est pas activée pour cet établissement.',
    });
    expect((await manager('GET', '/api/menus')).json()).toEqual([]);
  });

  it('writes only at the active location', async () => {
    const admin = await uploaderAs(t, bed, 'admin');
    const started = await admin(IMPORT, FILE);
    expect(started.statusCode, started.body).toBe(202);
    await finishedRun(manager, started.json<{ id: number }>().id);
    expect((await manager('GET', '/api/menus')).json<MenuSummary[]>()).toMatchObject([
      { name: 'Lunch', item_count: 1 },
    ]);
    const other = await bed.as('manager', bed.otherLocationId);
    expect((await other('GET', '/api/menus')).json()).toEqual([]);
  });

  it('leaves the catalogue as it was when a write fails part way', async () => {
    // A failure the import cannot foresee, in this test's own database: the 1,500th item of the
    // file cannot be stored, after a whole batch of items was written.
    await t.database.db.execute(sql`
      create function test_refuse_item() returns trigger language plpgsql as $$
      begin
        if new.name = 'Item 1500' then raise exception 'test: items refused'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`
      create trigger test_refuse_item before insert on items
      for each row execute function test_refuse_item()`);
    try {
      const menusBefore = (await manager('GET', '/api/menus')).json<MenuSummary[]>();
      const historyBefore = await changesOf(t, bed.locationId, 'menu');
      const rows = Array.from({ length: 2000 }, (_, index) => [
        index < 1000 ? 'Lunch' : 'Big menu',
        `Station ${index % 7}`,
        `Item ${index + 1}`,
        '5',
      ]);
      const upload = await uploaderAs(t, bed, 'manager');
      const started = await upload(IMPORT, csvText([SPEC_HEADER.slice(0, 4), ...rows]));
      const run = await finishedRun(manager, started.json<{ id: number }>().id);
      expect(run).toMatchObject({
        status: 'failed',
        error: {
          code: 'job_failed',
          message: 'The job stopped because of an unexpected error. Nothing was changed.',
        },
      });
      expect((await manager('GET', '/api/menus')).json()).toEqual(menusBefore);
      expect(await changesOf(t, bed.locationId, 'menu')).toEqual(historyBefore);
    } finally {
      await t.database.db.execute(sql`drop trigger test_refuse_item on items`);
      await t.database.db.execute(sql`drop function test_refuse_item`);
    }
  });

  it('puts the French text first at a French-first location', async () => {
    await t.database.db
      .update(restaurants)
      .set({ locales: ['fr-CA', 'en-CA'] })
      .where(eq(restaurants.id, bed.locationId));
    const upload = await uploaderAs(t, bed, 'manager');
    const started = await upload(
      IMPORT,
      csvText([
        [
          ...SPEC_HEADER.slice(0, 4),
          'Menu Name French',
          'Station French',
          'Short Name French',
          'Description',
          'Description French',
        ],
        [
          'Breakfast',
          'Eggs',
          'Omelette',
          '8',
          'Déjeuner',
          'Œufs',
          'Omelette au fromage',
          'Cheddar & <b>chives</b>\nServed all day',
          'Cheddar et ciboulette',
        ],
      ]),
    );
    const run = await finishedRun(manager, started.json<{ id: number }>().id);
    const { menus } = run.result as CsvImportResult;
    expect(menus).toMatchObject([{ name: 'Déjeuner', created: true, items_created: 1 }]);
    const deep = (
      await manager('GET', `/api/menus/deep-get-menu/${menus[0]!.id}`)
    ).json<DeepMenu>();
    expect(deep).toMatchObject({ name: 'Déjeuner', localization: { en: { name: 'Breakfast' } } });
    expect(deep.sections[0]).toMatchObject({
      name: 'Œufs',
      localization: { en: { name: 'Eggs' } },
      items: [
        {
          name: 'Omelette au fromage',
          // A sheet's text is plain: nothing in it becomes markup, line breaks are kept.
          description: '<p>Cheddar et ciboulette</p>',
          localization: {
            en: {
              name: 'Omelette',
              description: '<p>Cheddar &amp; &lt;b&gt;chives&lt;/b&gt;<br />Served all day</p>',
            },
          },
        },
      ],
    });
  });
});
