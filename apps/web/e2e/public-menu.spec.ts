import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';

test('"Go to menu" opens the location’s public menu in French, without staff-only menus', async ({
  page,
}) => {
  await signInToMenus(page, accounts.manager);
  await switchLocation(page, places.school);
  await page.getByRole('button', { name: 'Passer au français' }).click();

  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const [guestPage] = await Promise.all([
    page.waitForEvent('popup'),
    nav.getByRole('link', { name: 'Voir le menu', exact: true }).click(),
  ]);
  await expect(guestPage).toHaveURL(/\/menu\/riverside-public-school$/);
  await expect(guestPage.getByRole('heading', { level: 1, name: places.school })).toBeVisible();
  await expect(guestPage.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // No shell: the guest sees no navigation and no sign-in.
  await expect(guestPage.getByRole('navigation')).toHaveCount(0);

  const tabs = guestPage.getByRole('tablist', { name: 'Menus' });
  const lunch = tabs.getByRole('tab', {
    name: /^Dîner scolaire (Ouvert maintenant|Fermé en ce moment)$/,
  });
  await expect(lunch).toBeVisible();
  // The staff room's menu is staff-only: guests never see it.
  await expect(tabs.getByRole('tab', { name: /Salle du personnel/ })).toHaveCount(0);

  await lunch.click();
  const meals = guestPage.getByRole('region', { name: 'Repas du midi' });
  const burger = meals.getByRole('article', { name: 'Repas hamburger' });
  await expect(burger.getByText('5,50 $')).toBeVisible();
  await expect(burger.getByText('Un hamburger au bœuf sur un pain de blé entier.')).toBeVisible();
  await expect(burger.getByText('Contient : Gluten, Moutarde')).toBeVisible();
  await expect(
    // French puts a no-break space before the colon.
    guestPage.getByText(/^(Aujourd’hui\s:\s11:30 à 13:00|Fermé aujourd’hui)$/),
  ).toBeVisible();

  // The guest may read it in English too.
  await guestPage.getByRole('button', { name: 'Switch to English' }).click();
  await expect(
    guestPage
      .getByRole('region', { name: 'Lunch Meals' })
      .getByRole('article', { name: 'Hamburger Meal' }),
  ).toBeVisible();
  await expect(guestPage.getByText('$5.50').first()).toBeVisible();

  await guestPage.goto('/menu/no-such-place');
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Menu not found' })).toBeVisible();
});

test('the public menu meets WCAG 2.1 AA (no serious or critical findings)', async ({ page }) => {
  await page.goto('/menu/maple-street-bistro');
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Street Bistro' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
});
