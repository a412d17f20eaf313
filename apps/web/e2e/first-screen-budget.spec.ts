import { expect, test } from '@playwright/test';
import { encodedSize, FIRST_SCREEN_BUDGET_BYTES } from './support/first-screen-budget.ts';

/**
 * The login screen's JavaScript stays within the first screen's budget in each language: every
 * script the page loads until the network is idle, at the size the server sends it gzipped.
 */
for (const locale of ['en-CA', 'fr-CA'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`/login downloads at most ${FIRST_SCREEN_BUDGET_BYTES.toLocaleString('en-CA')} bytes of gzipped JavaScript`, async ({
      page,
    }) => {
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.waitForLoadState('networkidle');

      const sizes = await Promise.all(
        [...scripts].map(async (url) => ({ url, gzip: await encodedSize(url, 'gzip') })),
      );
      const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
      const listing = sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map(({ url, gzip }) => `${String(gzip).padStart(8)} ${new URL(url).pathname}`)
        .join('\n');
      console.log(`${locale} /login: ${sizes.length} scripts, ${total} bytes gzipped\n${listing}`);
      expect(total, `gzipped JavaScript of /login in ${locale}:\n${listing}`).toBeLessThanOrEqual(
        FIRST_SCREEN_BUDGET_BYTES,
      );
    });
  });
}
