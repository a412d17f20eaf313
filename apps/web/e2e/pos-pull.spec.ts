import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { JobRun } from '@app/domain';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import { apiCall, pageCaller } from './support/orders.ts';

/**
 * Issue 5 item 5, spec part 1 §4: the manager of the bistro (pos_integrated, connected to the
 * demo point of sale the app serves) refreshes the menus from the point of sale. The pull call
 * reaches the real server, but the page is answered 504 as a gateway that gave up would: the
 * page keeps its timer, reads the menu list every 10 s, and reports success once the pulled
 * menu's update time has advanced.
 */
const screens = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';

const words = {
  'en-CA': {
    button: 'Refresh from point of sale',
    waiting: /taking longer than usual/,
    done: 'The menus were refreshed from the point of sale.',
    timer: /^Elapsed time: 00:\d\d$/,
    close: 'Close',
  },
  'fr-CA': {
    button: 'Actualiser depuis le point de vente',
    waiting: /plus de temps que d’habitude/,
    done: 'Les menus ont été actualisés depuis le point de vente.',
    timer: /^Temps écoulé : 00:\d\d$/,
    close: 'Fermer',
  },
} as const;

async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(screens, `${name}.png`) });
}

for (const locale of ['en-CA', 'fr-CA'] as const) {
  test(`a manager refreshes the menus from the point of sale through a 504 (${locale})`, async ({
    page,
  }) => {
    // The first check of the menu list comes 10 s after the 504.
    const text = words[locale];
    await signInToMenus(page, accounts.manager);
    if (locale === 'fr-CA') await page.getByRole('button', { name: 'Passer au français' }).click();

    // The real pull starts on the server; the page only sees a gateway time-out.
    const started: { run: JobRun | null } = { run: null };
    await page.route('**/api/restaurants/upload-menu/*', async (route) => {
      const real = await route.fetch();
      expect(real.status()).toBe(202);
      started.run = (await real.json()) as JobRun;
      await route.fulfill({ status: 504, contentType: 'text/html', body: 'Gateway Timeout' });
    });
    const menuReads: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/menus') {
        menuReads.push(Date.now());
      }
    });

    await page.getByRole('button', { name: text.button }).click();
    const dialog = page.getByRole('dialog', { name: text.button });
    await expect(dialog.getByText(text.waiting)).toBeVisible();
    const timer = dialog.getByRole('timer');
    await expect(timer).toHaveText(text.timer);
    await expect(timer).not.toHaveText(/00:00$/);
    expect(started.run).not.toBeNull();
    const clickedAt = Date.now();
    await shoot(page, `pos-pull-waiting-${locale}`);

    await expect(dialog.getByText(text.done)).toBeVisible({ timeout: 30_000 });
    // Success came from a read of the menu list at least 10 s after the start, not sooner.
    const checks = menuReads.filter((at) => at >= clickedAt);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.at(-1)! - menuReads[0]!).toBeGreaterThanOrEqual(9_000);
    await expect(timer).toHaveText(/00:(09|[1-5]\d)$/);
    await shoot(page, `pos-pull-done-${locale}`);

    // The server's run did succeed; the pulled menu is in the list.
    const caller = await pageCaller(page);
    const run = await apiCall<JobRun>(caller, 'GET', `/jobs/${started.run!.id}`);
    expect(run.status).toBe('succeeded');
    // The dialog's own close button (top) bears the same name as its Close action (bottom).
    await dialog.getByRole('button', { name: text.close }).last().click();
    await expect(dialog).toBeHidden();
    await expect(
      page
        .getByRole('list', { name: 'Menus' })
        .getByRole('listitem', { name: 'Point of sale menu', exact: true }),
    ).toBeVisible();
  });
}

test('without a gateway in the way, the dialog follows the run and tells what changed', async ({
  page,
}) => {
  await signInToMenus(page, accounts.manager);
  await page.getByRole('button', { name: words['en-CA'].button }).click();
  const dialog = page.getByRole('dialog', { name: words['en-CA'].button });
  await expect(dialog.getByText(words['en-CA'].done)).toBeVisible({ timeout: 30_000 });
  // The counts, or (when an earlier journey already pulled the same catalogue) that none changed.
  const counts = dialog.getByRole('table', { name: 'What changed' }).getByRole('row', {
    name: /^Items/,
  });
  await expect(counts.or(dialog.getByText('The menus were already up to date'))).toBeVisible();
  await shoot(page, 'pos-pull-summary-en-CA');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
});
