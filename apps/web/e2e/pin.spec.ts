import { expect, test } from '@playwright/test';
import { accounts, STAFF_PIN } from './support/demo.ts';
import { mainNav, signIn, submitPin } from './support/journeys.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page, accounts.staff);
  await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toBeVisible();
  await expect(
    page.getByText('Your account requires a PIN before you can continue.'),
  ).toBeVisible();
  // The PIN screen replaces the whole app: no shell, no navigation.
  await expect(mainNav(page)).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('a wrong PIN shows the attempts left; the right one opens order creation', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('No PIN provided.');

  await submitPin(page, '9999');
  await expect(page.getByRole('alert')).toHaveText('Invalid PIN. Attempts remaining: 2');
  await expect(page.getByRole('textbox', { name: 'PIN', exact: true })).toHaveValue('');

  // A reload keeps the session, and the PIN is still required.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toBeVisible();

  await submitPin(page, STAFF_PIN);
  await expect(page).toHaveURL(/\/order-management\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
});

test('three wrong PINs log the user out', async ({ page }) => {
  const alert = page.getByRole('alert');
  await submitPin(page, '0000');
  await expect(alert).toHaveText('Invalid PIN. Attempts remaining: 2');
  await submitPin(page, '1111');
  await expect(alert).toHaveText('Invalid PIN. Attempts remaining: 1');
  await submitPin(page, '2222');

  await expect(page.getByText('Max attempts reached. Logging out user')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();
  // The server revoked that session: coming back needs a new sign-in.
  await page.goto('/order-management/create');
  await expect(page).toHaveURL(/\/login$/);
});
