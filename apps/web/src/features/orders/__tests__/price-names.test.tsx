import { describe, expect, it } from 'vitest';
import { act, configure, waitFor, within } from '@testing-library/react';
import { ZOrderCosts, type CartItem, type OrderDraft } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json } from '#test/fetch-mock.ts';
import { makeItem, makeSection } from '#test/catalogue.ts';
import { makeCosts, makePublishedMenu, subtotalOf } from '#test/orders.ts';
import { open, startOrder } from './order-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

const tea = makeItem(21, {
  name: 'Iced tea',
  menu_id: 20,
  section_id: 30,
  base_price: 2,
  localization: { fr: { name: 'Thé glacé' } },
  price_options: [
    { name: 'Small', price: 2.5, localization: { fr: { name: 'Petit' } } },
    { name: 'Large', price: 3.5 },
  ],
});
const drinks = makePublishedMenu(20, 'Drinks', {
  dine_in: true,
  on_demand: true,
  sections: [makeSection(30, 20, 'Cold drinks', { items: [tea] })],
});

/** Prices a line like the server: the chosen price (or the base one) times the quantity. */
function priced(line: CartItem): CartItem {
  const option = tea.price_options.find((candidate) => candidate.name === line.price_option);
  return { ...line, orderPrice: (option?.price ?? tea.base_price) * line.quantity };
}

/** The server's answers: its cost labels in the language the call asks for. */
const routes = {
  'GET /api/menus/get-published-menus-optimized': json(200, [drinks]),
  'POST /api/orders/item': (call: { body: unknown }) => {
    const { item } = call.body as { item: CartItem };
    return json(200, { item: priced(item), removed: [] });
  },
  'POST /api/orders/recalculate-costs': (call: { body: unknown; headers: Headers }) => {
    const items = (call.body as OrderDraft).data.items.map(priced);
    const french = call.headers.get('Accept-Language') === 'fr-CA';
    const costs = ZOrderCosts.parse({
      ...makeCosts(subtotalOf(items)),
      serviceCharge: {
        label: french ? 'Frais de service' : 'Service charge',
        value: '10$',
        amount: 10,
      },
    });
    return json(200, { items, costs, problems: [], removed: [] });
  },
};

describe('price names and cost labels of the order screen', { timeout: 30_000 }, () => {
  it('shows an item’s prices in the interface language, and asks the costs again in it', async () => {
    const app = open('/order-management/create', routes);
    await startOrder(app, 'Drinks');
    await app.user.click(app.screen.getByRole('button', { name: /^Iced tea/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Iced tea' });
    expect(within(dialog).getByRole('radio', { name: /^Regular/ })).toBeTruthy();
    await app.user.click(within(dialog).getByRole('radio', { name: /^Small/ }));
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    await waitFor(() => expect(app.screen.queryByRole('dialog')).toBeNull());

    const cart = app.screen.getByRole('list', { name: 'Cart items' });
    expect(within(cart).getByText('Small')).toBeTruthy();
    expect(await app.screen.findByRole('rowheader', { name: 'Service charge' })).toBeTruthy();

    await act(() => changeLocale('fr-CA'));
    // The line keeps the primary name for the server; it reads in French.
    expect(within(cart).getByText('Petit')).toBeTruthy();
    expect(await app.screen.findByRole('rowheader', { name: 'Frais de service' })).toBeTruthy();
    const asked = app.api.callsTo('POST', '/api/orders/recalculate-costs').at(-1);
    expect(asked?.headers.get('Accept-Language')).toBe('fr-CA');
    expect((asked?.body as OrderDraft).data.items[0]?.price_option).toBe('Small');

    await app.user.click(app.screen.getByRole('button', { name: /^Thé glacé/ }));
    const viewer = await app.screen.findByRole('dialog', { name: 'Thé glacé' });
    expect(
      within(viewer)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Régulier2,00\u00a0$', 'Petit2,50\u00a0$', 'Large3,50\u00a0$']);
  });
});
