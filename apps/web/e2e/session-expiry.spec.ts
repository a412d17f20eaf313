import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { readStoredSession, signInToMenus, writeStoredSession } from './support/journeys.ts';

/** Moves the stored session's expiry to `seconds` from now. */
async function expireIn(page: Page, seconds: number) {
  const session = await readStoredSession(page);
  if (!session) throw new Error('No stored session');
  await writeStoredSession(page, {
    ...session,
    expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
  });
}

test('a stored session inside the 60 s leeway is dropped on load', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await expireIn(page, 30);

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();
});

test('the expiry timer logs out with "Session timed out."', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  // Valid for 30 more seconds once the leeway is taken off: the browser's clock keeps running
  // while the page reloads, so a loaded machine still finds the session alive 5 s later.
  await expireIn(page, 90);
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();

  await page.clock.fastForward(5_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await page.clock.fastForward(30_000);
  await expect(page.getByText('Session timed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
