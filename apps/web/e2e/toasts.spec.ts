import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';

const dir = path.join(process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens', 'toasts');

test.beforeAll(() => mkdirSync(dir, { recursive: true }));

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('Not on screen');
  return !(
    x.x + x.width <= y.x ||
    y.x + y.width <= x.x ||
    x.y + x.height <= y.y ||
    y.y + y.height <= x.y
  );
}

/**
 * Issue 11: an error toast covered the drawer's Save buttons. The server refuses a save (here a
 * 409, as when someone else changed the menu meanwhile); the toast must leave the drawer's
 * actions and its close button free, on a desktop and on a phone.
 */
for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`an error toast leaves the drawer's actions free (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInToMenus(page, accounts.manager);
    await page.route(/\/api\/menus\/\d+$/, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'conflict',
              message: 'This was changed by someone else. Reload and try again.',
              messages: [],
            }),
          })
        : route.continue(),
    );
    await page
      .getByRole('button', { name: /^More actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const drawer = page.getByRole('dialog');
    const actions = ['Cancel', 'Save draft', 'Save'].map((name) =>
      drawer.getByRole('button', { name, exact: true }),
    );
    await actions[2]!.click();
    const toast = page.getByRole('alert').filter({ hasText: 'changed by someone else' });
    await expect(toast).toBeVisible();
    await page.mouse.move(1, 1);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, `drawer-error-${device}.png`) });
    for (const action of actions) expect(await overlaps(toast, action)).toBe(false);
    if (device === 'desktop') {
      expect(await overlaps(toast, drawer.getByRole('button', { name: 'Close' }))).toBe(false);
    }
  });
}
