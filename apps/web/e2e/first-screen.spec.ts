import { expect, test, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';

/**
 * What the browser downloads: the login screen gets neither the shell nor any area's text, and
 * each language's text comes alone (catalogue files are named `locale-<locale>-<area>-<hash>.js`,
 * the core one `locale-<locale>-<hash>.js`, the domain's error messages
 * `locale-<locale>-errors-<hash>.js`).
 */
function scriptsOf(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return () => names.map((name) => name.slice(name.lastIndexOf('/') + 1));
}

const catalogues = (names: string[]) => names.filter((name) => name.startsWith('locale-'));

test.describe('in French', () => {
  test.use({ locale: 'fr-CA' });

  test('the login screen downloads its French text and nothing of the shell', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/login');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Connexion des gestionnaires' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');

    // The core catalogue and the error messages of French only: no English, no area.
    // In any order: sorted names depend on the content hashes ("locale-fr-CA-i…" > "…-errors-").
    const french = catalogues(scripts());
    expect(french).toHaveLength(2);
    expect(french).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^locale-fr-CA-[\w-]{8}\.js$/),
        expect.stringMatching(/^locale-fr-CA-errors-[\w-]{8}\.js$/),
      ]),
    );
    expect(scripts().filter((name) => name.startsWith('shell-layout-'))).toEqual([]);
  });
});

test('the menus screen downloads the shell and its areas’ text in English only', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await signInToMenus(page, accounts.manager);
  // Not "network idle": the navigation's pending-order count keeps the live stream open. The
  // screen is whole once its list shows; by then every catalogue it asked for is on its way.
  await expect(page.getByRole('link', { name: 'All Day Menu' })).toBeVisible();
  const areas = () =>
    ['catalogue', 'menus'].filter((area) =>
      catalogues(scripts()).some((name) => name.startsWith(`locale-en-CA-${area}-`)),
    );
  await expect.poll(areas).toEqual(['catalogue', 'menus']);

  const loaded = catalogues(scripts());
  expect(loaded.every((name) => name.startsWith('locale-en-CA-'))).toBe(true);
  // Areas not visited stay on the server.
  for (const area of ['orders', 'checkout', 'modifiers', 'change-history']) {
    expect(loaded.some((name) => name.startsWith(`locale-en-CA-${area}-`))).toBe(false);
  }
  expect(scripts().some((name) => name.startsWith('shell-layout-'))).toBe(true);
});
