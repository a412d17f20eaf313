import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { csvText } from '@app/domain';
import { accounts } from './support/demo.ts';
import { repoRoot } from './support/app-server.ts';
import { signInToMenus } from './support/journeys.ts';

/** The public nutrition table of the demo data, converted to the spec's columns. */
function nutritionCsv(menuName: string): { text: string; rows: number; distinct: number } {
  const source = readFileSync(
    path.join(repoRoot, 'apps/server/src/demo/data/mcdonalds_usa_nutrition_v35_pffy.csv'),
    'utf8',
  );
  const [header, ...lines] = source.split(/\r?\n/).filter((line) => line.trim() !== '');
  const columns = header!.split(',');
  const rows = lines.map((line) => {
    const cells = line.split(',');
    const at = (name: string) => cells[columns.indexOf(name)]!;
    return [menuName, at('CATEGORY'), at('ITEM'), '4.99', at('CAL')];
  });
  const distinct = new Set(rows.map((row) => `${row[1]}|${row[2]!.toLowerCase()}`)).size;
  // One row without its price: reported, not imported.
  rows.push([menuName, 'BURGER', 'Mystery burger', '', '']);
  return {
    text: csvText([['Menu Name', 'Station', 'Short Name', 'Sell Price', 'KCAL'], ...rows]),
    rows: rows.length,
    distinct,
  };
}

const words = {
  'en-CA': {
    open: 'Import CSV',
    title: 'Import menus from CSV',
    toCreate: (n: number) => `To create: ${n}`,
    problems: 'Problems',
    missingPrice: 'Sell Price: This field is required.',
    import: (n: number) => `Import ${n} items`,
    done: 'Import finished',
    another: 'Import another file',
    nothing: 'Nothing new to import',
    skipped: (n: number) => `Already there, skipped: ${n}`,
  },
  'fr-CA': {
    open: 'Importer un CSV',
    title: 'Importer des menus depuis un CSV',
    toCreate: (n: number) => `À créer : ${n}`,
    problems: 'Problèmes',
    missingPrice: 'Sell Price : Ce champ est requis.',
    import: (n: number) => `Importer ${n} articles`,
    done: 'Importation terminée',
    another: 'Importer un autre fichier',
    nothing: 'Rien de nouveau à importer',
    skipped: (n: number) => `Déjà présentes, ignorées : ${n}`,
  },
} as const;

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a manager imports a real menu from CSV with a preview (${locale})`, async ({ page }) => {
    const say = words[locale];
    const menuName = `Nutrition ${locale} ${Date.now().toString(36)}`;
    const file = nutritionCsv(menuName);
    const upload = () =>
      page.locator('input[type=file]').setInputFiles({
        name: 'nutrition.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(file.text),
      });

    await signInToMenus(page, accounts.manager);
    if (locale === 'fr-CA') await page.getByRole('button', { name: 'Passer au français' }).click();
    await page.getByRole('link', { name: say.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: say.title })).toBeVisible();

    await upload();
    await expect(page.getByText(say.toCreate(file.distinct))).toBeVisible();
    // The rows with problems come first: the one without a price, by its spreadsheet row.
    await expect(page.getByRole('radio', { name: say.problems })).toBeChecked();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Mystery burger/ })).toContainText(
      say.missingPrice,
    );
    await expect(table.getByRole('row', { name: /Mystery burger/ })).toContainText(
      String(file.rows + 1),
    );

    await page.getByRole('button', { name: say.import(file.distinct) }).click();
    await expect(page.getByText(say.done)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('link', { name: new RegExp(menuName) }).click();
    await expect(page.getByRole('heading', { level: 1, name: menuName })).toBeVisible();
    await expect(page.getByText('BURGER', { exact: true })).toBeVisible();

    // The same file again: everything is already there.
    await page.goBack();
    await page.getByRole('button', { name: say.another }).click();
    await upload();
    await expect(page.getByText(say.skipped(file.rows - 1))).toBeVisible();
    await expect(page.getByRole('button', { name: say.nothing })).toBeDisabled();
  });
}

test('a French Excel file in Windows-1252 is previewed with its accents and imported', async ({
  page,
}) => {
  const menuName = `Desserts d’été ${Date.now().toString(36)}`;
  const text = `Menu Name;Station;Short Name;Sell Price\r\n${menuName};Pâtisserie;Crème brûlée;4,50\r\n`;
  // Excel on Windows, "CSV (séparateur: point-virgule)": one byte a character, ’ is 0x92.
  const bytes = Buffer.from([...text].map((c) => (c === '’' ? 0x92 : c.charCodeAt(0))));
  await signInToMenus(page, accounts.manager);
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await page.getByRole('link', { name: words['fr-CA'].open }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'desserts.csv', mimeType: 'text/csv', buffer: bytes });
  await expect(page.getByText(/^Lu en Windows-1252/)).toBeVisible();
  // No row has a problem: every row is listed.
  await expect(page.getByRole('radio', { name: 'Toutes' })).toBeChecked();
  await expect(page.getByRole('table').getByText('Crème brûlée')).toBeVisible();
  await page.getByRole('button', { name: 'Importer 1 article' }).click();
  await expect(page.getByText(words['fr-CA'].done)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: new RegExp(menuName) }).click();
  await expect(page.getByRole('heading', { level: 1, name: menuName })).toBeVisible();
});
