import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/demo.ts';
import { submitSignIn } from './support/journeys.ts';
import { readMailbox, resetLinkOf, waitForMail } from './support/mailbox.ts';
import { createOwnAccount } from './support/own-account.ts';

// An account of this spec alone (a French one): its password changes here.
const email = 'forgot-password@demo.test';
const newPassword = 'a-new-password-42';

test.beforeAll(async ({ request }) => {
  await createOwnAccount(request, { email, name: 'Inès Oubli', locale: 'fr-CA' });
});

test('forgot password: the mailed link sets a new password that signs in', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();

  // Forgot-password mode: email only, carrying what was typed.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  // It can be left and entered again.
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Forgot password?' }).click();

  const since = readMailbox().length;
  await page.getByRole('button', { name: 'Send Password Request' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for this email, a link to choose a new password has been sent.',
  );
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();

  // The mail arrives in the account's language (French) with a link to this app.
  const mail = await waitForMail(email, since);
  expect(mail.subject).toBe('Réinitialisez votre mot de passe');
  const link = resetLinkOf(mail);
  expect(link.origin).toBe(new URL(baseURL ?? '').origin);
  expect(link.pathname).toBe('/login');

  await page.goto(link.pathname + link.search + link.hash);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  const newField = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirmField = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  await newField.fill(newPassword);
  await confirmField.fill('something-else');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();

  await confirmField.fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with your new password.',
  );
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText(
    'Error logging in: Incorrect email or password.',
  );
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/menus$/);
  // Sign-in opened the interface in the account's language (French).
  await expect(page.getByRole('button', { name: 'Switch to English' })).toBeVisible();

  // The link works once (in a browser left in English).
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('app.language');
  });
  await page.goto(link.pathname + link.search + link.hash);
  await newField.fill('yet-another-password');
  await confirmField.fill('yet-another-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Error resetting password: This password reset link is invalid or has expired.',
  );
});
