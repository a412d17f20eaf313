import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts, DEMO_PASSWORD } from './support/demo.ts';
import { submitSignIn } from './support/journeys.ts';
import { readMailbox, resetLinkOf, waitForMail } from './support/mailbox.ts';

// lead@ is used by no other spec: its password changes here and is set back at the end.
const email = accounts.lead;
const newPassword = 'a-new-password-42';

/** Sets the demo password back through the API (request a link, read it from the sink, reset). */
async function restorePassword(request: APIRequestContext): Promise<void> {
  const since = readMailbox().length;
  const requested = await request.post('/api/auth/password-reset-request', { data: { email } });
  expect(requested.status()).toBe(202);
  const token = new URLSearchParams(resetLinkOf(await waitForMail(email, since)).hash.slice(1)).get(
    'reset_token',
  );
  const reset = await request.post('/api/auth/password-reset', {
    data: { token, password: DEMO_PASSWORD },
  });
  expect(reset.status()).toBe(204);
}

test.afterAll(async ({ request }) => {
  await restorePassword(request);
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

  // The mail arrives in the account's language (lead@ is French) with a link to this app.
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
  // Sign-in opened the interface in the account's language (lead@ is French).
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
