import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { openLocationSelector, signInToMenus } from './support/journeys.ts';

/** Serious and critical WCAG 2.x A/AA violations: id, impact, and where. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('the login page, in both languages and in forgot-password mode', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the menus shell, expanded, mini, and with the location selector open', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openLocationSelector(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the locations list and the not-found screen', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
