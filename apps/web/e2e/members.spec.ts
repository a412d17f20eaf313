import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';

/**
 * A manager of the bistro (membership programme) adds a member, finds it, edits it, imports a
 * small CSV that updates it and adds another, and expires the new one — once in each language.
 */
const screens = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';

const text = {
  'en-CA': {
    title: 'Members',
    add: 'New member',
    identifier: 'Identifier',
    type: 'Type',
    name: 'Name',
    addPromo: 'Add a promotion',
    promoName: 'Promotion 1 name',
    promoNameFr: 'Promotion 1 name in French',
    promoValue: 'Promotion 1 value',
    save: 'Save',
    search: 'Search',
    edit: (identifier: string) => `Edit ${identifier}`,
    importOpen: 'Import CSV',
    importTitle: 'Import members',
    importRun: 'Import',
    imported: 'Import done: 1 added, 1 updated, 0 unchanged.',
    expire: (identifier: string) => `Expire ${identifier}`,
    expireConfirm: 'Expire',
    active: 'Active',
    expired: 'Expired',
    header: 'identifier,name,email,type,expires_on,promotions,promotions_fr',
  },
  'fr-CA': {
    title: 'Membres',
    add: 'Nouveau membre',
    identifier: 'Identifiant',
    type: 'Type',
    name: 'Nom',
    addPromo: 'Ajouter une promotion',
    promoName: 'Nom de la promotion 1',
    promoNameFr: 'Nom de la promotion 1 en français',
    promoValue: 'Valeur de la promotion 1',
    save: 'Enregistrer',
    search: 'Rechercher',
    edit: (identifier: string) => `Modifier ${identifier}`,
    importOpen: 'Importer un CSV',
    importTitle: 'Importer des membres',
    importRun: 'Importer',
    imported: 'Importation terminée : 1 ajoutés, 1 mis à jour, 0 inchangés.',
    expire: (identifier: string) => `Faire expirer ${identifier}`,
    expireConfirm: 'Faire expirer',
    active: 'Actif',
    expired: 'Expiré',
    header: 'identifiant;nom;courriel;type;expiration;promotions;promotions_fr',
  },
} as const;

async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a manager runs the bistro's members in ${locale}`, async ({ page }) => {
    const t = text[locale];
    const stamp = `${locale.slice(0, 2).toUpperCase()}${Date.now()}`;
    const first = `E2E-${stamp}-A`;
    const second = `E2E-${stamp}-B`;

    await signInToMenus(page, accounts.manager);
    await switchLocation(page, places.bistro);
    if (locale === 'fr-CA') await page.getByRole('button', { name: 'Passer au français' }).click();
    await page.goto('/settings/members');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    // Add a member with a promotion.
    await page.getByRole('button', { name: t.add }).click();
    const form = page.getByRole('dialog', { name: t.add });
    await form.getByRole('textbox', { name: t.identifier }).fill(first);
    await form.getByRole('textbox', { name: t.type }).fill('gold');
    await form.getByRole('textbox', { name: t.name, exact: true }).fill('Ada Lovelace');
    await form.getByRole('button', { name: t.addPromo }).click();
    await form.getByRole('textbox', { name: t.promoName, exact: true }).fill('Gold');
    await form.getByRole('textbox', { name: t.promoNameFr }).fill('Or');
    await form.getByRole('textbox', { name: t.promoValue }).fill('10');
    await shoot(page, `members-form-${locale}`);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form).toBeHidden();

    // Find it.
    const table = page.getByRole('table', { name: t.title });
    await page.getByRole('textbox', { name: t.search, exact: true }).fill(stamp);
    const firstRow = table.getByRole('row', { name: new RegExp(first) });
    await expect(firstRow).toContainText(locale === 'fr-CA' ? 'Or (10)' : 'Gold (10)');
    await expect(firstRow).toContainText(t.active);
    await expect(table.getByRole('row')).toHaveCount(2);

    // Edit its name.
    await firstRow.getByRole('button', { name: t.edit(first) }).click();
    const edit = page.getByRole('dialog', { name: t.edit(first) });
    await edit.getByRole('textbox', { name: t.name, exact: true }).fill('Ada King');
    await edit.getByRole('button', { name: t.save }).click();
    await expect(edit).toBeHidden();
    await expect(firstRow).toContainText('Ada King');

    // Import a file that updates it and adds another.
    const separator = locale === 'fr-CA' ? ';' : ',';
    const csv = [
      t.header,
      [first, 'Ada Byron', '', 'gold', '', 'Gold=15', 'Or'].join(separator),
      [second, 'Grace Hopper', 'grace@example.com', 'basic', '2099-12-31', 'Members=5$', ''].join(
        separator,
      ),
    ].join('\r\n');
    await page.getByRole('button', { name: t.importOpen }).click();
    const importer = page.getByRole('dialog', { name: t.importTitle });
    await importer.locator('input[type="file"]').setInputFiles({
      name: 'members.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await importer.getByRole('button', { name: t.importRun, exact: true }).click();
    await expect(page.getByText(t.imported)).toBeVisible();
    await expect(importer).toBeHidden();
    await expect(firstRow).toContainText('Ada Byron');
    const secondRow = table.getByRole('row', { name: new RegExp(second) });
    await expect(secondRow).toContainText(locale === 'fr-CA' ? '31/12/2099' : '2099/12/31');
    await shoot(page, `members-list-${locale}`);

    // Expire the new one.
    await secondRow.getByRole('button', { name: t.expire(second) }).click();
    const confirm = page.getByRole('dialog', { name: `${t.expire(second)}?` });
    await confirm.getByRole('button', { name: t.expireConfirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(secondRow).toContainText(t.expired);
    await expect(firstRow).toContainText(t.active);
  });
}
