import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signIn, signInToMenus } from './support/journeys.ts';

async function expectNotFound(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('We cannot locate the page you are looking for.')).toBeVisible();
  // Still inside the shell.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

test('unknown addresses and non-integer ids show page-not-found with a way back', async ({
  page,
}) => {
  await signInToMenus(page, accounts.manager);

  await page.goto('/no-such-page');
  await expectNotFound(page);
  await page.getByRole('link', { name: 'Back to menus' }).click();
  await expect(page).toHaveURL(/\/menus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();

  await page.goto('/not-found');
  await expectNotFound(page);

  await page.goto('/menus/abc/sections/1/items');
  await expectNotFound(page);
  await page.goto('/menus/1/sections/1.5/items');
  await expectNotFound(page);

  // The same route with integer ids opens its screen: follow a real menu to one of its sections,
  // then open that address directly.
  await page.goto('/menus');
  await page.getByRole('link', { name: 'All Day Menu' }).click();
  await expect(page).toHaveURL(/\/menus\/\d+\/sections$/);
  await page.getByRole('link', { name: 'Burgers' }).click();
  await expect(page).toHaveURL(/\/menus\/\d+\/sections\/\d+\/items$/);
  await page.goto(new URL(page.url()).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Burgers' })).toBeVisible();
  await expect(page.getByText('We cannot locate the page you are looking for.')).toHaveCount(0);
});

test('signed out, an unknown address asks to sign in first', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/login$/);
});

test('a kiosk, who cannot open the menus, is sent home instead', async ({ page }) => {
  await signIn(page, accounts.kiosk);
  await expect(page).toHaveURL(/\/order-management\/create$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/order-management\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
});
