import { test } from '@playwright/test';

test('explore', async ({ page }) => {
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  page.on('response', (r) => { if (r.status() >= 400) console.log('RESP', r.status(), r.url()); });
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('demo-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/menus');
  await page.getByRole('heading', { name: 'Menus' }).waitFor();
  console.log(await page.locator('body').ariaSnapshot());
  await page.getByRole('button', { name: /Location:/ }).click();
  await page.waitForTimeout(500);
  console.log(await page.locator('body').ariaSnapshot());
  console.log(await page.evaluate(() => JSON.stringify(sessionStorage)));
});
