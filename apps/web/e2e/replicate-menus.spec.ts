import { expect, test } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import { pageCaller } from './support/orders.ts';

/**
 * Issue 5 item 2: a manager working in French copies a menu of the bistro to the school, then
 * copies it again, which overwrites it only once ECRASER is typed; the stadium, not chosen, gets
 * nothing.
 */
test('a manager replicates a menu to another location, overwriting with ECRASER', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Replica ${Date.now().toString(36)}`;
  await signInToMenus(page, accounts.manager);
  const { request, headers } = await pageCaller(page);
  const created = await request.post('/api/menus', { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  await page.reload();

  await page.getByRole('button', { name: 'Passer au français' }).click();
  await page.getByRole('link', { name: 'Répliquer les menus', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Répliquer les menus' })).toBeVisible();
  await page.getByRole('checkbox', { name, exact: true }).check();
  await page.getByRole('button', { name: 'Répliquer', exact: true }).click();
  await expect(page.getByText('Veuillez sélectionner au moins un établissement')).toBeVisible();

  await page.getByRole('checkbox', { name: places.school }).check();
  await page.getByRole('button', { name: 'Répliquer', exact: true }).click();
  const report = page.getByRole('table');
  await expect(report.getByRole('row', { name: new RegExp(places.school) })).toContainText('Copié');
  await expect(report).toContainText('Menus créés : 1 · écrasés : 0');

  // Again: the school now has that menu, so the word is asked for.
  await expect(page.getByText(`Écrasera : ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Répliquer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Écraser les menus existants?' });
  const confirm = dialog.getByRole('button', { name: 'Écraser et répliquer' });
  await dialog.getByLabel('Tapez ECRASER pour confirmer').fill('OVERWRITE');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Tapez ECRASER pour confirmer').fill('ECRASER');
  await confirm.click();
  await expect(report).toContainText('Menus créés : 0 · écrasés : 1');

  // Read back: one copy at the school, nothing at the stadium.
  const locations = (await (
    await request.post('/api/restaurants/list-with-menus', { headers, data: {} })
  ).json()) as { name: string; menus: { name: string }[] }[];
  const menusAt = (place: string) =>
    locations.find((l) => l.name === place)!.menus.filter((m) => m.name === name);
  expect(menusAt(places.school)).toHaveLength(1);
  expect(menusAt(places.stadium)).toHaveLength(0);
});
