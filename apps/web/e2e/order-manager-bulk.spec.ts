import { expect, test } from '@playwright/test';
import { bulkConfirmationWordFor, type Location } from '@app/domain';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';
import { orderCard, orderList, submitTakeOut } from './support/order-manager.ts';
import {
  apiCall,
  atLocation,
  createOpenMenu,
  locationId,
  signedInCaller,
} from './support/orders.ts';

/** Today's date (YYYY-MM-DD) in a time zone. */
function todayAt(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

/*
 * Bulk complete at the school: no demo order and no other journey's order is due there today,
 * so "today's orders" are this journey's own two.
 */
test('a manager bulk completes the orders due today, after the dry run and the typed word', async ({
  page,
  request,
}) => {
  const manager = await signedInCaller(request, accounts.manager);
  const schoolId = await locationId(manager, places.school);
  const school = atLocation(manager, schoolId);
  // The location allows bulk complete (the flag the Bulk actions button obeys).
  const location = await apiCall<Location>(school, 'GET', `/restaurants/${schoolId}`);
  await apiCall(school, 'PUT', `/restaurants/${schoolId}`, {
    menu_manager_config: { ...location.menu_manager_config, allow_bulk_complete: true },
  });
  const menu = await createOpenMenu(school, { name: `Snack bar ${Date.now()}`, on_demand: true }, [
    { name: 'Granola bar', base_price: 1.5 },
  ]);
  const guests = [`Bulk Guest A ${Date.now()}`, `Bulk Guest B ${Date.now()}`];
  const orders = [];
  for (const guest of guests) {
    orders.push(await submitTakeOut(school, { menu: menu.name, guest, due: 'asap' }));
  }

  await signInToMenus(page, accounts.manager);
  await switchLocation(page, places.school);
  await page.goto('/order-management');
  const pending = orderList(page, 'Pending');
  for (const guest of guests) await expect(orderCard(pending, guest)).toBeVisible();

  await page.getByRole('button', { name: 'Bulk actions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk actions' });
  await dialog.getByRole('radio', { name: 'Complete orders' }).check();
  await dialog.getByRole('radio', { name: 'On one day' }).check();
  await dialog.getByRole('textbox', { name: 'Date' }).fill(todayAt(location.timezone));
  await dialog.getByRole('button', { name: 'Show the orders' }).click();

  // The dry run: what will change, nothing changed yet.
  await expect(dialog.getByText('2 orders will be changed:')).toBeVisible({ timeout: 15_000 });
  for (const order of orders) await expect(dialog).toContainText(`Order #${order.order_number}`);
  for (const guest of guests) await expect(orderCard(pending, guest)).toBeVisible();

  const apply = dialog.getByRole('button', { name: 'Apply to 2 orders' });
  await dialog.getByRole('textbox', { name: 'Confirmation' }).fill('confirm');
  await expect(apply).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Confirmation' })
    .fill(bulkConfirmationWordFor('en-CA'));
  await apply.click();
  await expect(dialog.getByText('2 orders changed.')).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const completed = orderList(page, 'Completed');
  for (const guest of guests) {
    await expect(orderCard(completed, guest)).toBeVisible({ timeout: 15_000 });
    await expect(orderCard(pending, guest)).toHaveCount(0);
  }
});
