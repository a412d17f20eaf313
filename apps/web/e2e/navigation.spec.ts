import { expect, test } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { mainNav, navLink, signInToMenus, switchLocation } from './support/journeys.ts';

test('the navigation follows the flags of the active location', async ({ page }) => {
  await signInToMenus(page, accounts.admin);

  // Bistro: point of sale and order management, no suites, no catering, not a school.
  await expect(navLink(page, 'Orders')).toBeVisible();
  await expect(navLink(page, 'Go to menu')).toHaveAttribute('href', '/menu/maple-street-bistro');
  await expect(navLink(page, 'Events')).toHaveCount(0);
  await expect(navLink(page, 'Logistics')).toHaveCount(0);
  await expect(navLink(page, 'Report')).toHaveCount(0);

  // Stadium: suites, catering and order management.
  await switchLocation(page, places.stadium);
  await expect(navLink(page, 'Events')).toBeVisible();
  await expect(navLink(page, 'Logistics')).toBeVisible();
  await expect(navLink(page, 'Report')).toBeVisible();
  await expect(navLink(page, 'Go to menu')).toHaveCount(0);
  await expect(navLink(page, 'Orders')).toBeVisible();
  await expect(navLink(page, 'Menus')).toBeVisible();

  // On an events screen, switching to a location without suites leaves it for the menus.
  await navLink(page, 'Logistics').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event settings' })).toBeVisible();
  await switchLocation(page, places.school);
  await expect(page).toHaveURL(/\/menus$/);
  // School: K-12 with order management.
  await expect(navLink(page, 'Report')).toBeVisible();
  await expect(navLink(page, 'Orders')).toBeVisible();
  await expect(navLink(page, 'Events')).toHaveCount(0);
  await expect(navLink(page, 'Go to menu')).toBeVisible();
});

test('the same location shows less to a member than to a manager', async ({ page }) => {
  await signInToMenus(page, accounts.member);
  await switchLocation(page, places.school);
  // The member's locations are the bistro and the school only.
  await expect(navLink(page, 'Report')).toHaveCount(0);
  await expect(navLink(page, 'Orders')).toHaveCount(0);
  await expect(navLink(page, 'Settings')).toHaveCount(0);
  await expect(navLink(page, 'Availability')).toBeVisible();
  await page.getByRole('button', { name: `Location: ${places.school}` }).click();
  await expect(
    page.getByRole('dialog').getByRole('button', { name: /Lakeshore Stadium/ }),
  ).toHaveCount(0);
});

test('the navigation collapses to icons and stays so for the session', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toHaveJSProperty('offsetWidth', 96);
  // The entries keep their names (for screen readers and the tooltip).
  await expect(navLink(page, 'Settings')).toBeVisible();
  await expect(nav.getByText('Settings', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect(nav).toHaveJSProperty('offsetWidth', 285);
});

test('on a phone the navigation opens as a drawer and closes after choosing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToMenus(page, accounts.manager);
  const nav = mainNav(page);

  // Closed: off screen, and its links are out of the keyboard's way.
  await expect(nav).not.toBeInViewport();
  await expect(nav).toHaveAttribute('inert');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeInViewport();
  await expect(nav).not.toHaveAttribute('inert');
  await navLink(page, 'Settings').click();

  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(nav).not.toBeInViewport();
  await expect(nav).toHaveAttribute('inert');
});
