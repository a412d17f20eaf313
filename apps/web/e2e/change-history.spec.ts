import { expect, test } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import { pageCaller } from './support/orders.ts';

const words = {
  'en-CA': {
    settings: 'Settings',
    title: 'Change history',
    objectId: 'Object ID',
    created: 'Created',
    updated: 'Updated',
    view: (what: string) => `View the change to ${what}`,
    before: 'Before',
    after: 'After',
    name: 'Name',
  },
  'fr-CA': {
    settings: 'Paramètres',
    title: 'Historique des modifications',
    objectId: 'Identifiant de l’objet',
    created: 'Création',
    updated: 'Modification',
    view: (what: string) => `Voir la modification de ${what}`,
    before: 'Avant',
    after: 'Après',
    name: 'Nom',
  },
} as const;

/**
 * Issue 5 item 6, in each language: a manager renames a menu, then finds who changed it in
 * Settings › Change history and reads the change with its before and after.
 */
for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a manager reads who changed a menu, before and after (${locale})`, async ({ page }) => {
    const say = words[locale];
    const suffix = `${locale} ${Date.now().toString(36)}`;
    await signInToMenus(page, accounts.manager);
    const { request, headers } = await pageCaller(page);
    const created = await request.post('/api/menus', {
      headers,
      data: { name: `Brunch ${suffix}` },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const renamed = await request.put(`/api/menus/${id}`, {
      headers,
      data: { name: `Weekend brunch ${suffix}` },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);

    if (locale === 'fr-CA') await page.getByRole('button', { name: 'Passer au français' }).click();
    await page.getByRole('link', { name: say.settings, exact: true }).click();
    await page.getByRole('link', { name: say.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: say.title })).toBeVisible();
    await page.getByLabel(say.objectId).fill(String(id));

    const table = page.getByRole('table');
    const entries = table.getByRole('row', { name: new RegExp(`Menu #${id}\\b`) });
    await expect(entries).toHaveCount(2);
    // Newest first: the rename, then the creation, both by the manager.
    await expect(entries.nth(0)).toContainText(say.updated);
    await expect(entries.nth(1)).toContainText(say.created);
    await expect(entries.nth(0)).toContainText(accounts.manager);

    await entries
      .nth(0)
      .getByRole('button', { name: say.view(`Menu #${id}`) })
      .click();
    const dialog = page.getByRole('dialog');
    // Only what changed, labelled in the screen's language.
    const rows = dialog.getByRole('row');
    await expect(rows).toHaveCount(2);
    const nameRow = dialog.getByRole('row', { name: new RegExp(`^${say.name}`) });
    await expect(nameRow).toContainText(`Brunch ${suffix}`);
    await expect(nameRow).toContainText(`Weekend brunch ${suffix}`);
    await expect(dialog.getByRole('columnheader', { name: say.before })).toBeVisible();
    await expect(dialog.getByRole('columnheader', { name: say.after })).toBeVisible();
  });
}
