import { expect, test, type Page } from '@playwright/test';
import { accounts, places } from './support/demo.ts';
import { signInToMenus, switchLocation } from './support/journeys.ts';
import { orderCard, orderList, searchOrders } from './support/order-manager.ts';

/*
 * The order modal of a school order and of a suite (event) order, from the demo data: the
 * school's pending lunch for Luca Rossi (ordered by Sofia Rossi, due on the next school day) and
 * the stadium's pending suite pre-order of Priya Sharma for the upcoming event. Neither is due
 * today, so no other journey (bulk complete of today's orders) changes them.
 */
async function openPending(page: Page, place: string, search: string, shown: string) {
  await switchLocation(page, place);
  await page.goto('/order-management');
  await searchOrders(page, search, shown);
  await orderCard(orderList(page, 'Pending'), shown).click();
  return page.getByRole('dialog', { name: /^Order #\d+$/ });
}

test('the order modal shows the school details of a school order', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  // Found by the guest's name, shown on its card by the student's.
  const modal = await openPending(page, places.school, 'Sofia', 'Luca Rossi');
  const school = modal.getByRole('region', { name: 'School' });
  await expect(school).toContainText('Luca Rossi');
  await expect(school).toContainText(places.school);
  await expect(school).toContainText('3B');
  await expect(school).toContainText('Ms. Patel');
});

test('the order modal shows the event and suite details of a suite order', async ({ page }) => {
  await signInToMenus(page, accounts.manager);
  const modal = await openPending(page, places.stadium, 'Priya', 'Priya Sharma');
  const suite = modal.getByRole('region', { name: 'Event and suite' });
  await expect(suite).toContainText(/Event\s*#\d+/);
  await expect(suite).toContainText('Delivery time');
});
