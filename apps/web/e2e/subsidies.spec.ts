import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';
import { submitOrder } from './support/orders.ts';
import { addHamburgerMeal, startSchoolLunch } from './support/school-order.ts';

/**
 * A manager of the demo school generates codes for its half-price subsidy, a school order uses
 * one of them and shows the subsidy in its costs; then the screen is read in French, where more
 * codes are generated and the sheet of code cards is printed (to PDF and as the print layout).
 * New codes each run, so the journey runs again and again.
 */
const screens = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';

const text = {
  'en-CA': {
    title: 'Subsidies',
    subsidy: 'Half-price meals',
    generate: 'Generate codes',
    count: /^How many codes/,
    prefix: /^Prefix/,
    submit: 'Generate',
    done: (n: number) => `${n} codes generated.`,
    codes: 'Code',
  },
  'fr-CA': {
    title: 'Subventions',
    subsidy: 'Repas à moitié prix',
    generate: 'Générer des codes',
    count: /^Nombre de codes/,
    prefix: /^Préfixe/,
    submit: 'Générer',
    done: (n: number) => `${n} codes générés.`,
    codes: 'Code',
  },
};
type Locale = keyof typeof text;

async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
}

/** Generates `count` codes for the half-price subsidy; answers the newest code shown. */
async function generateCodes(page: Page, locale: Locale, count: number, prefix: string) {
  const say = text[locale];
  await page
    .getByRole('button', { name: new RegExp(say.subsidy) })
    .first()
    .click();
  await page.getByRole('button', { name: say.generate, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(say.subsidy) });
  await dialog.getByRole('textbox', { name: say.count }).fill(String(count));
  await dialog.getByRole('textbox', { name: say.prefix }).fill(prefix);
  await shoot(page, `subsidies-generate-${locale}`);
  await dialog.getByRole('button', { name: say.submit, exact: true }).click();
  await expect(dialog.getByText(say.done(count))).toBeVisible();
  await shoot(page, `subsidies-generated-${locale}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const first = page
    .getByRole('table', { name: say.codes, exact: true })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .first();
  await expect(first).toHaveText(new RegExp(`^${prefix.toUpperCase()}-`));
  return (await first.textContent()) ?? '';
}

/** A school lunch priced with the subsidy code; the cart and the order show the subsidy. */
async function takeSubsidisedOrder(page: Page, code: string) {
  await startSchoolLunch(page, {
    student: 'Zoé Roy',
    guest: { name: 'Marie Roy', email: 'marie.roy@example.com' },
  });
  await page.getByRole('textbox', { name: /^Subsidy code/ }).fill(code);
  await addHamburgerMeal(page);
  const subsidised = page
    .getByRole('table', { name: 'Order total' })
    .getByRole('row', { name: /^Subsidized/ });
  await expect(subsidised).toBeVisible();
  const order = await submitOrder(page);
  await expect(page.getByRole('dialog', { name: 'Order submitted' })).toBeVisible();
  return order;
}

test('a manager generates subsidy codes and a school order uses one', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  await switchLocation(page, places.school);
  await page.goto('/settings/subsidies');
  await expect(page.getByRole('heading', { level: 1, name: text['en-CA'].title })).toBeVisible();
  const code = await generateCodes(page, 'en-CA', 3, 'e2e');
  await shoot(page, 'subsidies-en-CA');

  const order = await takeSubsidisedOrder(page, code);
  expect(order.data.checkout.pricing.subsidyCode).toBe(code);
  expect(order.data.costs.subsidyDiscount).toMatchObject({ type: 'discount' });
  expect(order.data.costs.subsidyDiscount.amount).toBeGreaterThan(0);
  expect(order.data.costs.subsidyDiscount.amount).toBeCloseTo(order.data.costs.subtotal / 2, 2);

  // French: the same screen; ten more codes, and the sheet of code cards as it prints.
  await page.goto('/settings/subsidies');
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text['fr-CA'].title })).toBeVisible();
  await generateCodes(page, 'fr-CA', 10, 'dejeuner');
  await shoot(page, 'subsidies-fr-CA');
  const pdf = await page.pdf({ format: 'Letter', preferCSSPageSize: true });
  mkdirSync(screens, { recursive: true });
  writeFileSync(path.join(screens, 'subsidy-code-cards.pdf'), pdf);
  await page.emulateMedia({ media: 'print' });
  const cards = page.getByTestId('subsidy-code-cards').locator('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(places.school);
  await expect(cards.first()).toContainText(text['fr-CA'].subsidy);
  await shoot(page, 'subsidy-code-cards-print');
});
