import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { DeepMenu, OrderingConfig } from '@app/domain';
import { accounts } from './support/demo.ts';
import { mainNav, signInToMenus } from './support/journeys.ts';
import { apiCall, signedInCaller, type ApiCaller } from './support/orders.ts';

/** A scheduled take-out from the bistro's All Day Menu, its required questions answered. */
async function submitBistroOrder(caller: ApiCaller): Promise<void> {
  const menus = await apiCall<DeepMenu[]>(caller, 'GET', '/menus/deep-get-menus');
  const menu = menus.find((candidate) => candidate.name === 'All Day Menu')!;
  const item = [...menu.items, ...menu.sections.flatMap((section) => section.items)].find(
    (candidate) => candidate.options.length === 0 && !candidate.is_hidden,
  )!;
  const config = await apiCall<OrderingConfig>(caller, 'GET', '/orders/ordering-config');
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  const answer = await caller.request.post('/api/orders', {
    headers: { ...caller.headers, 'Idempotency-Key': randomUUID() },
    data: {
      type: 'take_out',
      data: {
        config: { menuId: menu.id, takeOutType: 'pickup' },
        items: [{ id: item.id, menu_id: menu.id, quantity: 1 }],
        checkout: {
          contact: {
            full_name: 'Live Guest',
            email: 'live@example.test',
            phone_number: '416-555-0100',
            other: '',
          },
          pickup: { scheduled: true, dueByDate: tomorrow, dueByTime: '12:00' },
          questions: config.customQuestions
            .filter((question) => question.required)
            .map((question) => ({
              question_id: question.id,
              answer: question.options[0] ?? 'none',
            })),
        },
      },
    },
  });
  expect(answer.status()).toBe(201);
}

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

  await submitBistroOrder(caller);
  await expect(badge).toHaveText(String(before + 1), { timeout: 15_000 });
  await expect(badge).toHaveAccessibleName(`${before + 1} pending orders`);
  await elsewhere.dispose();
});
