import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { DeepMenu, Order, OrderingConfig } from '@app/domain';
import { apiCall, type ApiCaller } from './orders.ts';

export interface GuestOrder {
  /** The guest's name: a spec's own, so that it finds its order among the demo orders. */
  guest: string;
  checkout?: Record<string, unknown>;
  /** Items without options of the bistro's All Day Menu: how many lines. */
  lines?: number;
}

/**
 * Submits an ASAP take-out from the bistro's All Day Menu (due now, so it may be completed
 * today), its required questions answered, as staff would through the order screen.
 */
export async function submitGuestOrder(caller: ApiCaller, order: GuestOrder): Promise<Order> {
  const menus = await apiCall<DeepMenu[]>(caller, 'GET', '/menus/deep-get-menus');
  const menu = menus.find((candidate) => candidate.name === 'All Day Menu')!;
  const items = [...menu.items, ...menu.sections.flatMap((section) => section.items)]
    .filter((candidate) => candidate.options.length === 0 && !candidate.is_hidden)
    .slice(0, order.lines ?? 2);
  const config = await apiCall<OrderingConfig>(caller, 'GET', '/orders/ordering-config');
  const answer = await caller.request.post('/api/orders', {
    headers: { ...caller.headers, 'Idempotency-Key': randomUUID() },
    data: {
      type: 'take_out',
      data: {
        config: { menuId: menu.id, takeOutType: 'pickup' },
        items: items.map((item) => ({ id: item.id, menu_id: menu.id, quantity: 2 })),
        checkout: {
          contact: {
            full_name: order.guest,
            email: 'money@example.test',
            phone_number: '416-555-0100',
            other: '',
          },
          pickup: { scheduled: false },
          questions: config.customQuestions
            .filter((question) => question.required)
            .map((question) => ({
              question_id: question.id,
              answer: question.options[0] ?? 'none',
            })),
          ...order.checkout,
        },
      },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Order;
}
