import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFreshInstall, type FreshInstall } from './support/fresh-install.ts';
import { submitSignIn } from './support/journeys.ts';

/**
 * Business settings of a marketplace hub: its tiles (the locations it shows) are added, given
 * an image through the cropper, put in order with the keyboard, and read back after a reload,
 * in English and then in French. An install of its own: the demo has no marketplace hub.
 */

const EMAIL = 'riley@harbour-market.example';
const PASSWORD = 'harbour-market-2026';
const HUB = 'Harbour Market Hall';
const GRILL = 'Dockside Grill';

// Screenshots go outside the repository, for a person to look at.
const dir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';

let install: FreshInstall;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ actionTimeout: 20_000 });

test.beforeAll(async () => {
  const location = (name: string, slug: string, flags: string) => [
    'create-location',
    '--name',
    name,
    '--slug',
    slug,
    '--province',
    'ns',
    '--flags',
    flags,
  ];
  install = await startFreshInstall([
    location(HUB, 'harbour-market', 'marketplace_hub'),
    location(GRILL, 'dockside-grill', 'order_management'),
    [
      'create-user',
      '--email',
      EMAIL,
      '--name',
      'Riley Doucet',
      '--role',
      'manager',
      '--password',
      PASSWORD,
      '--locations',
      'harbour-market,dockside-grill',
    ],
  ]);
});

test.afterAll(async () => {
  await install?.stop();
});

async function openMarketplace(page: Page, title: string): Promise<Locator> {
  await page.goto(new URL('/settings?tab=business', install.baseUrl).toString());
  const section = page.getByRole('form', { name: title });
  await expect(section).toBeVisible();
  return section;
}

/** A 4:3 picture drawn by the browser, as PNG bytes. */
function drawnPicture(page: Page): Promise<Buffer> {
  return page
    .evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 400;
      canvas.height = 300;
      const paint = canvas.getContext('2d')!;
      paint.fillStyle = '#0b7285';
      paint.fillRect(0, 0, 400, 300);
      const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    })
    .then((bytes) => Buffer.from(bytes));
}

test('a hub’s marketplace tiles get an image and a new order, kept after a reload', async ({
  page,
}) => {
  await page.goto(new URL('/login', install.baseUrl).toString());
  await submitSignIn(page, EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/menus$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: `Location: ${HUB}` })).toBeVisible();

  const section = await openMarketplace(page, 'Marketplace locations');
  await expect(section.getByText('No marketplace locations yet.')).toBeVisible();
  for (const [index, [name, location]] of [
    [GRILL, GRILL],
    ['Hall Bakery', HUB],
  ].entries()) {
    await section.getByRole('button', { name: 'Add a marketplace location' }).click();
    const tile = section.getByRole('listitem').nth(index);
    await tile.getByRole('textbox', { name: 'Name' }).fill(name!);
    await tile.getByRole('combobox', { name: 'Operational location' }).click();
    await page.getByRole('option', { name: location, exact: true }).click();
    // Not saved yet: no image.
    await expect(tile.getByText('Save the list to add an image.')).toBeVisible();
  }
  await section.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Marketplace locations saved.')).toBeVisible();

  // The grill's image, framed in the cropper.
  const grill = section.getByRole('listitem', { name: GRILL });
  await grill
    .locator('input[type=file]')
    .setInputFiles({ name: 'grill.png', mimeType: 'image/png', buffer: await drawnPicture(page) });
  const cropper = page.getByRole('dialog', { name: 'Frame the image' });
  await cropper.getByRole('button', { name: 'Use this image' }).click();
  await expect(cropper).toBeHidden();
  await expect(grill.getByRole('img', { name: 'Image' })).toBeVisible();

  // The bakery first, by keyboard: pick it up by its grip, move it up, drop it.
  await section.getByRole('button', { name: 'Move Hall Bakery', exact: true }).focus();
  // The drag's live region says where the tile is (its latest message only).
  const said = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Hall Bakery is now at position 2.');
  await page.keyboard.press('ArrowUp');
  await expect(said).toHaveText('Hall Bakery is now at position 1.');
  await page.keyboard.press('Space');
  await expect(said).toHaveText('Hall Bakery dropped at position 1.');
  await expect(section.getByRole('listitem').first()).toHaveAccessibleName('Hall Bakery');
  const save = section.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  // Saved: nothing left to save (the first save's message may still show).
  await expect(save).toBeDisabled();

  await page.reload();
  const names = section.getByRole('listitem');
  await expect(names).toHaveCount(2);
  await expect(names.first()).toHaveAccessibleName('Hall Bakery');
  await expect(names.nth(1)).toHaveAccessibleName(GRILL);
  // The saved picture, as the server serves it: loaded, 4:3.
  const picture = grill.getByRole('img', { name: 'Image' });
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight))
    .toBeCloseTo(4 / 3, 1);
  await expect(names.first().getByRole('combobox', { name: 'Operational location' })).toHaveValue(
    HUB,
  );
  await grill.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(dir, 'marketplace-tiles.png') });
});

test('the same tiles, in French', async ({ page }) => {
  await page.goto(new URL('/login', install.baseUrl).toString());
  await submitSignIn(page, EMAIL, PASSWORD);
  await expect(page).toHaveURL(/\/menus$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();

  const section = await openMarketplace(page, 'Établissements du marché');
  await expect(section.getByRole('listitem').first()).toHaveAccessibleName('Hall Bakery');
  await expect(
    section.getByRole('button', { name: `Déplacer ${GRILL}`, exact: true }),
  ).toBeVisible();
  await expect(
    section.getByRole('listitem', { name: GRILL }).getByRole('textbox', { name: 'Nom' }),
  ).toHaveValue(GRILL);
  await expect(
    section.getByRole('button', { name: 'Ajouter un établissement du marché' }),
  ).toBeVisible();
});
