import { expect, test } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import {
  mainNav,
  navLink,
  signIn,
  signInToMenus,
  signInWithPin,
  switchLocation,
} from './support/journeys.ts';

test.describe('sign-in lands each role where it works', () => {
  test('a manager lands on the menus with the full menu-area navigation', async ({ page }) => {
    await signInToMenus(page, accounts.manager);

    await expect(page.getByRole('button', { name: `Location: ${places.bistro}` })).toBeVisible();
    for (const name of [
      'Menus',
      'Add-ons',
      'Availability',
      'Replicate menus',
      'Orders',
      'Settings',
      'Go to menu',
    ]) {
      await expect(navLink(page, name)).toBeVisible();
    }
    await expect(mainNav(page).getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(navLink(page, 'Menus')).toHaveAttribute('aria-current', 'page');
    // The bistro has no suites: no events there.
    await expect(navLink(page, 'Events')).toHaveCount(0);
  });

  test('a member sees the menus but no Settings and no Replicate menus', async ({ page }) => {
    await signInToMenus(page, accounts.member);

    await expect(navLink(page, 'Menus')).toBeVisible();
    await expect(navLink(page, 'Add-ons')).toBeVisible();
    await expect(navLink(page, 'Go to menu')).toBeVisible();
    await expect(navLink(page, 'Settings')).toHaveCount(0);
    await expect(navLink(page, 'Replicate menus')).toHaveCount(0);
    await expect(navLink(page, 'Orders')).toHaveCount(0);

    // Typing the address of a screen the role may not open leads back to the menus.
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/menus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  });

  test('an admin at the stadium sees Events and no "Go to menu"', async ({ page }) => {
    await signInToMenus(page, accounts.admin);
    await switchLocation(page, places.stadium);

    await expect(navLink(page, 'Events')).toBeVisible();
    await expect(navLink(page, 'Logistics')).toBeVisible();
    await expect(navLink(page, 'Go to menu')).toHaveCount(0);
    await navLink(page, 'Events').click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  });

  test('a kiosk has no navigation bar and lands on order creation', async ({ page }) => {
    await signIn(page, accounts.kiosk);

    await expect(page).toHaveURL(/\/order-management\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

    // Menus are not for the kiosk: the address sends it back to order creation.
    await page.goto('/menus');
    await expect(page).toHaveURL(/\/order-management\/create$/);
  });

  test('a staff member enters the PIN, then lands on order creation without navigation', async ({
    page,
  }) => {
    await signInWithPin(page, accounts.staff);

    await expect(page).toHaveURL(/\/order-management\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
  });

  test('signing in from a deep link returns to that screen', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Email' }).fill(accounts.manager);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
