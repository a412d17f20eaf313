import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import type { CartItem } from '@app/domain';
import { json } from '#test/fetch-mock.ts';
import { makeItem, makeOptionGroup, makeOptionValue, makeSection } from '#test/catalogue.ts';
import { makePublishedMenu } from '#test/orders.ts';
import { open, startOrder } from './order-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

// Side (linked to the wrap) → Salad opens Dressing (required).
const dressing = makeOptionGroup(21, 'Dressing', {
  required: true,
  values: [makeOptionValue(21, 'Ranch', { price: 0.5 }), makeOptionValue(21, 'Vinaigrette')],
});
const salad = makeOptionValue(20, 'Salad', { price: 1, sub_group_id: 21, order: 1 });
const fries = makeOptionValue(20, 'Fries');
const sides = makeOptionGroup(20, 'Side', { required: true, values: [fries, salad] });
const wrap = makeItem(30, { name: 'Wrap', base_price: 8, section_id: 40, options: [20] });
const wraps = makePublishedMenu(
  31,
  'Wraps',
  { dine_in: true, on_demand: true, sections: [makeSection(40, 31, 'Wraps', { items: [wrap] })] },
  [sides, dressing],
);

/** The item viewer offers the sub-groups the chosen options open, and sends their options. */
describe('options of sub-groups in the item viewer', { timeout: 30_000 }, () => {
  it('opens a chosen option’s sub-group, asks for it when required, and sends its option', async () => {
    const app = open('/order-management/create', {
      'GET /api/menus/get-published-menus-optimized': json(200, [wraps]),
      'POST /api/orders/item': (call) =>
        json(200, { item: (call.body as { item: CartItem }).item, removed: [] }),
    });
    await startOrder(app, 'Wraps');
    await app.user.click(await app.screen.findByRole('button', { name: /^Wrap/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Wrap' });
    expect(within(dialog).queryByRole('group', { name: /Dressing/ })).toBeNull();

    await app.user.click(within(dialog).getByRole('radio', { name: /Salad/ }));
    const dressings = await within(dialog).findByRole('group', { name: /Dressing/ });
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    expect(await within(dressings).findByText('Please select all required fields')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/orders/item')).toHaveLength(0);

    await app.user.click(within(dressings).getByRole('radio', { name: /Ranch/ }));
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/orders/item')).toHaveLength(1));
    const sent = app.api.callsTo('POST', '/api/orders/item')[0]!.body as { item: CartItem };
    expect(sent.item.orderOptions).toEqual([
      { group_id: 20, value_id: salad.id, quantity: 1 },
      { group_id: 21, value_id: dressing.values[0]!.id, quantity: 1 },
    ]);
  });

  it('takes the sub-group’s choice away with the option that opened it', async () => {
    const app = open('/order-management/create', {
      'GET /api/menus/get-published-menus-optimized': json(200, [wraps]),
      'POST /api/orders/item': (call) =>
        json(200, { item: (call.body as { item: CartItem }).item, removed: [] }),
    });
    await startOrder(app, 'Wraps');
    await app.user.click(await app.screen.findByRole('button', { name: /^Wrap/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Wrap' });
    await app.user.click(within(dialog).getByRole('radio', { name: /Salad/ }));
    const dressings = await within(dialog).findByRole('group', { name: /Dressing/ });
    await app.user.click(within(dressings).getByRole('radio', { name: /Ranch/ }));
    await app.user.click(within(dialog).getByRole('radio', { name: /Fries/ }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('group', { name: /Dressing/ })).toBeNull(),
    );
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/orders/item')).toHaveLength(1));
    const sent = app.api.callsTo('POST', '/api/orders/item')[0]!.body as { item: CartItem };
    expect(sent.item.orderOptions).toEqual([{ group_id: 20, value_id: fries.id, quantity: 1 }]);
  });
});
