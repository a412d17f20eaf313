import { describe, expect, it, vi } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { ZCartItem, type OrderDraft } from '@app/domain';
import { apiError, json } from '#test/fetch-mock.ts';
import { makeCosts, makeOrder, subtotalOf } from '#test/orders.ts';
import { newOrderDraft } from '../state/order-draft.ts';
import { addFries, open, priced, startOrder } from './order-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

const mealLimit = 'You can only add 2 meals to the order';
const subsidyLimit =
  'This subsidy covers 1 meals a day: 0 left for 2030/01/07, and this order has 1. Remove the subsidy code or some meals.';

/** The server's order limits (meals per cart, a subsidy's meals per day) as the screen shows them. */
describe('order limits the server enforces', { timeout: 30_000 }, () => {
  it('shows the pricing’s meal limit in the cart, and a refused subsidy after a submit', async () => {
    const app = open('/order-management/create', {
      'POST /api/orders/recalculate-costs': (call) => {
        const items = (call.body as OrderDraft).data.items.map(priced);
        return json(200, {
          items,
          costs: makeCosts(subtotalOf(items)),
          problems: [{ cartIndex: null, code: 'cart_meal_limit', message: mealLimit }],
          removed: [],
        });
      },
      'POST /api/orders': apiError(400, 'subsidy_daily_limit', subsidyLimit, {
        problems: [{ cartIndex: null, code: 'subsidy_daily_limit', message: subsidyLimit }],
      }),
    });
    await startOrder(app);
    await addFries(app);
    const cart = app.screen.getByRole('list', { name: 'Cart items' }).parentElement!;
    expect(await within(cart).findByText(mealLimit)).toBeTruthy();

    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    expect(await app.screen.findByText(subsidyLimit)).toBeTruthy();
    expect(app.screen.queryByRole('dialog', { name: 'Order submitted' })).toBeNull();
  });

  it('prices a saved order being modified as itself, so it does not count against its own limits', async () => {
    const draft = newOrderDraft();
    draft.data.config.menuId = 1;
    draft.data.items = [priced(ZCartItem.parse({ id: 3, menu_id: 1, name: 'Fries' }))];
    const app = open('/order-management/55', {
      'GET /api/orders/by-number/55': json(200, {
        ...makeOrder(55, draft),
        validation: [],
      }),
    });
    await app.screen.findByRole('list', { name: 'Cart items' });
    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/orders/recalculate-costs').length).toBeGreaterThan(0),
    );
    const hrefOf = (input: RequestInfo | URL) =>
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const urls = vi.mocked(fetch).mock.calls.map(([input]) => hrefOf(input));
    const pricing = urls.filter((url) => url.includes('/api/orders/recalculate-costs'));
    expect(pricing.length).toBeGreaterThan(0);
    expect(pricing.every((url) => url.endsWith('/api/orders/recalculate-costs?orderId=55'))).toBe(
      true,
    );
  });
});
