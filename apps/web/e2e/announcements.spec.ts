import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startFreshInstall, type FreshInstall } from './support/fresh-install.ts';
import { submitSignIn } from './support/journeys.ts';

/**
 * Issue 14's announcements journey, on an install of its own: head office (an enterprise user
 * of three locations) posts an announcement to two of them from the Communications tab; a lead
 * of one reads it in French in the shell and dismisses it for good; a lead of the third never
 * sees it.
 */

const PASSWORD = 'announce-pass-2026';
const HEAD = 'head@north-south.example';
const LEAD_SOUTH = 'lead.south@north-south.example';
const LEAD_WEST = 'lead.west@north-south.example';
const MESSAGE = 'Inventory count Friday after close.';
const MESSAGE_FR = 'Inventaire vendredi après la fermeture.';

const dir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';
let install: FreshInstall;

test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ actionTimeout: 20_000 });

const location = (name: string, slug: string) => [
  'create-location',
  '--name',
  name,
  '--slug',
  slug,
];
const user = (email: string, role: string, locations: string) => [
  'create-user',
  '--email',
  email,
  '--name',
  email.split('@')[0]!,
  '--role',
  role,
  '--password',
  PASSWORD,
  '--locations',
  locations,
];

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  install = await startFreshInstall([
    location('North Kitchen', 'north-kitchen'),
    location('South Kitchen', 'south-kitchen'),
    location('West Kitchen', 'west-kitchen'),
    user(HEAD, 'enterprise', 'north-kitchen,south-kitchen,west-kitchen'),
    user(LEAD_SOUTH, 'lead', 'south-kitchen'),
    user(LEAD_WEST, 'lead', 'west-kitchen'),
  ]);
});

test.afterAll(async () => {
  await install?.stop();
});

/** A browser of its own for `email`, signed in and on its first screen. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: install.baseUrl })).newPage();
  await page.goto('/login');
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/menus$/, { timeout: 30_000 });
  return page;
}

/** The answer of the shell's next inbox read, to know it came before asserting an absence. */
function nextInbox(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/api/announcements/inbox') && r.ok());
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(dir, `announcements-${name}.png`), fullPage: true });
}

test('head office posts to two locations; a lead of one dismisses it, a lead of the third never sees it', async ({
  browser,
}) => {
  const head = await signedIn(browser, HEAD);
  await head.goto('/settings');
  await head.getByRole('tab', { name: 'Communications', exact: true }).click();
  const form = head.getByRole('region', { name: 'New announcement' });
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(form.getByText('Please select at least one location')).toBeVisible();

  await form.getByRole('textbox', { name: 'Message in English' }).fill(MESSAGE);
  await form.getByRole('textbox', { name: 'Message in French' }).fill(MESSAGE_FR);
  await form.getByRole('combobox', { name: 'Locations' }).click();
  await head.getByRole('option', { name: 'North Kitchen' }).click();
  await head.getByRole('option', { name: 'South Kitchen' }).click();
  await head.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Post announcement' }).click();

  const card = head.getByRole('article', { name: MESSAGE });
  await expect(card).toContainText('2 locations');
  await expect(card.getByRole('row', { name: /South Kitchen/ })).toContainText('0 of 2 read');
  // Posted to North too, so head office's own shell shows it.
  await expect(head.getByRole('region', { name: 'Announcements', exact: true })).toContainText(
    MESSAGE,
  );
  await shoot(head, 'tab-en');
  await head.getByRole('button', { name: 'Passer au français' }).click();
  await expect(head.getByRole('article', { name: MESSAGE_FR })).toContainText('2 établissements');
  await shoot(head, 'tab-fr');

  const south = await signedIn(browser, LEAD_SOUTH);
  await south.getByRole('button', { name: 'Passer au français' }).click();
  const inbox = south.getByRole('region', { name: 'Annonces', exact: true });
  await expect(inbox).toContainText(MESSAGE_FR);
  await shoot(south, 'shell-fr');
  await inbox.getByRole('button', { name: `Fermer l’annonce : ${MESSAGE_FR}` }).click();
  await expect(south.getByText(MESSAGE_FR)).toHaveCount(0);
  const reread = nextInbox(south);
  await south.reload();
  await reread;
  await expect(south.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(south.getByText(MESSAGE_FR)).toHaveCount(0);

  const west = await signedIn(browser, LEAD_WEST);
  // A reload reads the inbox again: after its answer the shell holds all it will show.
  const westInbox = nextInbox(west);
  await west.reload();
  await westInbox;
  await expect(west.getByRole('heading', { level: 1, name: 'Menus' })).toBeVisible();
  await expect(west.getByText(MESSAGE)).toHaveCount(0);

  // Head office sees that one of South's two staff (itself and the lead) has read it.
  await head.goto('/settings');
  await head.getByRole('tab', { name: 'Communications', exact: true }).click();
  const read = head.getByRole('article', { name: MESSAGE_FR }).getByRole('row', { name: /South/ });
  await expect(read).toContainText('1 sur 2 l’ont lue');
});
