import { type CsvImportPreview, type DeepMenu, type MenuSummary } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestbed, type ApiCaller, type Testbed } from '../helpers/catalogue-fixtures.ts';
import { finishedRun, setCsvImport, uploaderAs, type Uploader } from './csv-import-fixtures.ts';

const PREVIEW = '/api/menus/csv-menus-import/preview';
const IMPORT = '/api/menus/csv-menus-import';

/** Characters Windows-1252 holds outside Latin-1's (the rest are their own byte). */
const CP1252_EXTRA: Record<string, number> = { '’': 0x92, Œ: 0x8c, œ: 0x9c };

/** The bytes Excel on Windows writes for `text`: Windows-1252, no byte-order mark. */
function windows1252(text: string): Buffer {
  return Buffer.from(
    [...text].map((character) => {
      const code = CP1252_EXTRA[character] ?? character.charCodeAt(0);
      if (code > 0xff) throw new Error(`not in Windows-1252: ${character}`);
      return code;
    }),
  );
}

/** A French Excel "CSV (séparateur: point-virgule)": semicolons, decimal commas, accents. */
const FRENCH_SHEET = [
  'Menu Name;Station;Short Name;Sell Price',
  'Desserts d’été;Pâtisserie;Crème brûlée;4,50',
  'Desserts d’été;Pâtisserie;Œufs à la neige;5,25 $',
  '',
].join('\r\n');

describe('menu CSV files in the encodings Excel writes', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let upload: Uploader;

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    await setCsvImport(t, bed.locationId, true);
    manager = await bed.as('manager');
    upload = await uploaderAs(t, bed, 'manager');
  });
  afterAll(() => t.close());

  it('previews a Windows-1252 file with its accents, and says how it was read', async () => {
    const bytes = windows1252(FRENCH_SHEET);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const res = await upload(PREVIEW, bytes, { filename: 'desserts.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<CsvImportPreview>();
    expect(preview.encoding).toBe('windows-1252');
    expect(preview.new_menus).toEqual(['Desserts d’été']);
    expect(preview.new_sections).toEqual([{ menu: 'Desserts d’été', name: 'Pâtisserie' }]);
    expect(preview.rows.map((row) => [row.status, row.name, row.price])).toEqual([
      ['create', 'Crème brûlée', 4.5],
      ['create', 'Œufs à la neige', 5.25],
    ]);
    expect((await manager('GET', '/api/menus')).json()).toEqual([]);
  });

  it('imports the Windows-1252 file with the accents the preview showed', async () => {
    const started = await upload(IMPORT, windows1252(FRENCH_SHEET), { filename: 'desserts.csv' });
    expect(started.statusCode, started.body).toBe(202);
    const run = await finishedRun(manager, started.json<{ id: number }>().id);
    expect(run).toMatchObject({ status: 'succeeded', error: null });
    const [menu] = (await manager('GET', '/api/menus')).json<MenuSummary[]>();
    expect(menu!.name).toBe('Desserts d’été');
    const deep = (await manager('GET', `/api/menus/deep-get-menu/${menu!.id}`)).json<DeepMenu>();
    expect(deep.sections.map((section) => section.name)).toEqual(['Pâtisserie']);
    expect(deep.sections[0]!.items.map((item) => [item.name, item.base_price])).toEqual([
      ['Crème brûlée', 4.5],
      ['Œufs à la neige', 5.25],
    ]);
  });

  it('says utf-8 for a UTF-8 file, with or without the byte-order mark', async () => {
    const utf8 = FRENCH_SHEET.replace('Desserts d’été', 'Desserts d’hiver');
    for (const data of [utf8, `\ufeff${utf8}`]) {
      const res = await upload(PREVIEW, Buffer.from(data, 'utf8'));
      expect(res.statusCode, res.body).toBe(200);
      const preview = res.json<CsvImportPreview>();
      expect(preview.encoding).toBe('utf-8');
      expect(preview.rows.map((row) => row.name)).toEqual(['Crème brûlée', 'Œufs à la neige']);
    }
  });
});
