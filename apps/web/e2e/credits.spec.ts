import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '@app/domain';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';
import { cartTotal, submitOrder } from './support/orders.ts';
import { addHamburgerMeal, startSchoolLunch } from './support/school-order.ts';

/**
 * A manager of the demo school gives credit to a family found by name, a school order for that
 * family's email spends it, and the Credits screen shows the lower balance and who did what: the
 * manager's grant and the order's spend. The credit is given and spent in English; the result is
 * read in French. The grant is smaller than the order, so the order spends all of it and the
 * journey starts and ends at the same balance however often it runs one after the other. It owns
 * Liam Côté's credit: no other journey may use it, and two copies of it must not run at once
 * (`--repeat-each` with `--workers=1`).
 */
const screens = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/screens';
const CUSTOMER = { name: 'Liam Côté', email: 'liam.cote@demo.test' };
const GRANT_CENTS = 500;
const MANAGER = `Morgan Manager (${accounts.manager})`;

const text = {
  'en-CA': {
    title: 'Credits',
    give: 'Give credit',
    customer: 'Customer',
    amount: 'Amount',
    note: 'Note (optional)',
    table: 'Credits',
    history: 'Credit history',
    showHistory: `Show the history of ${CUSTOMER.email}`,
    historyOf: `History of ${CUSTOMER.email}`,
    granted: 'Credit given',
    spent: (number: number) => `Spent on an order · order #${number}`,
    cancel: 'Cancel',
  },
  'fr-CA': {
    title: 'Crédits',
    give: 'Donner du crédit',
    customer: 'Client',
    amount: 'Montant',
    note: 'Note (facultative)',
    table: 'Crédits',
    history: 'Historique des crédits',
    showHistory: `Voir l’historique de ${CUSTOMER.email}`,
    historyOf: `Historique de ${CUSTOMER.email}`,
    granted: 'Crédit donné',
    spent: (number: number) => `Dépensé sur une commande · commande no ${number}`,
    cancel: 'Annuler',
  },
} as const;

type Locale = keyof typeof text;

async function shoot(page: Page, name: string) {
  mkdirSync(screens, { recursive: true });
  await page.mouse.move(1, 1);
  await page.screenshot({ path: path.join(screens, `${name}.png`), fullPage: true });
}

async function openCredits(page: Page, locale: Locale) {
  await page.goto('/settings/credits');
  await expect(page.getByRole('heading', { level: 1, name: text[locale].title })).toBeVisible();
}

/** The customer's row in the credits list. */
function creditRow(page: Page, locale: Locale): Locator {
  return page
    .getByRole('table', { name: text[locale].table, exact: true })
    .getByRole('row')
    .filter({ hasText: CUSTOMER.email });
}

/** The history table's row that holds `content` (a note, an order number). */
function historyRow(page: Page, locale: Locale, content: string): Locator {
  return page
    .getByRole('table', { name: text[locale].history })
    .getByRole('row')
    .filter({ hasText: content });
}

async function giveCredit(page: Page, note: string) {
  const say = text['en-CA'];
  await page.getByRole('button', { name: say.give, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: say.give });
  // Found by typing part of the name: the picker offers the account with its name and email.
  await dialog.getByRole('combobox', { name: say.customer }).fill('Liam');
  await page.getByRole('option', { name: `${CUSTOMER.name} <${CUSTOMER.email}>` }).click();
  await expect(dialog.getByRole('combobox', { name: say.customer })).toHaveValue(CUSTOMER.email);
  await dialog.getByRole('textbox', { name: say.amount }).fill('5');
  await dialog.getByRole('textbox', { name: say.note }).fill(note);
  await shoot(page, 'credits-give-en-CA');
  await dialog.getByRole('button', { name: say.give, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Credit given.')).toBeVisible();
}

/** A school lunch for the customer's child, paid with the family's credits; answers its number. */
async function takeSchoolOrder(page: Page): Promise<number> {
  await startSchoolLunch(page, { student: 'Jules Côté', guest: CUSTOMER });
  await page.getByRole('switch', { name: "Use the guest's credits" }).check();
  await addHamburgerMeal(page);

  // The cart takes the whole credit off the total.
  await expect(
    page
      .getByRole('table', { name: 'Order total' })
      .getByRole('row', { name: /^Credits/ })
      .getByRole('cell'),
  ).toHaveText(formatMoney(-GRANT_CENTS, 'en-CA'));
  await expect(cartTotal(page, 'Order total')).not.toHaveText(formatMoney(0, 'en-CA'));
  const order = await submitOrder(page);
  await expect(page.getByRole('dialog', { name: 'Order submitted' })).toBeVisible();
  if (order.order_number === null) throw new Error('The order has no number');
  return order.order_number;
}

test('a manager gives a family credit, a school order spends it, the history shows both', async ({
  page,
}) => {
  const note = `Bake sale prize ${Date.now()}`;
  await signInToMenus(page, accounts.manager);
  await switchLocation(page, places.school);

  // English: the manager gives credit to the family, found by name.
  await openCredits(page, 'en-CA');
  await giveCredit(page, note);
  const row = creditRow(page, 'en-CA');
  await expect(row).toContainText(CUSTOMER.name);
  await expect(row.getByRole('cell').nth(3)).toHaveText(formatMoney(GRANT_CENTS, 'en-CA'));
  await shoot(page, 'credits-list-en-CA');

  const orderNumber = await takeSchoolOrder(page);

  await openCredits(page, 'en-CA');
  await expect(creditRow(page, 'en-CA').getByRole('cell').nth(3)).toHaveText(
    formatMoney(0, 'en-CA'),
  );
  await page.getByRole('button', { name: text['en-CA'].showHistory }).click();
  await expect(page.getByRole('heading', { name: text['en-CA'].historyOf })).toBeVisible();
  await expectHistory(page, 'en-CA', note, orderNumber);
  await shoot(page, 'credits-history-en-CA');

  // French: the same screen, list, history and dialog, in the manager's other language.
  await page.getByRole('button', { name: 'Passer au français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text['fr-CA'].title })).toBeVisible();
  await expect(creditRow(page, 'fr-CA')).toContainText(CUSTOMER.name);
  await expect(creditRow(page, 'fr-CA').getByRole('cell').nth(3)).toHaveText(
    formatMoney(0, 'fr-CA'),
  );
  await shoot(page, 'credits-list-fr-CA');
  await page.getByRole('button', { name: text['fr-CA'].showHistory }).click();
  await expect(page.getByRole('heading', { name: text['fr-CA'].historyOf })).toBeVisible();
  await expectHistory(page, 'fr-CA', note, orderNumber);
  await shoot(page, 'credits-history-fr-CA');

  await page.getByRole('button', { name: text['fr-CA'].give, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text['fr-CA'].give });
  await dialog.getByRole('combobox', { name: text['fr-CA'].customer }).fill('Côté');
  await expect(
    page.getByRole('option', { name: `${CUSTOMER.name} <${CUSTOMER.email}>` }),
  ).toBeVisible();
  await shoot(page, 'credits-give-fr-CA');
  await dialog.getByRole('button', { name: text['fr-CA'].cancel }).click();
});

/** The manager's grant and the order's spend, each with its amount and the balance after it. */
async function expectHistory(page: Page, locale: Locale, note: string, orderNumber: number) {
  const say = text[locale];
  const spend = historyRow(page, locale, say.spent(orderNumber));
  const grant = historyRow(page, locale, note);
  await expect(spend.getByRole('cell').nth(2)).toHaveText(say.spent(orderNumber));
  await expect(spend.getByRole('cell').nth(3)).toHaveText(formatMoney(-GRANT_CENTS, locale));
  await expect(spend.getByRole('cell').nth(4)).toHaveText(formatMoney(0, locale));
  // The order was taken by the manager at the counter: the spend is theirs too.
  await expect(spend.getByRole('cell').nth(5)).toHaveText(MANAGER);
  await expect(grant.getByRole('cell').nth(2)).toHaveText(`${say.granted}${note}`);
  await expect(grant.getByRole('cell').nth(3)).toHaveText(formatMoney(GRANT_CENTS, locale));
  await expect(grant.getByRole('cell').nth(4)).toHaveText(formatMoney(GRANT_CENTS, locale));
  await expect(grant.getByRole('cell').nth(5)).toHaveText(MANAGER);
}
