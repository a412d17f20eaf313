import { expect, test } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { locationSelector, openLocationSelector, signInToMenus } from './support/journeys.ts';

test.beforeEach(async ({ page }) => {
  await signInToMenus(page, accounts.manager);
});

test('the selector searches locations and remembers the previous one', async ({ page }) => {
  let dialog = await openLocationSelector(page);
  await expect(dialog.getByRole('list', { name: 'Current location' })).toContainText(places.bistro);
  await expect(
    dialog.getByRole('list', { name: 'Other locations' }).getByRole('listitem'),
  ).toHaveCount(2);

  await dialog.getByRole('textbox', { name: 'Search locations' }).fill('zzz');
  await expect(dialog.getByText('No location matches your search.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Search locations' }).fill('stad');
  const results = dialog.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('button', { name: new RegExp(places.stadium) }).click();

  await expect(dialog).toBeHidden();
  await expect(locationSelector(page)).toHaveAccessibleName(`Location: ${places.stadium}`);
  // The stadium's flags now drive the navigation.
  await expect(page.getByRole('link', { name: 'Events', exact: true })).toBeVisible();

  dialog = await openLocationSelector(page);
  await expect(dialog.getByRole('textbox', { name: 'Search locations' })).toHaveValue('');
  await expect(dialog.getByRole('list', { name: 'Recent locations' })).toContainText(places.bistro);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('"View all locations" lists every location and switches to the chosen one', async ({
  page,
}) => {
  const dialog = await openLocationSelector(page);
  await dialog.getByRole('link', { name: 'View all locations' }).click();

  await expect(page).toHaveURL(/\/locations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(page.getByText('3 locations')).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('row', { name: new RegExp(places.bistro) })).toContainText(
    'Point of sale',
  );
  await expect(page.getByRole('row', { name: new RegExp(places.stadium) })).toContainText('Suites');
  await expect(page.getByRole('button', { name: 'Current' })).toBeDisabled();

  await page.getByRole('textbox', { name: 'Search locations' }).fill('river');
  await expect(page.getByText('1 location', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Choose ${places.school}` }).click();

  await expect(page).toHaveURL(/\/menus$/);
  await expect(locationSelector(page)).toHaveAccessibleName(`Location: ${places.school}`);
});
