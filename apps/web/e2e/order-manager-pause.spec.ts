import { expect, test } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';
import { tomorrow } from './support/order-manager.ts';

/*
 * Pausing ordering at the stadium: no other journey takes orders there, so a pause (even one a
 * failed run left behind) refuses nobody else's order.
 */
const EN = `Kitchen closed for a private event (${Date.now()}).`;
const FR = `Cuisine fermée pour un événement privé (${Date.now()}).`;

test('a manager pauses ordering with both messages until a time, then resumes', async ({
  page,
}) => {
  await signInToMenus(page, accounts.manager);
  await switchLocation(page, places.stadium);
  await page.goto('/order-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Order manager' })).toBeVisible({
    timeout: 15_000,
  });

  await page.getByRole('button', { name: 'Pause ordering' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause ordering' });
  await dialog.getByRole('textbox', { name: 'Message in English' }).fill(EN);
  await dialog.getByRole('textbox', { name: 'Message in French' }).fill(FR);
  await dialog.getByRole('radio', { name: 'Until a chosen time' }).check();
  await dialog.getByLabel(/^Resume at/).fill(`${tomorrow()}T10:00`);
  await dialog.getByRole('button', { name: 'Pause ordering' }).click();
  await expect(dialog).toBeHidden();

  const banner = page.getByRole('alert', { name: 'Ordering is paused' });
  await expect(banner).toContainText(/Ordering resumes by itself on .*10:00/);
  await expect(banner).toContainText(EN);
  await expect(page.getByRole('button', { name: 'Resume ordering' })).toBeVisible();

  // Order creation says so, with the French message in French.
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('alert', { name: 'Les commandes sont en pause' })).toContainText(FR);
  await page.goto('/order-management/create');
  const notice = page.getByRole('status', { name: 'Les commandes sont en pause' });
  await expect(notice).toContainText(FR, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('status', { name: 'Ordering is paused' })).toContainText(EN);

  await page.goto('/order-management');
  await page.getByRole('button', { name: 'Resume ordering' }).click();
  await expect(page.getByText('Ordering has resumed.')).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Ordering is paused' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause ordering' })).toBeVisible();
  await page.goto('/order-management/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Ordering is paused' })).toHaveCount(0);
});
