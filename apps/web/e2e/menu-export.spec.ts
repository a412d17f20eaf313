import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import { pageCaller } from './support/orders.ts';

const words = {
  'en-CA': {
    menuName: (suffix: string) => `Export ${suffix}`,
    actionsFor: (name: string) => `More actions for ${name}`,
    action: 'Export to spreadsheet',
    downloaded: (file: string) => `“${file}” downloaded.`,
    sheets: ['Items', 'Add-ons'],
    header: [
      'Section (English)',
      'Section (French)',
      'Item (English)',
      'Item (French)',
      'Description (English)',
      'Description (French)',
      'Price',
    ],
  },
  'fr-CA': {
    menuName: (suffix: string) => `Exportation ${suffix}`,
    actionsFor: (name: string) => `Autres actions pour ${name}`,
    action: 'Exporter en tableur',
    downloaded: (file: string) => `« ${file} » téléchargé.`,
    sheets: ['Articles', 'Suppléments'],
    header: [
      'Section (anglais)',
      'Section (français)',
      'Article (anglais)',
      'Article (français)',
      'Description (anglais)',
      'Description (français)',
      'Prix',
    ],
  },
} as const;

/**
 * Issue 5 item 4, in each language: a manager exports a menu from its three-dot menu; the file
 * the browser saves is named Menu-{name}-{date}.xlsx (the name in the interface language) and,
 * read back with exceljs, holds headers in that language, both languages' texts, prices as
 * numbers and no formula.
 */
for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a manager exports a menu to a spreadsheet (${locale})`, async ({ page }) => {
    const say = words[locale];
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
    if (locale === 'fr-CA') await page.getByRole('button', { name: 'Passer au français' }).click();
    const shownName = say.menuName(suffix);
    const list = page.getByRole('list', { name: 'Menus' });
    const row = list.getByRole('listitem', { name: shownName, exact: true });
    await row.getByRole('button', { name: say.actionsFor(shownName) }).click();

    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: say.action }).click();
    const download = await downloading;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
      new Date(),
    );
    const fileName = `Menu-${shownName}-${today}.xlsx`;
    expect(download.suggestedFilename()).toBe(fileName);
    await expect(page.getByText(say.downloaded(fileName))).toBeVisible();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(say.sheets);
    const sheet = workbook.getWorksheet(say.sheets[0])!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 7)).toEqual(say.header);
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
}
