import { expect, test } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import { pageCaller } from './support/orders.ts';

const words = {
  'en-CA': {
    link: 'Replicate menus',
    submit: 'Replicate',
    selectLocation: 'Please select at least one location',
    copied: 'Copied',
    created: (created: number, overwritten: number) =>
      `Menus created: ${created} · overwritten: ${overwritten}`,
    overwrites: (name: string) => `Will overwrite: ${name}`,
    dialog: 'Overwrite existing menus?',
    confirm: 'Overwrite and replicate',
    wordLabel: 'Type OVERWRITE to confirm',
    word: 'OVERWRITE',
    otherWord: 'ECRASER',
  },
  'fr-CA': {
    link: 'Répliquer les menus',
    submit: 'Répliquer',
    selectLocation: 'Veuillez sélectionner au moins un établissement',
    copied: 'Copié',
    created: (created: number, overwritten: number) =>
      `Menus créés : ${created} · écrasés : ${overwritten}`,
    overwrites: (name: string) => `Écrasera : ${name}`,
    dialog: 'Écraser les menus existants?',
    confirm: 'Écraser et répliquer',
    wordLabel: 'Tapez ECRASER pour confirmer',
    word: 'ECRASER',
    otherWord: 'OVERWRITE',
  },
} as const;

/**
 * In each language: a manager copies a menu of the bistro to the school (the replication runs
 * in the background; the screen follows it to its report), then copies it again, which
 * overwrites it only once the word of the interface language is typed (OVERWRITE, ECRASER); the
 * stadium, not chosen, gets nothing.
 */
for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a manager replicates a menu to another location, overwriting with the word (${locale})`, async ({
    page,
  }) => {
    const say = words[locale];
    const name = `Replica ${locale} ${Date.now().toString(36)}`;
    await signInToMenus(page, accounts.manager);
    const { request, headers } = await pageCaller(page);
    const created = await request.post('/api/menus', { headers, data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    await page.reload();

    if (locale === 'fr-CA') await page.getByRole('button', { name: 'Passer au français' }).click();
    await page.getByRole('link', { name: say.link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: say.link })).toBeVisible();
    await page.getByRole('checkbox', { name, exact: true }).check();
    await page.getByRole('button', { name: say.submit, exact: true }).click();
    await expect(page.getByText(say.selectLocation)).toBeVisible();

    await page.getByRole('checkbox', { name: places.school }).check();
    await page.getByRole('button', { name: say.submit, exact: true }).click();
    const report = page.getByRole('table');
    await expect(report.getByRole('row', { name: new RegExp(places.school) })).toContainText(
      say.copied,
    );
    await expect(report).toContainText(say.created(1, 0));

    // Again: the school now has that menu, so the word is asked for.
    await expect(page.getByText(say.overwrites(name))).toBeVisible();
    await page.getByRole('button', { name: say.submit, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: say.dialog });
    const confirm = dialog.getByRole('button', { name: say.confirm });
    await dialog.getByLabel(say.wordLabel).fill(say.otherWord);
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(say.wordLabel).fill(say.word);
    await confirm.click();
    await expect(report).toContainText(say.created(0, 1));

    // Read back: one copy at the school, nothing at the stadium.
    const locations = (await (
      await request.post('/api/restaurants/list-with-menus', { headers, data: {} })
    ).json()) as { name: string; menus: { name: string }[] }[];
    const menusAt = (place: string) =>
      locations.find((l) => l.name === place)!.menus.filter((m) => m.name === name);
    expect(menusAt(places.school)).toHaveLength(1);
    expect(menusAt(places.stadium)).toHaveLength(0);
  });
}
