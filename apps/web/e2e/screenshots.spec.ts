import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { openLocationSelector, signIn, signInToMenus, submitPin } from './support/journeys.ts';

/**
 * Screenshots for a person to look at (layout, overlaps, untranslated text, contrast), saved
 * outside the repository. They assert nothing beyond the screen being there.
 */
const dir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true });
});

async function shoot(page: Page, name: string, fullPage = false, keepPointer = false) {
  // The pointer would leave the last clicked control in its hover colours.
  if (!keepPointer) await page.mouse.move(1, 1);
  // Let transitions (popover, drawer, toasts) settle.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

test('sign-in screens', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();
  await shoot(page, '01-login-en');

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await shoot(page, '03-forgot-password');

  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion des gestionnaires' })).toBeVisible();
  await shoot(page, '02-login-fr');
});

test('staff: PIN screen and order creation', async ({ page }) => {
  await signIn(page, accounts.staff);
  await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toBeVisible();
  await shoot(page, '04-pin');
  await submitPin(page, '1234');
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
  await shoot(page, '12-staff-order-creation');
});

test('manager shell', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await shoot(page, '05-shell-expanded');

  await openLocationSelector(page);
  await shoot(page, '08-location-selector');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await page.getByRole('link', { name: 'Settings', exact: true }).hover();
  await shoot(page, '06-shell-mini', false, true);
  await page.getByRole('button', { name: 'Expand navigation' }).click();

  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await shoot(page, '09-locations');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await shoot(page, '10-not-found');

  await page.goto('/menus');
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await shoot(page, '11-shell-fr');
});

test('mobile width with the drawer open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToMenus(page, accounts.manager);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
  await shoot(page, '07-mobile-drawer');
});

test('menu CSV import: picker, preview with problems, result (French)', async ({ page }) => {
  const menu = `Import shots ${Date.now().toString(36)}`;
  const file = {
    name: 'menu.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Menu Name,Station,Short Name,Sell Price,Allergens.,Vegan Tag.,Notes',
        `${menu},Grill,Cheeseburger,9.50,"Dairy, Gluten",,`,
        `${menu},Grill,Veggie burger,"9,75 $",Soy,Yes,`,
        `${menu},,Soup of the day,,Celery,maybe,`,
      ].join('\r\n'),
    ),
  };
  await signInToMenus(page, accounts.manager);
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Import menus from CSV' }),
  ).toBeVisible();
  await shoot(page, '12-import-picker');

  await page.getByRole('button', { name: 'Passer au français' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByText('À créer : 2')).toBeVisible();
  await shoot(page, '13-import-preview-fr', true);

  await page.getByRole('button', { name: 'Importer 2 articles' }).click();
  await expect(page.getByText('Importation terminée')).toBeVisible();
  await shoot(page, '14-import-result-fr', true);
});
