import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { accounts } from './support/demo.ts';
import { openLocationSelector, signInToMenus } from './support/journeys.ts';
import { pageCaller } from './support/orders.ts';

// Each axe analysis takes seconds of CPU on a loaded two-core machine, and the screens below run
// two or three: a generous time limit, since this file checks accessibility, not speed.
test.describe.configure({ timeout: 90_000 });

test('the login page, in both languages and in forgot-password mode', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Manager sign-in' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the menus shell, expanded, mini, and with the location selector open', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect(page.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await openLocationSelector(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the locations list and the not-found screen', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await page.goto('/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

const languages = {
  'en-CA': {
    availability: 'Availability',
    menuGroups: 'Menu groups',
    changeHistory: 'Change history',
    importTitle: 'Import menus from CSV',
    moreActionsFor: (name: string) => `More actions for ${name}`,
    edit: 'Edit',
    dates: 'Dates',
    calendar: 'Choose the dates',
    close: 'Close',
    chooseFile: 'Choose a file',
  },
  'fr-CA': {
    availability: 'Disponibilité',
    menuGroups: 'Groupes de menus',
    changeHistory: 'Historique des modifications',
    importTitle: 'Importer des menus depuis un CSV',
    moreActionsFor: (name: string) => `Autres actions pour ${name}`,
    edit: 'Modifier',
    dates: 'Dates',
    calendar: 'Choisir les dates',
    close: 'Fermer',
    chooseFile: 'Choisir un fichier',
  },
} as const;

/** Signs in as the manager and switches the interface to `locale`. */
async function signInIn(page: Page, locale: keyof typeof languages) {
  await signInToMenus(page, accounts.manager);
  if (locale === 'fr-CA') {
    await page.getByRole('button', { name: 'Passer au français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  }
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  const say = languages[locale];

  test(`availability, with a menu without hours and the hours dialog (${locale})`, async ({
    page,
  }) => {
    await signInIn(page, locale);
    // A menu without hours shows the "No hours set" badge (orange on its tint).
    const { request, headers } = await pageCaller(page);
    const name = `No hours ${locale} ${Date.now().toString(36)}`;
    const created = await request.post('/api/menus', { headers, data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.goto('/availabilities');
      await expect(page.getByRole('heading', { level: 1, name: say.availability })).toBeVisible();
      await expect(page.getByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: say.moreActionsFor(name) }).click();
      await page.getByRole('menuitem').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: say.close })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await request.delete(`/api/menus/${id}`, { headers });
    }
  });

  test(`menu groups, the menu editor and the CSV drop zone (${locale})`, async ({ page }) => {
    await signInIn(page, locale);
    await page.goto('/settings/menu-groups');
    await expect(page.getByRole('heading', { level: 1, name: say.menuGroups })).toBeVisible();
    await expect(
      page.getByRole('list', { name: say.menuGroups }).getByRole('listitem').first(),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The drawer: its close button, the drop zone's file input, the 24-hour time controls.
    await page.goto('/menus');
    await page
      .getByRole('button', { name: new RegExp(`^${say.moreActionsFor('')}`) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: say.edit }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: say.close })).toBeVisible();
    await expect(drawer.getByLabel(say.chooseFile)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    // The time control's drop-down of hours and minutes.
    await drawer.getByRole('spinbutton').first().click();
    await expect(page.getByRole('button', { name: '23', exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Leaving with the drawer open may ask "leave without saving?": the answer is yes.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.goto('/menus/import');
    await expect(page.getByRole('heading', { level: 1, name: say.importTitle })).toBeVisible();
    await expect(page.getByLabel(say.chooseFile)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`change history with its calendar open (${locale})`, async ({ page }) => {
    await signInIn(page, locale);
    await page.goto('/settings/change-history');
    await expect(page.getByRole('heading', { level: 1, name: say.changeHistory })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: say.dates }).click();
    await expect(page.getByRole('dialog', { name: say.calendar })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`every settings tab, Customize and Advanced (${locale})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInIn(page, locale);
    await page.goto('/settings');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    for (const name of await tabs.allInnerTexts()) {
      await page.getByRole('tab', { name, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name });
      await expect(panel.locator('h2, a, button').first()).toBeVisible();
      await expect(panel.locator('.mantine-Loader-root')).toHaveCount(0);
      expect(await seriousViolations(page), name).toEqual([]);
    }
    for (const path of ['/customize', '/advanced']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
