import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import { pageCaller } from './support/orders.ts';

/**
 * Issue 5 item 4: a manager working in French exports a menu from its three-dot menu; the file
 * the browser saves is named Menu-{name}-{date}.xlsx and, read back with exceljs, holds French
 * headers, both languages' texts, prices as numbers and no formula.
 */
test('a manager exports a menu to a spreadsheet in French', async ({ page }) => {
  test.setTimeout(60_000);
  const suffix = Date.now().toString(36);
  await signInToMenus(page, accounts.manager);

  // A menu of its own (through the API, with the page's session): French texts and an item
  // whose name would be a formula.
  const { request, headers } = await pageCaller(page);
  const post = async (path: string, data: unknown) => {
    const answer = await request.post(path, { headers, data });
    expect(answer.status(), await answer.text()).toBe(201);
    return (await answer.json()) as { id: number };
  };
  const menu = await post('/api/menus', {
    name: `Export ${suffix}`,
    localization: { fr: { name: `Exportation ${suffix}` } },
  });
  const section = await post(`/api/menus/${menu.id}/sections`, {
    name: 'Mains',
    localization: { fr: { name: 'Plats principaux' } },
  });
  await post(`/api/menus/${menu.id}/sections/${section.id}/items`, {
    name: 'Pea soup',
    localization: { fr: { name: 'Soupe aux pois', description: 'À la québécoise' } },
    base_price: 6.25,
    published: true,
  });
  await post(`/api/menus/${menu.id}/sections/${section.id}/items`, {
    name: '=HYPERLINK("http://evil.test","Click")',
    base_price: 1,
  });

  await page.reload();
  await page.getByRole('button', { name: 'Passer au français' }).click();
  const list = page.getByRole('list', { name: 'Menus' });
  const row = list.getByRole('listitem', { name: `Exportation ${suffix}`, exact: true });
  await row.getByRole('button', { name: `Autres actions pour Exportation ${suffix}` }).click();

  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Exporter en tableur' }).click();
  const download = await downloading;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
    new Date(),
  );
  const fileName = `Menu-Exportation ${suffix}-${today}.xlsx`;
  expect(download.suggestedFilename()).toBe(fileName);
  await expect(page.getByText(`« ${fileName} » téléchargé.`)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Articles', 'Suppléments']);
  const sheet = workbook.getWorksheet('Articles')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 7)).toEqual([
    'Section (anglais)',
    'Section (français)',
    'Article (anglais)',
    'Article (français)',
    'Description (anglais)',
    'Description (français)',
    'Prix',
  ]);
  const soup = sheet.getRow(2);
  expect([1, 2, 3, 4, 6].map((column) => soup.getCell(column).value)).toEqual([
    'Mains',
    'Plats principaux',
    'Pea soup',
    'Soupe aux pois',
    'À la québécoise',
  ]);
  expect(soup.getCell(7).type).toBe(ExcelJS.ValueType.Number);
  expect(soup.getCell(7).value).toBe(6.25);
  const injected = sheet.getRow(3).getCell(3);
  expect(injected.type).toBe(ExcelJS.ValueType.String);
  expect(injected.value).toBe(`'=HYPERLINK("http://evil.test","Click")`);
});
