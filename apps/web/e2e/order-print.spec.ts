import { expect, test, type Page } from '@playwright/test';
import { formatMoney, toCents } from '@app/domain';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import { searchOrders, submitDueNow } from './support/order-manager.ts';
import { signedInCaller } from './support/orders.ts';
import { countPrints, printToPdf, printsCounted } from './support/printing.ts';

/** A guest of this spec only: a short order of two lines. */
const GUEST = 'Printer Paige';
/** Words of the screen (shell, list, modal) that must never reach the paper. */
const SCREEN_ONLY = ['Order manager', 'Print kitchen chit', 'Print receipt', 'Money', 'Invoices'];

/** Prints the open order as `button` says: the PDF the browser would print, and its text. */
async function printed(page: Page, button: string, name: string) {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  await expect(page.locator('[data-testid^="order-printout-"]')).toBeAttached();
  return printToPdf(page, name);
}

test('prints an order’s kitchen chit and receipt, and nothing of the screen', async ({
  page,
  request,
}) => {
  await countPrints(page);
  const caller = await signedInCaller(request, accounts.manager);
  const order = await submitDueNow(caller, {
    menu: 'Print bar',
    items: [
      { name: 'Club sandwich', base_price: 11 },
      { name: 'Side salad', base_price: 4.5 },
    ],
    quantity: 2,
    guest: GUEST,
  });
  const number = order.order_number!;
  await signInToMenus(page, accounts.manager);
  await page.goto('/order-management');
  await searchOrders(page, GUEST);
  await page.getByRole('button', { name: `Open order ${number}` }).click();
  await expect(page.getByRole('dialog', { name: `Order #${number}` })).toBeVisible();

  const chit = await printed(page, 'Print kitchen chit', 'order-chit');
  expect(chit.pages).toBe(1);
  expect(chit.text).toContain(`#${number}`);
  for (const line of order.data.items) expect(chit.text).toContain(line.name);
  expect(chit.text).not.toContain('$');

  const receipt = await printed(page, 'Print receipt', 'order-receipt');
  expect(receipt.pages).toBe(1);
  for (const line of order.data.items) expect(receipt.text).toContain(line.name);
  const total = formatMoney(toCents(Number(order.data.costs.totalWithTip)), 'en-CA').replace(
    /\u00a0/g,
    ' ',
  );
  expect(receipt.text).toMatch(new RegExp(`Total\\s*${total.replace(/[$.]/g, '\\$&')}`));

  for (const text of [chit.text, receipt.text]) {
    for (const word of SCREEN_ONLY) expect(text).not.toContain(word);
  }
  expect(await printsCounted(page)).toBe(2);
});
