import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import type { CartItem, OrderDraft } from '@app/domain';
import { json } from '#test/fetch-mock.ts';
import { makeItem } from '#test/catalogue.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { makePublishedMenu } from '#test/orders.ts';
import { addFries, cartLines, open, side, startOrder, takeOut, toppings } from './order-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

describe('order creation screen', { timeout: 30_000 }, () => {
  it('offers the menus of the order type that staff may order from', async () => {
    const app = open();
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Create order' })).toBeTruthy();
    expect(await app.screen.findByRole('radio', { name: /Lunch/ })).toBeTruthy();
    expect(app.screen.getByRole('radio', { name: /Crew meals/ })).toBeTruthy();
    expect(app.screen.queryByRole('radio', { name: /Guest kiosk/ })).toBeNull();
    // Dine-in is a new check, served by dine-in menus only.
    await app.user.click(app.screen.getByRole('radio', { name: 'Dine-in' }));
    expect(await app.screen.findByRole('heading', { level: 1, name: 'New check' })).toBeTruthy();
    expect(app.screen.queryByRole('radio', { name: /Crew meals/ })).toBeNull();
    expect(app.screen.getByRole('radio', { name: /Lunch/ })).toBeTruthy();
  });

  it('asks for a menu before the items', async () => {
    const app = open();
    await app.user.click(await app.screen.findByRole('button', { name: 'Continue' }));
    expect(await app.screen.findByText('Choose a menu to continue.')).toBeTruthy();
  });

  it('finds items by their name in either language, accents ignored; sold out cannot open', async () => {
    const app = open();
    await startOrder(app);
    expect(app.screen.getByRole('button', { name: /Soup, Sold out/ })).toHaveProperty(
      'disabled',
      true,
    );
    await app.user.type(
      app.screen.getByRole('searchbox', { name: 'Search items' }),
      'frites maisón',
    );
    expect(await app.screen.findByText('1 item found')).toBeTruthy();
    await app.user.keyboard('{Enter}');
    expect(await app.screen.findByRole('dialog', { name: 'Fries' })).toBeTruthy();
  });

  it('says when the menu is closed and offers none of its items', async () => {
    const closed = makePublishedMenu(
      11,
      'Late bar',
      { ...takeOut, availability: [], items: [makeItem(12, { name: 'Wings', menu_id: 11 })] },
      [],
    );
    const app = open('/order-management/create', {
      'GET /api/menus/get-published-menus-optimized': json(200, [closed]),
    });
    await startOrder(app, 'Late bar');
    expect(app.screen.getByText('The menu is closed')).toBeTruthy();
    expect(
      app.screen.getByRole('button', { name: 'Wings, Not available at this time' }),
    ).toHaveProperty('disabled', true);
  });

  it('keeps modifier groups to their limits and asks for required groups', async () => {
    const app = open();
    await startOrder(app);
    await app.user.click(app.screen.getByRole('button', { name: /^Burger/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Burger' });
    await app.user.click(within(dialog).getByRole('button', { name: 'One more: Cheese' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: /Bacon/ }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: /Onions/ }));
    expect(within(dialog).getByRole('alert').textContent).toBe('You can only have 2 selections');
    expect(
      within(dialog)
        .getByRole('checkbox', { name: /Onions/ })
        .getAttribute('aria-checked'),
    ).toBe('false');

    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    expect(
      await within(dialog).findAllByText('Please select all required fields'),
    ).not.toHaveLength(0);
    expect(app.api.callsTo('POST', '/api/orders/item')).toHaveLength(0);

    await app.user.click(within(dialog).getByRole('radio', { name: /Salad/ }));
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order · \$10\.50/ }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/orders/item')).toHaveLength(1));
    const sent = app.api.callsTo('POST', '/api/orders/item')[0]?.body as { item: CartItem };
    expect(sent.item.orderOptions.map((option) => option.value_id)).toEqual([
      toppings.values[0]!.id,
      toppings.values[1]!.id,
      side.values[0]!.id,
    ]);
    const [line] = cartLines(app);
    expect(within(line!).getByText('Burger')).toBeTruthy();
    expect(within(line!).getByText('1 × Cheese')).toBeTruthy();
    expect(within(line!).getByText('$10.50')).toBeTruthy();
  });

  it('merges an identical item into its line and reopens a line to edit it', async () => {
    const app = open();
    await startOrder(app);
    await addFries(app);
    await addFries(app);
    expect(cartLines(app)).toHaveLength(1);
    const line = cartLines(app)[0]!;
    expect(within(line).getByRole('group', { name: 'Quantity of Fries' }).textContent).toContain(
      '2',
    );
    expect(within(line).getByText('$6.00')).toBeTruthy();

    await app.user.click(within(line).getByRole('button', { name: 'Edit Fries' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Fries' });
    await app.user.click(
      within(dialog).getByRole('button', { name: 'One more: Quantity of Fries' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: /^Update order/ }));
    await waitFor(() =>
      expect(
        within(cartLines(app)[0]!).getByRole('group', { name: 'Quantity of Fries' }).textContent,
      ).toContain('3'),
    );
    expect(cartLines(app)).toHaveLength(1);
  });

  it('refuses more items than the location allows per cart', async () => {
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(200, makeOrderingConfig({ maxItemsPerCart: 1 })),
    });
    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('button', { name: /^Fries/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Fries' });
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    expect(await within(dialog).findByText('You can only add 1 items to the order')).toBeTruthy();
  });

  it('stops the quantity steppers at the cart limit', async () => {
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(200, makeOrderingConfig({ maxItemsPerCart: 3 })),
    });
    await startOrder(app);
    await app.user.click(await app.screen.findByRole('button', { name: /^Fries/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Fries' });
    const more = within(dialog).getByRole('button', { name: 'One more: Quantity of Fries' });
    await app.user.click(more);
    await app.user.click(more);
    expect(more.hasAttribute('disabled')).toBe(true);
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    await waitFor(() => expect(app.screen.queryByRole('dialog', { name: 'Fries' })).toBeNull());
    const line = cartLines(app)[0]!;
    expect(within(line).getByRole('group', { name: 'Quantity of Fries' }).textContent).toContain(
      '3',
    );
    expect(
      within(line)
        .getByRole('button', { name: 'One more: Quantity of Fries' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('never prices the still-empty cart while the first item settles', async () => {
    const app = open();
    await startOrder(app);
    await addFries(app);
    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/orders/recalculate-costs').length).toBeGreaterThan(0),
    );
    const sent = app.api
      .callsTo('POST', '/api/orders/recalculate-costs')
      .map((call) => (call.body as OrderDraft).data.items.length);
    expect(sent.every((count) => count > 0)).toBe(true);
  });

  it('sends the server the draft to price, 300 ms after the last change', async () => {
    const app = open();
    await startOrder(app);
    await addFries(app);
    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/orders/recalculate-costs').length).toBeGreaterThan(0),
    );
    const line = cartLines(app)[0]!;
    const plus = within(line).getByRole('button', { name: 'One more: Quantity of Fries' });
    const before = app.api.callsTo('POST', '/api/orders/recalculate-costs').length;
    await app.user.click(plus);
    await app.user.click(plus);
    await waitFor(() => {
      const calls = app.api.callsTo('POST', '/api/orders/recalculate-costs');
      expect((calls.at(-1)?.body as OrderDraft).data.items[0]?.quantity).toBe(3);
    });
    // Two taps in quick succession are priced once.
    expect(app.api.callsTo('POST', '/api/orders/recalculate-costs').length).toBe(before + 1);
  });
});
