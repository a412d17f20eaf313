import {
  csvText,
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  type CsvImportPreview,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestbed, type ApiCaller, type Testbed } from '../helpers/catalogue-fixtures.ts';
import { SPEC_HEADER, setCsvImport, uploaderAs, type Uploader } from './csv-import-fixtures.ts';

const PREVIEW = '/api/menus/csv-menus-import/preview';
const IMPORT = '/api/menus/csv-menus-import';
const HEADER = SPEC_HEADER.slice(0, 4).join(',');

describe('menu CSV files that cannot be read, and rows with problems', () => {
  let t: TestApp;
  let bed: Testbed;
  let manager: ApiCaller;
  let upload: Uploader;

  /** The answer to a file both calls refuse alike: the import starts no run for it. */
  async function refused(data: Uint8Array | string, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
    const preview = await upload(PREVIEW, data, { locale });
    const started = await upload(IMPORT, data, { locale });
    expect(started.statusCode, started.body).toBe(preview.statusCode);
    expect(started.json()).toEqual(preview.json());
    return { status: preview.statusCode, body: preview.json<{ code: string; message: string }>() };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    bed = await createTestbed(t);
    await setCsvImport(t, bed.locationId, true);
    manager = await bed.as('manager');
    upload = await uploaderAs(t, bed, 'manager');
  });
  afterAll(async () => {
    // Nothing a refused file carried reached the catalogue.
    expect((await manager('GET', '/api/menus')).json()).toEqual([]);
    await t.close();
  });

  it('refuses an Excel workbook with what to do instead', async () => {
    const zip = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(await refused(zip)).toMatchObject({
      status: 400,
      body: {
        code: 'csv_is_workbook',
        message:
          'This file is an Excel workbook, not CSV. In Excel, choose File › Save As › CSV UTF-8, then import that file.',
      },
    });
  });

  it('refuses a file marked as UTF-8 that is not, naming the line, in the caller language', async () => {
    const broken = Buffer.concat([
      Buffer.from(`\ufeff${HEADER}\r\nLunch,Grill,Burger,9\r\nLunch,Grill,Cr`),
      Buffer.from([0xe8]), // "è" in Windows-1252, after a UTF-8 byte-order mark
      Buffer.from('pe,4\r\n'),
    ]);
    expect((await refused(broken)).body).toMatchObject({
      code: 'csv_encoding_invalid',
      message:
        'Line 3 is not UTF-8 text, though the file is marked as UTF-8. Save it again as CSV UTF-8 and try again.',
    });
    expect((await refused(broken, 'fr-CA')).body.message).toBe(
      'La ligne 3 n’est pas du texte UTF-8, alors que le fichier est marqué comme UTF-8. Enregistrez-le de nouveau en CSV UTF-8 et réessayez.',
    );
  });

  it('refuses binary data, an empty file and a header without rows', async () => {
    expect((await refused(Uint8Array.from([0x4d, 0x00, 0x65, 0x00]))).body.code).toBe(
      'csv_not_text',
    );
    expect((await refused('')).body.code).toBe('csv_empty');
    expect((await refused(`${HEADER}\r\n,,,\r\n\r\n`)).body.code).toBe('csv_empty');
  });

  it('names the mandatory columns a file lacks, and columns given twice', async () => {
    expect((await refused('Menu Name,Short Name,Price\r\nLunch,Soup,4')).body).toMatchObject({
      code: 'csv_columns_missing',
      message:
        'Required columns are missing: Station, Sell Price. The first row must name the columns.',
    });
    expect((await refused(`${HEADER},Station\r\nLunch,Grill,Soup,4,Grill`)).body).toMatchObject({
      code: 'csv_columns_repeated',
      message: 'These columns appear more than once: Station.',
    });
  });

  it('points at broken quoting', async () => {
    const unclosed = `${HEADER}\r\nLunch,Grill,Burger,9\r\nLunch,"Grill,Soup,4\r\nLunch,Grill,Fries,3`;
    expect((await refused(unclosed)).body).toMatchObject({
      code: 'csv_quote_not_closed',
      message: 'The quoted cell that starts on line 3 is never closed.',
    });
    const stray = `${HEADER}\r\nLunch,Grill,"Burger" deluxe,9`;
    expect((await refused(stray)).body).toMatchObject({ code: 'csv_quote_invalid' });
    expect((await refused(stray)).body.message).toContain('Line 2 has a stray quote');
  });

  it('refuses files too large or too long', async () => {
    const huge = `${HEADER}\r\n${'Lunch,Grill,Burger,9\r\n'.repeat(CSV_IMPORT_MAX_BYTES / 20)}`;
    expect(await refused(huge)).toMatchObject({
      status: 413,
      body: {
        code: 'csv_too_large',
        message: 'The file must be 10 MB or less. Split it into several files.',
      },
    });
    const long = `${HEADER}\r\n${'a,b,c,1\r\n'.repeat(CSV_IMPORT_MAX_ROWS + 1)}`;
    expect(await refused(long)).toMatchObject({
      status: 413,
      body: { code: 'csv_too_many_rows' },
    });
  });

  it('asks for a file when none is sent', async () => {
    const res = await manager('POST', PREVIEW, { file: 'not multipart' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'csv_file_required' });
  });

  it('reads a French Excel file: UTF-8 mark, semicolons, decimal commas, French columns', async () => {
    const text = `\ufeff${csvText(
      [
        ['Menu Name', 'Station', 'Short Name', 'Sell Price', 'Menu Name French', 'Short Name FR'],
        ['Lunch', 'Grill', 'Grilled cheese', '7,50 $', 'Dîner', 'Sandwich fondant'],
      ],
      ';',
    )}`;
    const res = await upload(PREVIEW, text);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CsvImportPreview>().rows[0]).toMatchObject({
      status: 'create',
      menu: 'Lunch',
      name: 'Grilled cheese',
      price: 7.5,
    });
  });

  it('reads UTF-16 text with its byte-order mark', async () => {
    const text = `${HEADER}\r\nLunch,Grill,Crêpe,4`;
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const res = await upload(PREVIEW, utf16);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CsvImportPreview>().rows[0]).toMatchObject({ name: 'Crêpe', status: 'create' });
  });

  it('lists rows with missing information by spreadsheet row, and imports the others', async () => {
    const text = csvText([
      [...SPEC_HEADER, 'Notes'],
      ['Lunch', 'Grill', 'Burger', '9', '', 'Gluten, Celery', 'Yes', '', '', '', '', '', 'x'],
      [],
      ['Lunch', '', 'Soup', '', '', '', '', '', 'lots', '', '', '', ''],
      // A line break typed in a name cell (Alt+Enter in Excel) is refused, not removed.
      ['Lunch', 'Grill', 'Fries\nlarge', '3.5', '', '', 'no', 'yes', '380', '', '', 'TRUE', ''],
      ['Lunch', 'Grill', 'Onion rings', '3.5', '', '', 'no', 'yes', '380', '', '', 'TRUE', ''],
    ]);
    const res = await upload(PREVIEW, text, { locale: 'fr-CA' });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<CsvImportPreview>();
    expect(preview.summary).toMatchObject({ rows: 4, create: 1, errors: 3 });
    expect(preview.ignored_columns).toEqual(['Notes']);
    expect(preview.rows.map((row) => [row.row, row.status, row.problems])).toEqual([
      [
        2,
        'error',
        [
          'Allergens. : Allergène inconnu « Celery ». Utilisez : Arachides, Noix, Produits laitiers, Gluten, Œufs, Poisson, Soya, Sésame, Moutarde, Alcool.',
        ],
      ],
      [
        4,
        'error',
        [
          'Station : Ce champ est requis.',
          'Sell Price : Ce champ est requis.',
          'KCAL : Doit être un nombre.',
        ],
      ],
      [
        5,
        'error',
        [
          'Short Name : Retirez le caractère de contrôle invisible (U+000A) : il peut masquer ou réordonner le texte.',
        ],
      ],
      [6, 'create', []],
    ]);
    expect(preview.rows[3]).toMatchObject({ name: 'Onion rings', price: 3.5 });
  });
});
