import { expect, test } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { mainNav, signIn } from './support/journeys.ts';
import {
  createOpenMenu,
  expectCartTotal,
  expectedTotal,
  signedInCaller,
  submitOrder,
} from './support/orders.ts';

test('a kiosk takes a take-out order, flagged as a kiosk order', async ({ page, request }) => {
  // The manager puts a take-out menu open at all hours on the kiosk's location (the bistro).
  const manager = await signedInCaller(request, accounts.manager);
  const menu = await createOpenMenu(manager, { name: `Grab & go ${Date.now()}`, on_demand: true }, [
    { name: 'Muffin', base_price: 2.75 },
  ]);

  await signIn(page, accounts.kiosk);
  await expect(page).toHaveURL(/\/order-management\/create$/);
  await expect(mainNav(page)).toHaveCount(0);
  // The start modal covers the order screen: the guest may choose the language, then starts.
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome).toBeVisible({ timeout: 15_000 });
  await welcome.getByRole('button', { name: 'Passer au français' }).click();
  const bienvenue = page.getByRole('dialog', { name: 'Bienvenue' });
  await expect(bienvenue.getByText('Touchez pour commencer votre commande.')).toBeVisible();
  await bienvenue.getByRole('button', { name: 'Switch to English' }).click();
  await welcome.getByRole('button', { name: 'Start a new order' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Create order' })).toBeVisible();
  await page.getByRole('radio', { name: menu.name }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: /^Muffin/ }).click();
  await page
    .getByRole('dialog', { name: 'Muffin' })
    .getByRole('button', { name: /^Add to order/ })
    .click();

  await page.getByRole('tab', { name: /Checkout details/ }).click();
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Sam Rivera');
  await page.getByRole('textbox', { name: /^Email/ }).fill('sam@example.com');
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('4165550177');
  await page.getByRole('combobox', { name: 'Cutlery and napkins?' }).click();
  await page.getByRole('option', { name: 'No, thanks' }).click();

  const total = await expectedTotal(
    page,
    { menu: menu.name, lines: [{ item: 'Muffin' }] },
    'en-CA',
  );
  await expectCartTotal(page, 'Order total', total);
  const order = await submitOrder(page);
  expect(order.data.config.isKiosk).toBe(true);

  // A kiosk cannot open the order manager: only a new order is offered.
  const done = page.getByRole('dialog', { name: 'Order submitted' });
  await expect(done.getByText(`Total: ${total}`)).toBeVisible();
  await expect(done.getByRole('button')).toHaveText(['New order']);
  await done.getByRole('button', { name: 'New order' }).click();
  // The next guest starts from the start modal, never inside the previous guest's order.
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Start a new order' }).click();
  await expect(welcome).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Order details' })).toBeVisible();
});
