import { test } from '@playwright/test';

test('explore', async ({ page }) => {
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('requestfailed', (r) => console.log('REQFAILED', r.url(), r.failure()?.errorText));
  page.on('response', (r) => console.log('RESP', r.status(), r.url()));
  await page.goto('/login');
  await page.waitForTimeout(3000);
  console.log(await page.content());
});
