import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';

/** Types `HH:mm` into the 24-hour time control named `name` (French: "…, heures", "…, minutes"). */
async function typeTime(scope: Locator, name: string, time: string) {
  const [hours = '', minutes = ''] = time.split(':');
  await scope.getByRole('spinbutton', { name: `${name}, heures` }).fill(hours);
  await scope.getByRole('spinbutton', { name: `${name}, minutes` }).fill(minutes);
}

/** The `HH:mm` a 24-hour time control named `name` shows. */
async function timeIn(scope: Locator, name: string): Promise<string> {
  const hours = await scope.getByRole('spinbutton', { name: `${name}, heures` }).inputValue();
  const minutes = await scope.getByRole('spinbutton', { name: `${name}, minutes` }).inputValue();
  return `${hours}:${minutes}`;
}

/**
 * The menus journey on the real server: a manager works in French, creates a menu with its
 * hours (a draft), publishes it, duplicates it, adds a section to it and finds that section with
 * the header's search. Screenshots of the screens in both languages go outside the repository.
 */
const dir = path.join(process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens', 'menus');

async function shoot(page: Page, name: string, fullPage = false) {
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true });
});

test('a manager creates, publishes, duplicates a menu, adds a section and finds it', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const menuName = `Souper ${suffix}`;
  const sectionName = `Desserts ${suffix}`;

  await signInToMenus(page, accounts.manager);
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Menus' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'menus-fr');

  // Create: name and hours (evenings every day, plus a Sunday brunch), kept as a draft.
  await page.getByRole('button', { name: 'Créer un menu' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Nouveau menu' });
  await editor.getByRole('textbox', { name: 'Nom', exact: true }).fill(menuName);
  await typeTime(editor, 'Tous les jours : ouverture (plage 1)', '17:00');
  await typeTime(editor, 'Tous les jours : fermeture (plage 1)', '17:00');
  await editor.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  // The domain's rule, in French: hours cannot end when they start.
  await expect(editor.getByText('Doit être différent de 17:00.')).toBeVisible();
  await typeTime(editor, 'Tous les jours : fermeture (plage 1)', '22:00');
  await editor.getByRole('switch', { name: /^Planifié/ }).click();
  await shoot(page, 'menu-editor-fr');
  await editor.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText(`« ${menuName} » enregistré comme brouillon.`)).toBeVisible();
  await expect(editor).toBeHidden();

  const row = list.getByRole('listitem', { name: menuName, exact: true });
  await expect(row.getByText('Brouillon')).toBeVisible();

  // The hours were stored with the menu.
  await row.getByRole('button', { name: `Autres actions pour ${menuName}` }).click();
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const edit = page.getByRole('dialog', { name: `Modifier ${menuName}` });
  await expect.poll(() => timeIn(edit, 'Tous les jours : ouverture (plage 1)')).toBe('17:00');
  await expect.poll(() => timeIn(edit, 'Tous les jours : fermeture (plage 1)')).toBe('22:00');
  await edit.getByRole('button', { name: 'Annuler' }).click();
  await expect(edit).toBeHidden();

  // Publish from the three-dot menu.
  await row.getByRole('button', { name: `Autres actions pour ${menuName}` }).click();
  await page.getByRole('menuitem', { name: 'Publier' }).click();
  await expect(row.getByText('Publié', { exact: true })).toBeVisible();

  // Duplicate: the copy is named in French and starts as a draft.
  await row.getByRole('button', { name: `Autres actions pour ${menuName}` }).click();
  await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
  const copy = list.getByRole('listitem', { name: `${menuName} Copie`, exact: true });
  await expect(copy.getByText('Brouillon')).toBeVisible();

  // Its sections: add one, published.
  await row.getByRole('link', { name: menuName }).click();
  await expect(page).toHaveURL(/\/menus\/\d+\/sections$/);
  const menuPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: menuName })).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter une section' }).first().click();
  const sectionEditor = page.getByRole('dialog', { name: 'Nouvelle section' });
  await sectionEditor.getByRole('textbox', { name: 'Nom', exact: true }).fill(sectionName);
  await sectionEditor.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  const sections = page.getByRole('list', { name: 'Sections' });
  await expect(sections.getByRole('listitem', { name: sectionName })).toBeVisible();
  await shoot(page, 'sections-fr');

  // Search for the section from the header and land on its items.
  await page.goto('/menus');
  const search = page.getByRole('textbox', { name: 'Rechercher dans les menus' });
  await search.fill(sectionName);
  const option = page.getByRole('option', { name: new RegExp(sectionName) });
  await expect(option).toBeVisible();
  await shoot(page, 'search-fr');
  await option.click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${menuPath}/\\d+/items$`));

  // The same screens in English.
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await page.goto(menuPath);
  await expect(page.getByRole('heading', { level: 1, name: menuName })).toBeVisible();
  await shoot(page, 'sections-en');
  await page.goto('/menus');
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Menus' }).getByRole('listitem').first(),
  ).toBeVisible();
  await shoot(page, 'menus-en');
  await page
    .getByRole('list', { name: 'Menus' })
    .getByRole('listitem', { name: menuName, exact: true })
    .getByRole('button', { name: `More actions for ${menuName}` })
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: `Edit ${menuName}` })).toBeVisible();
  await shoot(page, 'menu-editor-en');
});
