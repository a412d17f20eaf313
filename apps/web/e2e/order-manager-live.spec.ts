import { expect, test } from '@playwright/test';
import { accounts } from './support/demo.ts';
import { mainNav, signInToMenus } from './support/journeys.ts';
import { orderCard, orderList, submitTakeOut, tomorrow } from './support/order-manager.ts';
import { apiCall, pageCaller, signedInCaller } from './support/orders.ts';

/*
 * Live updates (docs/decisions/live-updates.md) at the bistro: both journeys count or list the
 * bistro's pending orders, so they share this file and run one after the other.
 */

test('an order submitted elsewhere raises the pending count in the navigation, without a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInToMenus(page, accounts.manager);
  const badge = mainNav(page).getByRole('status');
  const elsewhere = await playwright.request.newContext({ baseURL });
  const caller = await signedInCaller(elsewhere, accounts.manager);
  const pending = await apiCall<{ items: unknown[] }>(
    caller,
    'GET',
    `/orders?limit=200&status=${encodeURIComponent('["pending"]')}`,
  );
  const before = pending.items.length;
  // The stream has said how many orders wait (the badge shows only a count above 0).
  if (before > 0) await expect(badge).toHaveText(String(before));

  await submitTakeOut(caller, {
    menu: 'All Day Menu',
    guest: 'Live Guest',
    due: { date: tomorrow(), time: '12:00' },
  });
  await expect(badge).toHaveText(String(before + 1), { timeout: 15_000 });
  await expect(badge).toHaveAccessibleName(`${before + 1} pending orders`);
  await elsewhere.dispose();
});

test('an order taken in a second browser appears in the order manager of the first, without a reload', async ({
  page,
  browser,
}) => {
  const guest = `Live Guest ${Date.now()}`;
  await signInToMenus(page, accounts.manager);
  await page.goto('/order-management');
  const pending = orderList(page, 'Pending');
  await expect(pending.getByRole('button', { name: /^Open order/ }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(orderCard(pending, guest)).toHaveCount(0);

  // A lead of the same location, in another browser, takes the order.
  const second = await browser.newContext();
  const lead = await second.newPage();
  await signInToMenus(lead, accounts.lead);
  await submitTakeOut(await pageCaller(lead), {
    menu: 'All Day Menu',
    guest,
    due: { date: tomorrow(), time: '12:00' },
  });

  await expect(orderCard(pending, guest)).toBeVisible({ timeout: 15_000 });
  // It opens like any other: the live list is the real list, not a placeholder.
  await orderCard(pending, guest).click();
  const modal = page.getByRole('dialog', { name: /^Order #\d+$/ });
  await expect(modal).toContainText(guest);
  await second.close();
});
