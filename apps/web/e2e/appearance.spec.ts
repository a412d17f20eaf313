import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { defaultBrandingSettings, type BrandingSettings } from '@app/domain';
import { accounts, places } from './support/demo.ts';
import {
  apiCall,
  atLocation,
  locationId,
  signedInCaller,
  type ApiCaller,
} from './support/orders.ts';

/**
 * Settings → Appearance seen by a guest: a manager saves the stadium's appearance
 * (`PUT /api/settings/branding`; the Appearance tab's own screen is wired into /settings later)
 * and its public menu changes look, in French (its primary language) and in English. With
 * APPEARANCE_SCREENS_DIR set, the two looks are also saved as screenshots there.
 */
const SLUG = 'lakeshore-stadium';

const branded: BrandingSettings = {
  display_name: 'Lakeshore Suites Club',
  theme: 'dark',
  primary_color: '#0B7285',
  fonts: { heading: 'playfair-display', body: 'inter' },
  menu_languages: ['en', 'fr'],
  primary_language: 'fr',
  browse_style: 'gallery',
  card_style: 'vertical',
};

async function saveBranding(caller: ApiCaller, branding: BrandingSettings) {
  return apiCall<BrandingSettings>(caller, 'PUT', '/settings/branding', branding);
}

async function screenshot(page: Page, name: string) {
  const dir = process.env.APPEARANCE_SCREENS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/appearance-${name}.png`, fullPage: true });
}

/** The page's computed look: backgrounds, the title's font, whether items are a grid. */
function lookOf(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-public-menu]')!;
    const header = root.querySelector('header')!;
    const title = root.querySelector('h1')!;
    const gallery = root.querySelector('[data-testid="item-gallery"]');
    return {
      background: getComputedStyle(root).backgroundColor,
      header: getComputedStyle(header).backgroundColor,
      titleFont: getComputedStyle(title).fontFamily,
      gallery: gallery ? getComputedStyle(gallery).display : null,
    };
  });
}

test('a manager’s appearance changes the public menu’s look, in French and in English', async ({
  page,
  request,
}) => {
  const manager = await signedInCaller(request, accounts.manager);
  const stadium = atLocation(manager, await locationId(manager, places.stadium));
  const outside: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(test.info().project.use.baseURL ?? '')) outside.push(sent.url());
  });
  // Routed, the browser keeps no HTTP cache: each visit reads the file as the server has it now
  // (a guest's browser may keep it for up to a minute).
  await page.route('**/api/published-menus/**', (route) => route.continue());
  try {
    await saveBranding(stadium, defaultBrandingSettings);
    await page.goto(`/menu/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: places.stadium })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await lookOf(page)).toMatchObject({
      background: 'rgb(255, 255, 255)',
      header: 'rgb(255, 255, 255)',
      gallery: null,
    });
    await screenshot(page, 'default');

    expect(await saveBranding(stadium, branded)).toEqual(branded);
    await page.reload();

    // French first: the location's primary language, the guest never chose one.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lakeshore Suites Club' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('tablist', { name: 'Menus' })).toBeVisible();
    await expect(page.getByTestId('item-gallery').first()).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await lookOf(page)).toMatchObject({
      background: 'rgb(26, 27, 30)',
      header: 'rgb(11, 114, 133)',
      gallery: 'grid',
    });
    expect((await lookOf(page)).titleFont).toContain('Playfair Display Variable');
    // The font is the product's own copy, loaded from this server.
    expect(
      await page.evaluate(() => document.fonts.check('700 24px "Playfair Display Variable"')),
    ).toBe(true);
    await expect(page.locator('[data-card-style="vertical"]').first()).toBeVisible();
    await screenshot(page, 'branded-fr');
    // Dark and coloured, it still meets WCAG 2.1 AA (contrast included).
    const audit = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      audit.violations
        .filter((found) => found.impact === 'serious' || found.impact === 'critical')
        .map((found) => ({
          id: found.id,
          targets: found.nodes.map((node) => node.target.join(' ')),
        })),
    ).toEqual([]);

    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(
      page.getByText('Hours are in the location’s time zone', { exact: false }),
    ).toBeVisible();
    expect(await lookOf(page)).toMatchObject({ background: 'rgb(26, 27, 30)', gallery: 'grid' });
    await screenshot(page, 'branded-en');

    // Offered in French only: French although the guest chose English, and no switch.
    await saveBranding(stadium, { ...branded, menu_languages: ['fr'], primary_language: 'fr' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Lakeshore Suites Club' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Switch to English' })).toHaveCount(0);
    expect(outside).toEqual([]);
  } finally {
    await saveBranding(stadium, defaultBrandingSettings);
  }
});
