import {
  csvText,
  type CsvImportPreview,
  type CsvImportResult,
  type DeepMenu,
  type MenuSummary,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import {
  changesOf,
  createTestbed,
  type ApiCaller,
  type Testbed,
} from '../helpers/catalogue-fixtures.ts';
import {
  SPEC_HEADER,
  finishedRun,
  nutritionMenuCsv,
  nutritionRows,
  setCsvImport,
  uploaderAs,
  type Uploader,
} from './csv-import-fixtures.ts';

const PREVIEW = '/api/menus/csv-menus-import/preview';
const IMPORT = '/api/menus/csv-menus-import';

describe('menu CSV import with the public nutrition table', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let upload: Uploader;
  const file = nutritionMenuCsv();
  const rows = nutritionRows();
  // Expected from the file itself: one item per station and name, the rest are repeats.
  const distinct = new Set(rows.map((row) => `${row.category}|${row.item.toLowerCase()}`));
  const stations = new Set(rows.map((row) => row.category));

  async function menus() {
    return (await manager('GET', '/api/menus')).json<MenuSummary[]>();
  }
  async function importFile(data: string, headers: Record<string, string> = {}) {
    const started = await upload(IMPORT, data, { headers });
    expect(started.statusCode, started.body).toBe(202);
    return finishedRun(manager, started.json<{ id: number }>().id);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    await setCsvImport(t, bed.locationId, true);
    manager = await bed.as('manager');
    upload = await uploaderAs(t, bed, 'manager');
  });
  afterAll(() => t.close());

  it('previews every row without writing anything', async () => {
    const res = await upload(PREVIEW, file, { filename: 'mcdonalds.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<CsvImportPreview>();
    expect(preview.file_name).toBe('mcdonalds.csv');
    expect(preview.summary).toEqual({
      rows: rows.length,
      create: distinct.size,
      duplicates: rows.length - distinct.size,
      errors: 0,
      new_menus: 1,
      new_sections: stations.size,
    });
    expect(preview.rows).toHaveLength(rows.length);
    expect(preview.rows[0]).toEqual({
      row: 2,
      status: 'create',
      menu: "McDonald's USA",
      station: 'BURGER',
      name: rows[0]!.item,
      price: 6.49,
      problems: [],
    });
    expect(preview.new_menus).toEqual(["McDonald's USA"]);
    expect(preview.ignored_columns).toEqual([]);
    expect(await menus()).toEqual([]);
  });

  it('imports the file as one run, with progress, into a draft menu', async () => {
    const run = await importFile(file);
    expect(run).toMatchObject({ kind: 'csv-import', status: 'succeeded', error: null });
    expect(run).toMatchObject({ progress: distinct.size, total: distinct.size });
    const result = run.result as CsvImportResult;
    expect(result.summary).toMatchObject({
      create: distinct.size,
      duplicates: rows.length - distinct.size,
      errors: 0,
    });

    const [menu] = await menus();
    expect(menu).toMatchObject({
      name: "McDonald's USA",
      published: false,
      section_count: stations.size,
      item_count: distinct.size,
    });
    expect(result.menus).toEqual([
      { id: menu!.id, name: "McDonald's USA", created: true, items_created: distinct.size },
    ]);
    const deep = (await manager('GET', `/api/menus/deep-get-menu/${menu!.id}`)).json<DeepMenu>();
    expect(deep.sections.map((s) => s.name)).toEqual([...stations]);
    const burgers = deep.sections.find((s) => s.name === 'BURGER')!;
    expect(burgers.published).toBe(true);
    expect(burgers.items[0]).toMatchObject({
      name: rows[0]!.item,
      base_price: 6.49,
      calories: Number(rows[0]!.calories),
      accounting_category: 'MCD-BURGER',
      meal_package: false,
      published: true,
    });
    // Accents and symbols of the file arrive intact; the rows keep the file's order.
    const names = burgers.items.map((item) => item.name);
    expect(names).toContain('Jalapeño Double');
    expect(burgers.items.map((item) => item.order)).toEqual(names.map((_, index) => index));
    const happyMeal = deep.sections.find((s) => s.name === 'HAPPYMEAL')!;
    expect(happyMeal.items.every((item) => item.meal_package)).toBe(true);

    const [change] = await changesOf(t, bed.locationId, 'menu');
    expect(change).toMatchObject({ action: 'import', entity_id: null });
    expect(change!.after).toMatchObject({ file_name: 'menu.csv', summary: result.summary });
  });

  it('creates nothing new when the same file comes again', async () => {
    const before = await menus();
    const run = await importFile(file);
    expect((run.result as CsvImportResult).summary).toMatchObject({
      create: 0,
      duplicates: rows.length,
      new_menus: 0,
      new_sections: 0,
    });
    expect(await menus()).toEqual(before);
  });

  it('adds new rows to the existing menu and station, skipping those it has', async () => {
    const [menu] = await menus();
    const run = await importFile(
      csvText([
        SPEC_HEADER.slice(0, 4),
        ["mcdonald's usa ", 'burger', 'Maple Burger', '7.25'],
        ["McDonald's USA", 'BURGER', rows[0]!.item.toUpperCase(), '6.49'],
        ["McDonald's USA", 'Poutine', 'Classic Poutine', '6,75 $'],
      ]),
    );
    expect((run.result as CsvImportResult).summary).toMatchObject({
      create: 2,
      duplicates: 1,
      new_menus: 0,
      new_sections: 1,
    });
    const deep = (await manager('GET', `/api/menus/deep-get-menu/${menu!.id}`)).json<DeepMenu>();
    const burgers = deep.sections.find((s) => s.name === 'BURGER')!;
    expect(burgers.items.at(-1)).toMatchObject({ name: 'Maple Burger', base_price: 7.25 });
    expect(deep.sections.at(-1)!.items).toMatchObject([
      { name: 'Classic Poutine', base_price: 6.75 },
    ]);
  });

  it('starts one run per idempotency key', async () => {
    const data = csvText([SPEC_HEADER.slice(0, 4), ['Brunch', 'Eggs', 'Benedict', '14']]);
    const headers = { 'idempotency-key': 'brunch-file-1' };
    const first = await upload(IMPORT, data, { headers });
    const second = await upload(IMPORT, data, { headers });
    expect(first.statusCode).toBe(202);
    expect(second.json<{ id: number }>().id).toBe(first.json<{ id: number }>().id);
    await finishedRun(manager, first.json<{ id: number }>().id);
    expect((await menus()).filter((m) => m.name === 'Brunch')).toHaveLength(1);
    // Another file under the same key is another import, never the first one's answer.
    const other = await upload(
      IMPORT,
      csvText([SPEC_HEADER.slice(0, 4), ['Brunch', 'Eggs', 'Florentine', '15']]),
      { headers },
    );
    expect(other.json<{ id: number }>().id).not.toBe(first.json<{ id: number }>().id);
    await finishedRun(manager, other.json<{ id: number }>().id);
  });

  it('imports a file once even when two imports of it run at the same time', async () => {
    const data = csvText([
      SPEC_HEADER.slice(0, 4),
      ['Late night', 'Snacks', 'Nachos', '11'],
      ['Late night', 'Snacks', 'Wings', '13'],
    ]);
    const [a, b] = await Promise.all([upload(IMPORT, data), upload(IMPORT, data)]);
    const runs = await Promise.all(
      [a, b].map((res) => finishedRun(manager, res.json<{ id: number }>().id)),
    );
    const created = runs.map((run) => (run.result as CsvImportResult).summary.create);
    expect(created.sort()).toEqual([0, 2]);
    const late = (await menus()).filter((m) => m.name === 'Late night');
    expect(late).toMatchObject([{ item_count: 2 }]);
  });
});
