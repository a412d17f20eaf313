import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signIn, signInToMenus } from './support/journeys.ts';
import { orderCard, searchOrders } from './support/order-manager.ts';

/**
 * The order manager against the real server and the demo data: Maple Street Bistro's pending
 * take-out order of Noah Williams (due today at 18:00, so it may be completed today).
 */
const GUEST = 'Noah Williams';

test('a lead accepts and completes a submitted order, in French', async ({ page }) => {
  // lead@ is a French account: signing in opens the interface in French.
  await signIn(page, accounts.lead);
  await expect(page).toHaveURL(/\/menus$/, { timeout: 30_000 });
  await page.goto('/order-management');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Gestionnaire de commandes' }),
  ).toBeVisible();

  const pending = page.getByRole('region', { name: 'En attente' });
  await searchOrders(page, 'Noah', GUEST);
  await orderCard(pending, GUEST).click();

  const modal = page.getByRole('dialog', { name: /^Commande n° \d+$/ });
  await expect(modal.getByRole('region', { name: 'Articles' })).toContainText('Big Mac');
  await expect(modal.getByRole('region', { name: 'Coûts' })).toContainText('$');
  await modal.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText(/Commande n° \d+ acceptée\./)).toBeVisible();
  await expect(modal.getByRole('region', { name: 'Commande' })).toContainText('En cours');

  await modal.getByRole('button', { name: 'Terminer' }).click();
  await expect(page.getByText(/Commande n° \d+ terminée\./)).toBeVisible();
  await expect(modal.getByRole('region', { name: 'Commande' })).toContainText('Terminée');
  await modal.getByRole('button', { name: 'Fermer' }).first().click();

  const completed = page.getByRole('region', { name: 'Terminées' });
  await expect(completed.getByText(GUEST)).toBeVisible();
  await expect(pending.getByText(GUEST)).toBeHidden();
});

/** Screenshots for a person to look at, saved outside the repository. */
const dir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';

async function shoot(page: Page, name: string) {
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

test('order manager screenshots: desktop and phone, both languages', async ({ page }) => {
  mkdirSync(dir, { recursive: true });
  await signInToMenus(page, accounts.manager);
  for (const locale of ['en', 'fr'] as const) {
    if (locale === 'fr') await page.getByRole('button', { name: 'Passer au français' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/order-management');
    await expect(
      page.getByRole('button', { name: /^(Open order|Ouvrir la commande)/ }).first(),
    ).toBeVisible();
    await shoot(page, `om-desktop-${locale}`);
    await page
      .getByRole('button', { name: /^(Open order|Ouvrir la commande)/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await shoot(page, `om-modal-${locale}`);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('tab').first()).toBeVisible();
    await shoot(page, `om-phone-${locale}`);
  }
});
