import { expect, test } from '@playwright/test';
import { accounts, places, todayIn } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';

test('switching to French and back changes the shell, its pages and the date format', async ({
  page,
}) => {
  await signInToMenus(page, accounts.manager);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const banner = page.getByRole('banner');
  await expect(banner.getByText(`Today: ${todayIn('en-CA')}`)).toBeVisible();

  await page.getByRole('button', { name: 'Passer au français' }).click();

  const french = page.getByRole('navigation', { name: 'Navigation principale' });
  for (const name of [
    'Menus',
    'Suppléments',
    'Disponibilité',
    'Répliquer les menus',
    'Commandes',
    'Paramètres',
    'Voir le menu',
  ]) {
    await expect(french.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(french.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(banner.getByText('Gestion', { exact: true })).toBeVisible();
  await expect(banner.getByText(`Aujourd’hui : ${todayIn('fr-CA')}`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Établissement : ${places.bistro}` }),
  ).toBeVisible();
  // The menus screen itself speaks French too.
  await expect(page.getByRole('button', { name: 'Créer un menu' })).toBeVisible();

  await french.getByRole('link', { name: 'Paramètres' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

  // The choice is remembered across a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Add-ons', exact: true })).toBeVisible();
  await expect(banner.getByText(`Today: ${todayIn('en-CA')}`)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});
