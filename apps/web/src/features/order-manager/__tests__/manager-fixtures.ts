import { makeOrderingConfig } from '@app/domain/testing';
import { ZOrder, type Order, type OrderMoneyAnswer, type Role } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { makeCosts } from '#test/orders.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const HOUR_MS = 3_600_000;

/** An order as `GET /orders` answers it: two burgers and a fries, due in 3 hours. */
export function makeManagerOrder(id: number, fields: Record<string, unknown> = {}): Order {
  const { data, ...rest } = fields as { data?: Record<string, unknown> };
  const items = [
    {
      id: 2,
      menu_id: 1,
      name: 'Burger',
      quantity: 2,
      orderPrice: 20,
      cartIndex: 0,
      sectionSlug: 'mains',
      orderOptions: [{ group_id: 4, value_id: 41, name: 'Cheese', quantity: 1, price: 1 }],
    },
    { id: 3, menu_id: 1, name: 'Fries', quantity: 1, orderPrice: 3, cartIndex: 1 },
  ];
  const costs = makeCosts(23);
  return ZOrder.parse({
    id,
    order_number: 1000 + id,
    reference: `REF-${id}`,
    type: 'take_out',
    status: 'pending',
    pickup_time: new Date(Date.now() + 3 * HOUR_MS + 5 * 60_000).toISOString(),
    customer_name: `Customer ${id}`,
    student_name: null,
    total: costs.total,
    created_by: 1,
    created_at: '2030-01-15T12:00:00.000Z',
    updated_at: '2030-01-15T12:00:00.000Z',
    ...rest,
    data: {
      config: { menuId: 1 },
      items,
      costs,
      checkout: { contact: { full_name: `Customer ${id}`, email: 'c@example.test' } },
      ...data,
    },
  });
}

export const noMoney: OrderMoneyAnswer = {
  money: {
    total: 25.99,
    paid: 0,
    held: 0,
    refunded: 0,
    refundable: 0,
    outstanding: 25.99,
    pending_deposits: 0,
    pending_refund_requests: 0,
    credits_returned: 0,
  },
  transactions: [],
};

type Routes = Parameters<typeof mockApi>[0];

/** The answer of `GET /orders` per list (by its `status` parameter), one page each. */
export function listsAnswer(byStatus: Record<string, Order[]>) {
  return (call: RecordedCall) => {
    const statuses = JSON.parse(call.query.get('status') ?? '[]') as string[];
    return json(200, { items: byStatus[statuses[0] ?? ''] ?? [], next_cursor: null });
  };
}

/** The order manager for a lead of a location with order management. */
export function openManager(routes: Routes = {}, role: Role = 'lead') {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [
      makeLocation(1, 'Bistro', { order_management: true }),
    ]),
    'GET /api/orders': json(200, { items: [], next_cursor: null }),
    'GET /api/orders/ordering-config': json(200, makeOrderingConfig()),
    ...routes,
  });
  signInAs({ role, restaurants: [1] });
  return { ...renderApp('/order-management'), api };
}

export { apiError, changeLocale, json };
