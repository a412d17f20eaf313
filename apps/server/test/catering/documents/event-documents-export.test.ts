import { fileNameOfDisposition, toIsoDate } from '@app/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/test-app.ts';
import { documentsBed, type DocumentsBed } from './documents-bed.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function readWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** Every row of a sheet as the values of its cells (from column A). */
function rowsOf(sheet: ExcelJS.Worksheet): ExcelJS.CellValue[][] {
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

const rowStarting = (rows: ExcelJS.CellValue[][], first: string) =>
  rows.find((row) => row[0] === first);

/** The exported BEO and production sheet, read back with exceljs (issue 15 item 7). */
describe('exported event documents', () => {
  let t: TestApp;
  let bed: DocumentsBed;
  let eventDate: string;
  beforeAll(async () => {
    t = await buildTestApp();
    bed = await documentsBed(t);
    eventDate = toIsoDate(bed.venue.here.event.start_date, 'America/Toronto');
    await bed.order(bed.suites[0].id, [
      {
        id: bed.venue.here.nachos,
        quantity: 2,
        special_instructions: '=HYPERLINK("http://x.test")',
      },
      { id: bed.wings, quantity: 12 },
    ]);
    await bed.order(bed.suites[1].id, [{ id: bed.venue.here.nachos, quantity: 3 }]);
  });
  afterAll(() => t.close());

  async function download(url: string, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
    const res = await bed.call('GET', url, { locale });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    return {
      fileName: fileNameOfDisposition(res.headers['content-disposition']),
      version: res.headers['x-document-version'],
      workbook: await readWorkbook(res.rawPayload),
    };
  }

  it('exports a suite’s BEO named as the spec says, in service order, text never a formula', async () => {
    const url = `${bed.beoUrl(bed.suites[0].id)}.xlsx`;
    const { fileName, version, workbook } = await download(url);
    expect(fileName).toBe(`BEO-Here game night-${eventDate}.xlsx`);
    expect(version).toBe('1');
    const sheet = workbook.getWorksheet('BEO')!;
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual(['Banquet event order (BEO) – Suite 101']);
    expect(rowStarting(rows, 'Suite owner')).toEqual(['Suite owner', 'Priya Sharma']);
    expect(rowStarting(rows, 'Guaranteed guests')).toEqual(['Guaranteed guests', 12]);
    const items = rows.filter((row) => row[0] === 'Mains');
    expect(items.map((row) => row.slice(1, 3))).toEqual([
      ['Nacho tray', 2],
      ['Wings – per guest × 12', 12],
    ]);
    // A note and an instruction that start like formulas stay text, with a leading apostrophe.
    const instruction = sheet.getRow(rows.indexOf(items[0]!) + 1).getCell(5);
    expect(instruction.type).toBe(ExcelJS.ValueType.String);
    expect(instruction.value).toBe('\'=HYPERLINK("http://x.test")');
    const requirements = rowStarting(rows, 'Special requirements')!;
    expect(requirements[1]).toBe("'=SUM(1,2) chairs by the window");
    const money = sheet.getRow(rows.indexOf(rowStarting(rows, 'Subtotal')!) + 1).getCell(2);
    expect(money.value).toBe(2 * 40 + 12 * 30);
    expect(money.numFmt).toBe('"$"#,##0.00');
    expect(rowStarting(rows, 'Banquet captain')).toBeTruthy();

    // The export was a print: the screen now reads version 1.
    const read = await bed.call('GET', bed.beoUrl(bed.suites[0].id));
    expect(read.json()).toMatchObject({ printed_version: 1, changed_since_printed: false });
  });

  it('exports in French with Accept-Language fr-CA: headers, dates, money', async () => {
    const url = `${bed.beoUrl(bed.suites[0].id)}.xlsx`;
    const { version, workbook } = await download(url, 'fr-CA');
    expect(version).toBe('2');
    const sheet = workbook.getWorksheet('BEO')!;
    const rows = rowsOf(sheet);
    expect(rows[0]).toEqual(['Bon d’événement (BEO) – Suite 101']);
    const [year, month, day] = eventDate.split('-');
    expect(rowStarting(rows, 'Date')).toEqual(['Date', `${day}/${month}/${year}`]);
    expect(rowStarting(rows, 'Section')).toEqual([
      'Section',
      'Article',
      'Qté',
      'Suppléments',
      'Instructions spéciales',
      'Servi à',
      'Montant',
    ]);
    const subtotal = sheet.getRow(rows.indexOf(rowStarting(rows, 'Sous-total')!) + 1).getCell(2);
    expect(subtotal.numFmt).toBe('#,##0.00" $"');
    expect(rowStarting(rows, 'Solde dû')).toBeTruthy();
  });

  it('exports the production sheet: dietary notes first, each station, the suites', async () => {
    const { fileName, workbook } = await download(`${bed.sheetUrl}.xlsx`, 'fr-CA');
    expect(fileName).toBe(`ProdSheet-Here game night-${eventDate}.xlsx`);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Production', 'Loges']);
    const rows = rowsOf(workbook.getWorksheet('Production')!);
    expect(rows[0]).toEqual(['Fiche de production']);
    const dietary = rows.findIndex(
      (row) => row[0] === 'Restrictions alimentaires et exigences particulières',
    );
    const station = rows.findIndex((row) => row[0] === 'Poste\u00a0: Mains');
    expect(dietary).toBeGreaterThan(0);
    expect(station).toBeGreaterThan(dietary);
    expect(rows[station + 1]?.slice(0, 4)).toEqual([
      'Article',
      'No de recette',
      'Total',
      'Suppléments',
    ]);
    expect(rows[station + 2]?.slice(0, 6)).toEqual(['Nacho tray', 'R-42', 5, '', 'Suite 101', 2]);
    expect(rows[station + 3]?.slice(4, 6)).toEqual(['Suite 102', 3]);
    expect(rows[station + 4]?.slice(0, 7)).toEqual([
      'Wings – par invité',
      '',
      12,
      '',
      'Suite 101',
      12,
      12,
    ]);
    const suites = rowsOf(workbook.getWorksheet('Loges')!);
    expect(suites).toEqual([
      ['Loge', 'Invités garantis', 'Commandes'],
      ['Suite 101', 12, 1],
      ['Suite 102', 6, 1],
    ]);
  });
});
