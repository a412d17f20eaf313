import { expect, test } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { readStoredSession, signInToMenus } from './support/journeys.ts';

test('logging out returns to /login for good and revokes the token', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const session = await readStoredSession(page);
  expect(session).not.toBeNull();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();
  // The last email is offered again; the session is gone from the tab.
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(accounts.manager);
  expect(await readStoredSession(page)).toBeNull();

  // Back does not re-enter the app.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);

  // The server refuses the old token.
  const answer = await page.evaluate(async ({ accessToken, tenantId }) => {
    const response = await fetch('/api/restaurants/list', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${accessToken}`,
        'X-Restaurant-Id': String(tenantId),
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  }, session!);
  expect(answer.status).toBe(401);
  expect(answer.body.code).toBe('session_timed_out');
});
