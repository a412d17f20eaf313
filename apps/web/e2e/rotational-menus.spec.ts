import { expect, test } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';

/**
 * Daily menus on the real server: a manager opens the week calendar from the menus screen,
 * plans a menu on a Monday with one item, copies the week to the next one and finds it there,
 * then reads the calendar in French.
 */
test('a manager plans a daily menu, copies the week and reads it in French', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  const firstMenu = (
    await page.getByRole('list', { name: 'Menus' }).getByRole('listitem').first().innerText()
  ).split('\n')[0]!;
  await page.getByRole('link', { name: 'Daily menus by week' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily menus' })).toBeVisible();

  // A week of its own, far ahead, so reruns on one database do not meet each other.
  const year = 2040 + (Date.now() % 50);
  const monday = new Date(Date.UTC(year, 0, 1));
  monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const slash = (d: Date) => iso(d).replaceAll('-', '/');
  const nextMonday = new Date(monday.getTime() + 7 * 86_400_000);
  await page.goto(`/menus/rotational?week=${iso(monday)}`);

  const day = page.getByRole('region', { name: `Monday ${slash(monday)}` });
  await expect(day.getByText('No menu planned.')).toBeVisible();
  await day.getByRole('combobox', { name: `Menu to add on Monday ${slash(monday)}` }).click();
  await page.getByRole('option', { name: firstMenu, exact: true }).click();
  await day.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${firstMenu} planned on Monday ${slash(monday)}.`)).toBeVisible();
  await expect(day.getByText('Items: 0')).toBeVisible();

  // One item for that day.
  await day
    .getByRole('button', { name: `Choose the items of ${firstMenu} on Monday ${slash(monday)}` })
    .click();
  const dialog = page.getByRole('dialog', {
    name: `Items of ${firstMenu} on Monday ${slash(monday)}`,
  });
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Save items' }).click();
  await expect(dialog).toBeHidden();
  await expect(day.getByText('Items: 1')).toBeVisible();

  await page.getByRole('button', { name: 'Copy this week to next week' }).click();
  await expect(
    page.getByText(`Daily menus copied to the week of ${slash(nextMonday)}: 1.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  const copied = page.getByRole('region', { name: `Monday ${slash(nextMonday)}` });
  await expect(copied.getByText(firstMenu, { exact: true })).toBeVisible();
  await expect(copied.getByText('Items: 1')).toBeVisible();

  // Copying again adds nothing: next week already has it.
  await page.getByRole('button', { name: 'Previous week', exact: true }).click();
  await page.getByRole('button', { name: 'Copy this week to next week' }).click();
  await expect(page.getByText(/^Nothing to copy/)).toBeVisible();

  await page.getByRole('button', { name: 'Passer au français' }).click();
  const [y, m, d] = iso(monday).split('-');
  await expect(page.getByRole('region', { name: `lundi ${d}/${m}/${y}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Menus du jour' })).toBeVisible();
});
