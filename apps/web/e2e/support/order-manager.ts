import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { DeepMenu, Order, OrderingConfig } from '@app/domain';
import { apiCall, createOpenMenu, type ApiCaller } from './orders.ts';

/**
 * Order-manager journeys: take-out orders placed through the real API (each journey makes its
 * own, named after its guest, instead of leaning on demo orders another spec may change) and
 * the order manager's lists and cards as a person finds them.
 */

/** When a take-out leaves: as soon as possible (due today) or on a date at a time. */
export type Due = 'asap' | { date: string; time: string };

/** The required custom questions answered (a time for a time picker, else the first option). */
async function answers(caller: ApiCaller) {
  const config = await apiCall<OrderingConfig>(caller, 'GET', '/orders/ordering-config');
  return config.customQuestions
    .filter((question) => question.required)
    .map((question) => ({
      question_id: question.id,
      answer: question.type === 'timepicker' ? '12:00' : (question.options[0] ?? 'none'),
    }));
}

export interface TakeOut {
  menu: string;
  /** The guest's name: a journey's own, so that it finds its order among the demo orders. */
  guest: string;
  due: Due;
  /** How many items (the first ones without modifiers), each `quantity` times; 1 and 1. */
  lines?: number;
  quantity?: number;
  /** Checkout fields added to the contact, pickup and answers (payment preference…). */
  checkout?: Record<string, unknown>;
}

/**
 * A take-out pickup of the named menu's first items without modifiers, its required questions
 * answered, placed as staff would through the order screen.
 */
export async function submitTakeOut(caller: ApiCaller, order: TakeOut): Promise<Order> {
  const { menu: menuName, guest, due } = order;
  const menus = await apiCall<DeepMenu[]>(caller, 'GET', '/menus/deep-get-menus');
  const menu = menus.find((candidate) => candidate.name === menuName);
  if (!menu) throw new Error(`No menu ${menuName}`);
  const items = [...menu.items, ...menu.sections.flatMap((section) => section.items)]
    .filter((candidate) => candidate.options.length === 0 && !candidate.is_hidden)
    .slice(0, order.lines ?? 1);
  if (items.length === 0) throw new Error(`No plain item on ${menuName}`);
  const pickup =
    due === 'asap'
      ? { scheduled: false }
      : { scheduled: true, dueByDate: due.date, dueByTime: due.time };
  const answer = await caller.request.post('/api/orders', {
    headers: { ...caller.headers, 'Idempotency-Key': randomUUID() },
    data: {
      type: 'take_out',
      data: {
        config: { menuId: menu.id, takeOutType: 'pickup' },
        items: items.map((item) => ({
          id: item.id,
          menu_id: menu.id,
          quantity: order.quantity ?? 1,
        })),
        checkout: {
          contact: {
            full_name: guest,
            email: 'guest@example.test',
            phone_number: '416-555-0100',
            other: '',
          },
          pickup,
          questions: await answers(caller),
          ...order.checkout,
        },
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Order;
}

/**
 * A take-out due now of every item of a menu of its own, open at all hours (named `menu` and the
 * time), so the order is accepted whatever the time of the run.
 */
export async function submitDueNow(
  caller: ApiCaller,
  order: Omit<TakeOut, 'menu' | 'due' | 'lines'> & {
    menu: string;
    items: { name: string; base_price: number }[];
  },
): Promise<Order> {
  const { menu: name, items, ...rest } = order;
  const menu = await createOpenMenu(
    caller,
    { name: `${name} ${Date.now()}`, on_demand: true },
    items,
  );
  return submitTakeOut(caller, { ...rest, menu: menu.name, due: 'asap', lines: items.length });
}

/** Tomorrow's date (UTC), a day any location can schedule a pickup on. */
export function tomorrow(): string {
  return new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A list of the order manager (Pending, In progress, Completed…) by its name. */
export function orderList(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

/**
 * Types `text` in the order manager's search and waits until the lists show only the orders that
 * match it: the search is debounced, and a card clicked while the lists still reshuffle may be
 * another order's by the time the click lands.
 */
export async function searchOrders(page: Page, text: string, shown = text): Promise<void> {
  await page
    .getByRole('searchbox', { name: /^(Search orders|Rechercher des commandes)$/ })
    .fill(text);
  const cards = page
    .getByRole('main')
    .getByRole('button', { name: /^(Open order|Ouvrir la commande) / });
  await expect(cards.filter({ hasText: shown }).first()).toBeVisible({ timeout: 15_000 });
  await expect(cards.filter({ hasNotText: shown })).toHaveCount(0, { timeout: 15_000 });
}

/** The card of a guest's order in a list. */
export function orderCard(list: Locator, guest: string, open = /^(Open order|Ouvrir la commande)/) {
  return list.getByRole('button', { name: open }).filter({ hasText: guest });
}
