import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { readStoredSession, signInToMenus } from './support/journeys.ts';

const dir = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens/w2';

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true });
});

async function shoot(page: Page, name: string, target?: Locator) {
  await page.mouse.move(1, 1);
  await page.waitForTimeout(400);
  const file = path.join(dir, `${name}.png`);
  if (target) await target.screenshot({ path: file });
  else await page.screenshot({ path: file });
}

interface Place {
  menuId: number;
  sectionId: number;
  sectionName: string;
}

/** A demo menu of the active location that shows its items by section, and its first section. */
async function demoSection(page: Page): Promise<Place> {
  const session = await readStoredSession(page);
  return page.evaluate(async ({ accessToken, tenantId }) => {
    const headers = { Authorization: `Bearer ${accessToken}`, 'X-Restaurant-Id': String(tenantId) };
    const menus = (await (await fetch('/api/menus', { headers })).json()) as {
      id: number;
      allow_sections: boolean;
      section_count: number;
    }[];
    const menu = menus.find((each) => each.allow_sections && each.section_count > 0);
    if (!menu) throw new Error('No demo menu with sections');
    const deep = (await (
      await fetch(`/api/menus/deep-get-menu/${menu.id}`, { headers })
    ).json()) as {
      sections: { id: number; name: string }[];
    };
    const section = deep.sections[0]!;
    return { menuId: menu.id, sectionId: section.id, sectionName: section.name };
  }, session!);
}

function cell(page: Page, day: number, slot: number): Locator {
  return page.locator(`[data-day="${day}"][data-slot="${slot}"]`);
}

/** Presses on one cell of the schedule grid and releases on another, as a manager would. */
async function dragAcross(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('a manager creates a scheduled item as a draft, reopens it and publishes it', async ({
  page,
}) => {
  const name = 'Smoked brisket sandwich';
  await signInToMenus(page, accounts.manager);
  const place = await demoSection(page);
  await page.goto(`/menus/${place.menuId}/sections/${place.sectionId}/items`);
  await expect(page.getByRole('heading', { level: 1, name: place.sectionName })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Items' }).getByRole('listitem').first(),
  ).toBeVisible();
  await shoot(page, 'items-list-en');

  // Create: name, price, a second price, allergens and a painted schedule.
  await page.getByRole('button', { name: 'Add item' }).click();
  const editor = page.getByRole('dialog', { name: 'New item' });
  await editor.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await editor.getByRole('textbox', { name: 'Base price', exact: true }).fill('14');
  await editor.getByRole('button', { name: 'Add a price', exact: true }).click();
  await editor.getByRole('textbox', { name: 'Price 1 name', exact: true }).fill('Large');
  await editor.getByRole('textbox', { name: 'Price 1', exact: true }).fill('18.5');
  await editor.getByText('Mustard', { exact: true }).click();
  await editor.getByText('Gluten', { exact: true }).click();
  await editor.getByRole('button', { name: 'Add a price code' }).click();
  await editor.getByRole('textbox', { name: 'Amount of price A' }).fill('11');
  // Monday to Wednesday, 16:00–18:00 at price A.
  await dragAcross(page, cell(page, 1, 64), cell(page, 3, 71));
  await expect(cell(page, 2, 68)).toHaveAttribute('data-code', 'A');
  await expect(editor.getByText(/Wednesday: 16:00–18:00 price A \(\$11\.00\)/)).toBeVisible();
  await shoot(page, 'item-editor-schedule-en');
  await editor.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`“${name}” saved as a draft.`)).toBeVisible();
  await expect(editor).toBeHidden();

  // The new row is a draft, with its allergens.
  await page.getByRole('textbox', { name: 'Filter items' }).fill('brisket');
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Draft')).toBeVisible();
  await expect(row.getByText('Mustard')).toBeVisible();
  await expect(row.getByText('Regular $14.00 · Large $18.50')).toBeVisible();

  // Reopen: every value came back from the server.
  await row.getByRole('button', { name, exact: true }).click();
  const reopened = page.getByRole('dialog', { name: `Edit “${name}”` });
  await expect(reopened.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(reopened.getByRole('textbox', { name: 'Base price', exact: true })).toHaveValue(
    '14.00',
  );
  await expect(reopened.getByRole('textbox', { name: 'Price 1 name', exact: true })).toHaveValue(
    'Large',
  );
  await expect(reopened.getByRole('checkbox', { name: 'Mustard' })).toBeChecked();
  await expect(reopened.getByRole('checkbox', { name: 'Peanuts' })).not.toBeChecked();
  await expect(reopened.getByRole('textbox', { name: 'Amount of price A' })).toHaveValue('11.00');
  await expect(cell(page, 1, 64)).toHaveAttribute('data-code', 'A');
  await expect(cell(page, 4, 64)).toHaveAttribute('data-code', '-');
  await reopened.getByRole('button', { name: 'Cancel' }).click();
  await expect(reopened).toBeHidden();

  // Publish from the row's menu.
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(page.getByText(`“${name}” published.`)).toBeVisible();
  await expect(row.getByText('Published')).toBeVisible();

  // The editor and its grid in French.
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(row.getByText('Publié')).toBeVisible();
  await shoot(page, 'items-list-fr');
  await row.getByRole('button', { name, exact: true }).click();
  const french = page.getByRole('dialog', { name: `Modifier « ${name} »` });
  await expect(french.getByRole('checkbox', { name: 'Moutarde' })).toBeChecked();
  await shoot(page, 'item-editor-fr');
  const grid = french.getByRole('group', {
    name: 'Horaire hebdomadaire des prix, par quart d’heure',
  });
  await grid.scrollIntoViewIfNeeded();
  await expect(french.getByText(/Mercredi : 16:00–18:00 prix A \(11,00\s\$\)/)).toBeVisible();
  await shoot(page, 'item-schedule-fr');
});
