import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SuitePreOrder, SuitePreOrderPage, SuitePreOrderRequestInput } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { useLocale } from '#i18n/use-locale.ts';
import { apiError, json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeItem, makeOptionGroup, makeSection } from '#test/catalogue.ts';
import { makeCosts, makePublishedMenu } from '#test/orders.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { PreOrderPage } from '../routes/pre-order-page.tsx';

configure({ asyncUtilTimeout: 8000 });

const TOKEN = 'signed.link.token';
const URL = `/api/pre-orders/${TOKEN}`;
const sauce = makeOptionGroup(30, 'Sauce', { required: true, values: ['Mild', 'Hot'] });
const nachos = makeItem(11, {
  name: 'Nacho tray',
  base_price: 40,
  menu_id: 3,
  section_id: 5,
  options: [30],
});
const wings = makeItem(12, { name: 'Wings', base_price: 30, menu_id: 3, section_id: 5 });
const menu = makePublishedMenu(
  3,
  'Suite package',
  { event_package: true, sections: [makeSection(5, 3, 'Platters', { items: [nachos, wings] })] },
  [sauce],
);

function makePage(fields: Partial<SuitePreOrderPage> = {}): SuitePreOrderPage {
  return {
    event: {
      title: 'Game night',
      start_date: '2030-03-15T23:00:00.000Z',
      end_date: null,
      location_name: 'Lakeshore Stadium',
      time_zone: 'America/Toronto',
    },
    suite: { id: 9, name: 'Suite 101', status: 'email_sent' },
    owner: { name: 'Marie Roy', locale: 'en-CA', phone_number: '416-555-0142' },
    locks_at: '2030-03-12T23:00:00.000Z',
    locked: false,
    menus: [menu],
    pre_order: null,
    ...fields,
  };
}

/** The server's price of a request: each line at its item's price. */
function priced(call: RecordedCall) {
  const body = call.body as SuitePreOrderRequestInput;
  const items = body.items.map((line, cartIndex) => {
    const unit = line.id === nachos.id ? 40 : 30;
    const quantity = line.quantity ?? 1;
    return { ...line, menu_id: 3, name: '', cartIndex, orderPrice: unit * quantity };
  });
  const subtotal = items.reduce((sum, line) => sum + line.orderPrice, 0);
  return json(200, { items, costs: makeCosts(subtotal), problems: [] });
}

function open(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const router = createMemoryRouter(
    [
      {
        path: '/pre-order/:token',
        element: (
          <TestProviders>
            <PreOrderPage />
          </TestProviders>
        ),
      },
    ],
    { initialEntries: [`/pre-order/${TOKEN}`] },
  );
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

function Language() {
  return <span data-testid="language">{useLocale()}</span>;
}

afterEach(async () => {
  await changeLocale('en-CA', { remember: false });
});

describe('suite pre-order page', { timeout: 40_000 }, () => {
  it('builds a cart with options and quantities, shows the server’s total and sends it with a card', async () => {
    const saved: SuitePreOrder = {
      order_id: 77,
      order_number: 12,
      status: 'pending',
      menu_id: 3,
      items: [],
      notes: 'Peanut allergy',
      phone_number: '416-555-0142',
      card: { brand: 'visa', last4: '4242' },
      costs: makeCosts(110),
    };
    const app = open({
      [`GET ${URL}`]: json(200, makePage()),
      [`POST ${URL}/price`]: priced,
      [`POST ${URL}/card`]: json(201, { token: 'tok_1', brand: 'visa', last4: '4242' }),
      [`PUT ${URL}`]: json(201, saved),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-order for Suite 101' }),
    ).toBeTruthy();
    expect(screen.getByText('Lakeshore Stadium')).toBeTruthy();
    expect(screen.getByText('2030/03/15 19:00')).toBeTruthy();
    expect(
      screen.getByText('You can order and change your pre-order until 2030/03/12 19:00.'),
    ).toBeTruthy();

    // An item with a required choice asks for it before it goes to the cart.
    await app.user.click(screen.getByRole('button', { name: 'Add Nacho tray' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nacho tray' });
    await app.user.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    expect(
      await within(dialog).findAllByText('Please select all required fields'),
    ).not.toHaveLength(0);
    await app.user.click(within(dialog).getByRole('radio', { name: /Hot/ }));
    await app.user.click(
      within(dialog).getByRole('button', { name: 'One more: Quantity of Nacho tray' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: /Add to cart/ }));
    await app.user.click(screen.getByRole('button', { name: 'Add Wings' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Wings' })).getByRole('button', {
        name: /Add to cart/,
      }),
    );

    const cart = screen.getByRole('region', { name: 'Your pre-order' });
    expect(await within(cart).findByText('$110.00')).toBeTruthy();
    expect(within(cart).getByText('Hot')).toBeTruthy();
    const totals = within(cart).getByRole('group', { name: 'Totals' });
    expect(within(totals).getByText('$124.30')).toBeTruthy();

    await app.user.type(screen.getByRole('textbox', { name: /Dietary needs/ }), 'Peanut allergy');
    await app.user.type(
      screen.getByRole('textbox', { name: /Card number/ }),
      '4242 4242 4242 4242',
    );
    await app.user.type(screen.getByRole('textbox', { name: /Expiry month/ }), '12');
    await app.user.type(screen.getByRole('textbox', { name: /Expiry year/ }), '2099');
    await app.user.type(screen.getByLabelText(/Security code/), '123');
    await app.user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('Visa ending in 4242')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Send my pre-order' }));
    expect(await screen.findAllByText('Your pre-order is saved.')).not.toHaveLength(0);
    const [put] = app.api.callsTo('PUT', URL);
    expect(put!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(put!.body).toEqual({
      menu_id: 3,
      items: [
        {
          id: 11,
          price_option: null,
          quantity: 2,
          orderOptions: [{ group_id: 30, value_id: sauce.values[1]!.id, quantity: 1 }],
          special_instructions: '',
        },
        { id: 12, price_option: null, quantity: 1, orderOptions: [], special_instructions: '' },
      ],
      notes: 'Peanut allergy',
      phone_number: '416-555-0142',
      card: { token: 'tok_1', brand: 'visa', last4: '4242' },
    });
    // The card number went to the card call only.
    expect(JSON.stringify(app.api.callsTo('POST', `${URL}/price`))).not.toContain('4242 4242');
  });

  it('shows a locked pre-order read-only, in the owner’s language', async () => {
    const saved: SuitePreOrder = {
      order_id: 77,
      order_number: 12,
      status: 'pending',
      menu_id: 3,
      items: [{ ...makeCartLine(nachos.id, 2), name: 'Nacho tray', orderPrice: 80 }],
      notes: 'Sans arachides',
      phone_number: null,
      card: { brand: 'visa', last4: '4242' },
      costs: makeCosts(80),
    };
    open({
      [`GET ${URL}`]: json(
        200,
        makePage({
          locked: true,
          pre_order: saved,
          owner: { name: 'Marie Roy', locale: 'fr-CA', phone_number: null },
        }),
      ),
    });
    render(<Language />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Précommande pour Suite 101' }),
    ).toBeTruthy();
    expect(screen.getByTestId('language').textContent).toBe('fr-CA');
    expect(
      screen.getByText(
        'Les précommandes ont fermé le 12/03/2030 19:00. Communiquez avec l’établissement pour modifier votre commande.',
      ),
    ).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Votre précommande' });
    expect(within(summary).getByText('2 × Nacho tray')).toBeTruthy();
    expect(within(summary).getByText('Besoins alimentaires : Sans arachides')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajouter/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Envoyer|Enregistrer/ })).toBeNull();
    // The visitor may switch the page to English.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /English|anglais/i }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-order for Suite 101' }),
    ).toBeTruthy();
  });

  it('says when the link no longer works', async () => {
    open({
      [`GET ${URL}`]: apiError(
        410,
        'pre_order_link_invalid',
        'This pre-order link has expired or is no longer valid. Ask the venue for a new one.',
      ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'This pre-order link has expired or is no longer valid. Ask the venue for a new one.',
      ),
    ).toBeTruthy();
  });

  it('shows the server’s refusal of a save', async () => {
    const app = open({
      [`GET ${URL}`]: json(
        200,
        makePage({
          pre_order: {
            order_id: 77,
            order_number: 12,
            status: 'pending',
            menu_id: 3,
            items: [{ ...makeCartLine(wings.id, 1), name: 'Wings', orderPrice: 30 }],
            notes: null,
            phone_number: null,
            card: { brand: 'visa', last4: '4242' },
            costs: makeCosts(30),
          },
        }),
      ),
      [`POST ${URL}/price`]: priced,
      [`PUT ${URL}`]: apiError(
        409,
        'pre_order_locked',
        'Pre-ordering closed on 2030/03/12 19:00. Contact the venue to change the order.',
      ),
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'One more: Quantity of Wings' }),
    );
    const save = screen.getByRole('button', { name: 'Save my changes' });
    await app.user.click(save);
    expect(
      await screen.findAllByText(
        'Pre-ordering closed on 2030/03/12 19:00. Contact the venue to change the order.',
      ),
    ).not.toHaveLength(0);
    expect(app.api.callsTo('PUT', URL)[0]!.body).toMatchObject({
      items: [{ id: 12, quantity: 2 }],
      card: null,
    });
  });
});

function makeCartLine(id: number, quantity: number) {
  return {
    id,
    menu_id: 3,
    section_id: 5,
    name: '',
    quantity,
    price_option: null,
    open_item: false,
    open_price: null,
    orderOptions: [],
    orderPrice: 0,
    cartIndex: 0,
    sectionSlug: null,
    isReplenishExtend: false,
    special_instructions: '',
  };
}
