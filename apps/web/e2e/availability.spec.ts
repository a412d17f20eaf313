import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { navLink, signInToMenus } from './support/journeys.ts';

const dir = path.join(process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens', 'availability');

async function shoot(page: Page, name: string) {
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The texts of a menu's day cells, Monday to Sunday (or the one "No hours set" cell). */
async function week(page: Page, menu: string): Promise<string[]> {
  const row: Locator = page.getByRole('row').filter({
    // A draft menu's header also says "Draft".
    has: page.getByRole('rowheader', { name: new RegExp(`^${menu}`) }),
  });
  return row
    .getByRole('cell')
    .evaluateAll((cells) => cells.slice(0, -1).map((cell) => cell.textContent ?? ''));
}

test.beforeAll(() => mkdirSync(dir, { recursive: true }));

test('a manager sets a menu’s hours and copies them to two other menus', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await navLink(page, 'Availability').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  // The demo bistro: lunch on weekdays only.
  await expect
    .poll(() => week(page, 'Lunch Specials'))
    .toEqual([...Array<string>(5).fill('11:00–14:30'), 'Closed', 'Closed']);
  await shoot(page, 'overview-en');

  await page.getByRole('button', { name: 'More actions for Lunch Specials' }).click();
  await page.getByRole('menuitem', { name: 'Edit hours' }).click();
  const editor = page.getByRole('dialog', { name: 'Hours of Lunch Specials' });
  // Weekdays differ from the weekend: the editor opens day by day.
  await expect(editor.getByText('Saturday', { exact: true })).toBeVisible();
  await shoot(page, 'edit-per-day-en');
  await editor.getByText('Same hours every day').click();
  await editor.getByRole('spinbutton', { name: 'Closing hour, Every day, hours 1' }).fill('15');
  await editor.getByRole('spinbutton', { name: 'Closing minutes, Every day, hours 1' }).fill('15');
  await shoot(page, 'edit-en');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hours of Lunch Specials saved.')).toBeVisible();
  await expect
    .poll(() => week(page, 'Lunch Specials'))
    .toEqual(Array<string>(7).fill('11:00–15:15'));

  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Disponibilité' })).toBeVisible();
  // In French the menus show their French names.
  await page.getByRole('button', { name: 'Autres actions pour Spéciaux du midi' }).click();
  await page.getByRole('menuitem', { name: 'Copier vers d’autres menus' }).click();
  const copy = page.getByRole('dialog', { name: 'Copier les heures de Spéciaux du midi' });
  await copy.getByRole('button', { name: 'Copier les heures' }).click();
  await expect(copy.getByText('Choisissez au moins un menu.')).toBeVisible();
  await copy.getByRole('checkbox', { name: 'Déjeuner' }).check();
  await copy.getByRole('checkbox', { name: 'Spéciaux de fin de soirée' }).check();
  await shoot(page, 'copy-fr');
  await copy.getByRole('button', { name: 'Copier les heures' }).click();
  await expect(page.getByText('Heures de Spéciaux du midi copiées vers 2 menus.')).toBeVisible();

  for (const menu of ['Déjeuner', 'Spéciaux de fin de soirée']) {
    await expect.poll(() => week(page, menu)).toEqual(Array<string>(7).fill('11:00–15:15'));
  }
  await shoot(page, 'overview-fr');
});
