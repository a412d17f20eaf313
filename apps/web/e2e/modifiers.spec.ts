import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { navLink, signInToMenus } from './support/journeys.ts';

const dir = path.join(process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens', 'modifiers');

async function shoot(page: Page, name: string) {
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

test.beforeAll(() => mkdirSync(dir, { recursive: true }));

test('a manager creates an add-on group in French, sees it listed and duplicates it', async ({
  page,
}) => {
  await signInToMenus(page, accounts.manager);
  await navLink(page, 'Add-ons').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add-ons' })).toBeVisible();
  // The demo bistro's groups, with how many items use them.
  await expect(page.getByRole('row', { name: /Cream & sugar/ })).toBeVisible();
  await shoot(page, 'list-en');

  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suppléments' })).toBeVisible();
  await shoot(page, 'list-fr');

  await page.getByRole('button', { name: 'Nouveau groupe de suppléments' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau groupe de suppléments' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText('Ce champ est requis.').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Question posée' }).fill('Choix de sauces');
  await dialog.getByRole('switch', { name: 'Choix multiple' }).check();
  await dialog.getByRole('textbox', { name: 'Nombre maximal de choix' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Nom, option 1' }).fill('Ketchup');
  await dialog.getByRole('checkbox', { name: 'Par défaut, option 1' }).check();
  await dialog.getByRole('button', { name: 'Ajouter une option' }).click();
  await dialog.getByRole('textbox', { name: 'Nom, option 2' }).fill('Mayonnaise');
  await dialog.getByRole('textbox', { name: 'Prix, option 2' }).fill('0,50');
  await dialog.getByRole('checkbox', { name: 'Par défaut, option 2' }).check();
  await dialog.getByRole('button', { name: 'Ajouter une option' }).click();
  await dialog.getByRole('textbox', { name: 'Nom, option 3' }).fill('Moutarde');
  await dialog.getByRole('checkbox', { name: 'Par défaut, option 3' }).click();
  // Three defaults do not fit a maximum of two: the last one is dropped, and the user told.
  await expect(dialog.getByText('Moutarde n’est plus choisi par défaut.')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Par défaut, option 3' })).not.toBeChecked();
  await shoot(page, 'editor-fr');

  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Groupe de suppléments créé.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: /Choix de sauces/ });
  await expect(row).toContainText('Ketchup, Mayonnaise, Moutarde');
  await expect(row).toContainText('0 article');

  await page.getByRole('button', { name: 'Autres actions pour Choix de sauces' }).click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  const copy = page.getByRole('row', { name: /Choix de sauces Copie/ });
  await expect(copy).toBeVisible();
  await expect(copy).toContainText('Ketchup, Mayonnaise, Moutarde');

  // The copy opens with the same options and defaults.
  await page.getByRole('button', { name: 'Choix de sauces Copie', exact: true }).click();
  const editor = page.getByRole('dialog', {
    name: 'Modifier le groupe de suppléments « Choix de sauces Copie »',
  });
  await expect(editor.getByRole('textbox', { name: 'Prix, option 2' })).toHaveValue('0,50');
  await expect(editor.getByRole('checkbox', { name: 'Par défaut, option 2' })).toBeChecked();
  await expect(editor.getByRole('switch', { name: 'Choix multiple' })).toBeChecked();
  await editor.getByRole('button', { name: 'Annuler' }).click();
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: 'Switch to English' }).click();
  await page.getByRole('button', { name: 'Choix de sauces', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit add-on group “Choix de sauces”' }),
  ).toBeVisible();
  await shoot(page, 'editor-en');
});
