import { expect, test, type Page } from '@playwright/test';
import type { Order } from '@app/domain';
import { accounts } from './support/demo.ts';
import { signInToMenus } from './support/journeys.ts';
import {
  apiCall,
  createOpenMenu,
  expectCartTotal,
  expectedTotal,
  pageCaller,
  submitOrder,
  choose,
} from './support/orders.ts';

const CAPTION = 'Order total';

async function addItem(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  const viewer = page.getByRole('dialog', { name });
  await viewer.getByRole('button', { name: /^Add to order/ }).click();
  await expect(viewer).toBeHidden();
}

test('a dine-in check at a table, then more items added to the same check', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  // A bar menu open at all hours, so the check can be taken whenever the journey runs.
  const menu = await createOpenMenu(
    await pageCaller(page),
    { name: `Taproom ${Date.now()}`, dine_in: true },
    [
      { name: 'Nachos', base_price: 9.5 },
      { name: 'House lager', base_price: 7.25 },
    ],
  );

  await page.goto('/order-management/create');
  await page.getByRole('radio', { name: 'Dine-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New check' })).toBeVisible();
  await choose(page, 'Seating area', 'Main floor');
  await choose(page, 'Seating details', 'Patio');
  await choose(page, 'Table number', 'T3');
  await page.getByRole('radio', { name: menu.name }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Dine-in · Table T3')).toBeVisible();

  await addItem(page, 'Nachos');
  const oneItem = await expectedTotal(
    page,
    { menu: menu.name, lines: [{ item: 'Nachos' }] },
    'en-CA',
  );
  await expectCartTotal(page, CAPTION, oneItem);
  // The location's required question is answered: the screen does not send an order without it.
  await page.getByRole('tab', { name: /Checkout details/ }).click();
  await page.getByRole('combobox', { name: 'Cutlery and napkins?' }).click();
  await page.getByRole('option', { name: 'No, thanks' }).click();
  const check = await submitOrder(page);
  expect(check.data.config.tableInfo).toMatchObject({
    tableLocation: 'Main floor',
    tableArea: 'Patio',
    tableNum: 'T3',
  });
  const done = page.getByRole('dialog', { name: 'Order submitted' });
  await expect(done.getByText(`Order #${check.order_number}`)).toBeVisible();
  await expect(done.getByText(`Total: ${oneItem}`)).toBeVisible();
  await expect(done.getByRole('button', { name: 'Back to open tabs' })).toBeVisible();

  // "Order to same table" starts the next check at T3 on the same menu.
  await done.getByRole('button', { name: 'Order to same table' }).click();
  await expect(page.getByRole('heading', { level: 2, name: menu.name })).toBeVisible();
  await expect(page.getByText('Dine-in · Table T3')).toBeVisible();
  await expect(page.getByText('No items yet. Tap an item to add it.')).toBeVisible();

  // Adding to the first check keeps its items.
  // Checks are addressed by the number people see (#1008), not the internal id.
  await page.goto(`/order-management/create?check=${check.order_number}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add to check' })).toBeVisible();
  const lines = page.getByRole('list', { name: 'Cart items' });
  await expect(lines.getByRole('listitem', { name: 'Nachos' })).toBeVisible();
  await addItem(page, 'House lager');
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  const twoItems = await expectedTotal(
    page,
    { menu: menu.name, lines: [{ item: 'Nachos' }, { item: 'House lager' }] },
    'en-CA',
  );
  await expectCartTotal(page, CAPTION, twoItems);
  await page.getByRole('button', { name: 'Add to check' }).click();
  const updated = page.getByRole('dialog', { name: 'Order updated' });
  await expect(updated.getByText(`Order #${check.order_number}`)).toBeVisible();
  await expect(updated.getByText(`Total: ${twoItems}`)).toBeVisible();

  const stored = await apiCall<Order>(
    await pageCaller(page),
    'GET',
    `/orders/order-with-validated-items/${check.id}`,
  );
  expect(stored.data.items.map((item) => item.name)).toEqual(['Nachos', 'House lager']);
});
