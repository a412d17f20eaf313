import { describe, expect, it } from 'vitest';
import { act, configure, waitFor, within } from '@testing-library/react';
import { ZCartItem, type OrderDraft } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json } from '#test/fetch-mock.ts';
import { currentPath } from '#test/render-app.tsx';
import { newOrderDraft } from '../state/order-draft.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { makeOrder } from '#test/orders.ts';
import { addFries, cartLines, keyOf, open, priced, startOrder } from './order-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

describe('sending an order', { timeout: 30_000 }, () => {
  it('reuses the idempotency key when the same order is sent again after a lost connection', async () => {
    let attempts = 0;
    const app = open('/order-management/create', {
      'POST /api/orders': (call) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(201, makeOrder(42, call.body as OrderDraft));
      },
    });
    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    expect(await app.screen.findByText(/The order could not be sent/)).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    const done = await app.screen.findByRole('dialog', { name: 'Order submitted' });
    expect(within(done).getByText('Order #42')).toBeTruthy();
    const calls = app.api.callsTo('POST', '/api/orders');
    expect(calls).toHaveLength(2);
    expect(keyOf(calls[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(calls[1])).toBe(keyOf(calls[0]));

    // The next order is another order: a new key.
    await app.user.click(within(done).getByRole('button', { name: 'New order' }));
    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    await app.screen.findByRole('dialog', { name: 'Order submitted' });
    const third = app.api.callsTo('POST', '/api/orders')[2];
    expect(keyOf(third)).not.toBe(keyOf(calls[0]));
  });

  it('keeps the order after a failed send, says why in French, and sends it again with the same key', async () => {
    let attempts = 0;
    const app = open('/order-management/create', {
      'POST /api/orders': (call) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        if (attempts === 2) return apiError(500, 'internal_error', '');
        return json(201, makeOrder(44, call.body as OrderDraft));
      },
    });
    await startOrder(app);
    await addFries(app);
    await act(() => changeLocale('fr-CA'));
    const send = () =>
      app.user.click(app.screen.getByRole('button', { name: 'Envoyer la commande' }));

    await send();
    // The apostrophe is left out: the French catalogue's typography is not this test's subject.
    expect(await app.screen.findByText(/La commande n.a pas pu être envoyée/)).toBeTruthy();
    await send();
    expect(await app.screen.findByText('Erreur interne du serveur.')).toBeTruthy();
    const cart = app.screen.getByRole('list', { name: 'Articles du panier' });
    expect(within(cart).getAllByRole('listitem')).toHaveLength(1);
    expect(within(cart).getByText(/Frites maison/)).toBeTruthy();
    expect(app.screen.queryByRole('dialog', { name: 'Commande envoyée' })).toBeNull();

    await send();
    expect(await app.screen.findByRole('dialog', { name: 'Commande envoyée' })).toBeTruthy();
    const calls = app.api.callsTo('POST', '/api/orders');
    expect(calls).toHaveLength(3);
    expect(keyOf(calls[0])).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.map(keyOf)).toEqual([keyOf(calls[0]), keyOf(calls[0]), keyOf(calls[0])]);
    expect(calls[2]?.body).toEqual(calls[0]?.body);
  });

  it('shows line problems next to their line and sends a changed order with a new key', async () => {
    let attempts = 0;
    const app = open('/order-management/create', {
      'POST /api/orders': (call) => {
        attempts += 1;
        if (attempts > 1) return json(201, makeOrder(43, call.body as OrderDraft));
        return apiError(400, 'item_unavailable', 'Fries cannot be ordered right now.', {
          problems: [
            {
              cartIndex: 0,
              code: 'item_unavailable',
              message: 'Fries cannot be ordered right now.',
            },
          ],
        });
      },
    });
    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    const line = cartLines(app)[0]!;
    expect(await within(line).findByText('Fries cannot be ordered right now.')).toBeTruthy();
    await app.user.click(within(line).getByRole('button', { name: 'One more: Quantity of Fries' }));
    await waitFor(() => expect(within(cartLines(app)[0]!).queryByRole('alert')).toBeNull());
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    await app.screen.findByRole('dialog', { name: 'Order submitted' });
    const calls = app.api.callsTo('POST', '/api/orders');
    expect(keyOf(calls[1])).not.toBe(keyOf(calls[0]));
  });

  it('asks for the table of a dine-in check at Continue, before the items', async () => {
    const app = open();
    await app.user.click(await app.screen.findByRole('radio', { name: 'Dine-in' }));
    await app.user.click(await app.screen.findByRole('radio', { name: /Lunch/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Continue' }));
    const table = await app.screen.findByRole('textbox', { name: /Table number/ });
    expect(app.screen.getByText('Enter the table number.')).toBeTruthy();
    expect(app.screen.queryByRole('searchbox', { name: 'Search items' })).toBeNull();
    await app.user.type(table, '12');
    expect(app.screen.queryByText('Enter the table number.')).toBeNull();
    await app.user.click(app.screen.getByRole('button', { name: 'Continue' }));
    await app.screen.findByRole('searchbox', { name: 'Search items' });
    await addFries(app);
    await app.user.click(await app.screen.findByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/orders')).toHaveLength(1));
    const sent = app.api.callsTo('POST', '/api/orders')[0]?.body as OrderDraft;
    expect(sent.data.config.tableInfo?.tableNum).toBe('12');
  });

  it('shows the missing contact and required answers without sending the order', async () => {
    const required = { required: true, hide: false };
    const optional = { required: false, hide: false };
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(
        200,
        makeOrderingConfig({
          contactFields: { name: required, email: optional, phone_number: optional },
          customQuestions: [
            {
              id: 7,
              type: 'open',
              text: 'Allergies',
              options: [],
              required: true,
              localization: {},
            },
          ],
        }),
      ),
    });
    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    const name = await app.screen.findByRole('textbox', { name: /Full name/ });
    expect(app.screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(app.api.callsTo('POST', '/api/orders')).toHaveLength(0);
    await app.user.type(name, 'Ana');
    await app.user.type(app.screen.getByRole('textbox', { name: /Allergies/ }), 'None');
    expect(app.screen.queryByText('This field is required.')).toBeNull();
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/orders')).toHaveLength(1));
  });

  it('refuses to send an empty cart', async () => {
    const app = open();
    await startOrder(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    expect(await app.screen.findByText('No items have been added to the order')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/orders')).toHaveLength(0);
  });

  it('discards the order only after confirmation', async () => {
    const app = open();
    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Discard order' }));
    const confirm = await app.screen.findByRole('dialog', { name: 'Discard this order?' });
    // Its close X is named, like every dialog's.
    expect(within(confirm).getByRole('button', { name: 'Close' })).toBeTruthy();
    await app.user.click(within(confirm).getByRole('button', { name: 'Keep the order' }));
    expect(cartLines(app)).toHaveLength(1);
    await app.user.click(app.screen.getByRole('button', { name: 'Discard order' }));
    const again = await app.screen.findByRole('dialog', { name: 'Discard this order?' });
    await app.user.click(within(again).getByRole('button', { name: 'Discard order' }));
    expect(
      await app.screen.findByRole('heading', { level: 2, name: 'Order details' }),
    ).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/orders')).toHaveLength(0);
  });

  it('asks before leaving the screen with items in the cart', async () => {
    const app = open();
    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('link', { name: 'Menus' }));
    const confirm = await app.screen.findByRole('dialog', { name: 'Unsaved changes' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Stay' }));
    expect(currentPath(app.router)).toBe('/order-management/create');
    expect(cartLines(app)).toHaveLength(1);
  });

  it('asks for the membership of a members-only menu, shows its refusal, then names the member', async () => {
    let attempts = 0;
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(
        200,
        makeOrderingConfig({ flags: { membership_program: true } }),
      ),
      'POST /api/auth/get-user-membership-promo': () => {
        attempts += 1;
        if (attempts === 1)
          return apiError(404, 'membership_not_found', 'No membership was found for this type.');
        return json(200, {
          id: 3,
          identifier: 'M-100',
          type: 'gold',
          name: 'Ada',
          promos: [{ name: 'Gold', value: '10' }],
          expires_at: null,
        });
      },
    });
    await app.user.click(await app.screen.findByRole('radio', { name: /Members club/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Members-only menu' });
    await app.user.type(
      within(dialog).getByRole('textbox', { name: 'Membership identifier' }),
      'M-1',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Check membership' }));
    expect(await within(dialog).findByText('No membership was found for this type.')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Check membership' }));
    await waitFor(() => expect(app.screen.queryByRole('dialog')).toBeNull());
    const sent = app.api.callsTo('POST', '/api/auth/get-user-membership-promo');
    expect(sent[1]?.body).toEqual({ identifier: 'M-1', menuId: 7 });
    expect(
      app.screen.getByRole('radio', { name: /Members club/ }).getAttribute('aria-checked'),
    ).toBe('true');

    // The checkout names the member found by the dialog as it names one found there.
    await app.user.click(app.screen.getByRole('button', { name: 'Continue' }));
    await app.user.click(await app.screen.findByRole('tab', { name: /Checkout details/ }));
    expect(await app.screen.findByText('Member: Ada (M-100)')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/auth/get-user-membership-promo')).toHaveLength(2);
  });

  it('goes back to the order manager when the order to modify cannot be loaded', async () => {
    const app = open('/order-management/55', {
      'GET /api/orders/by-number/55': apiError(404, 'not_found', 'Not found.'),
      // The order manager it lands on lists no orders: its calls add no refusal of their own.
      'GET /api/orders': json(200, { items: [], next_cursor: null }),
    });
    await waitFor(() => expect(currentPath(app.router)).toBe('/order-management'));
    expect(await app.screen.findByText('Not found.')).toBeTruthy();
  });

  it('opens a saved order by its number and saves it with PUT to its id', async () => {
    const draft = newOrderDraft();
    draft.data.config.menuId = 1;
    draft.data.items = [priced(ZCartItem.parse({ id: 3, menu_id: 1, name: 'Fries', quantity: 2 }))];
    const saved = makeOrder(55, draft, { order_number: 1008 });
    const app = open('/order-management/1008', {
      'GET /api/orders/by-number/1008': json(200, {
        ...saved,
        validation: [
          { cartIndex: 0, code: 'item_unavailable', message: 'Fries cannot be ordered right now.' },
        ],
      }),
      'PUT /api/orders/modify/55': (call) =>
        json(200, makeOrder(55, call.body as OrderDraft, { order_number: 1008 })),
    });
    expect(await app.screen.findByRole('heading', { level: 1, name: 'Modify order' })).toBeTruthy();
    // Discarding a modification loses the changes, not the order.
    expect(app.screen.getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    expect(app.screen.queryByRole('button', { name: 'Discard order' })).toBeNull();
    await app.screen.findByRole('list', { name: 'Cart items' });
    const line = cartLines(app)[0]!;
    expect(within(line).getByText('Fries cannot be ordered right now.')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Save changes' }));
    const done = await app.screen.findByRole('dialog', { name: 'Order updated' });
    expect(within(done).getByText('Order #1008')).toBeTruthy();
    expect(
      (app.api.callsTo('PUT', '/api/orders/modify/55')[0]?.body as OrderDraft).data.items,
    ).toHaveLength(1);
  });
  it('asks before removing a line of a saved order, and never removes its last one', async () => {
    const draft = newOrderDraft();
    draft.data.config.menuId = 1;
    draft.data.items = [
      priced(ZCartItem.parse({ id: 3, menu_id: 1, name: 'Fries', quantity: 1, cartIndex: 0 })),
      priced(ZCartItem.parse({ id: 2, menu_id: 1, name: 'Burger', quantity: 1, cartIndex: 1 })),
    ];
    const app = open('/order-management/1008', {
      'GET /api/orders/by-number/1008': json(200, {
        ...makeOrder(55, draft, { order_number: 1008 }),
        validation: [],
      }),
    });
    await app.screen.findByRole('list', { name: 'Cart items' });
    const removeFries = () =>
      app.user.click(within(cartLines(app)[0]!).getByRole('button', { name: /^Remove Fries/ }));
    await removeFries();
    const ask = await app.screen.findByRole('dialog', { name: 'Remove Fries from the order?' });
    await app.user.click(within(ask).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(cartLines(app)).toHaveLength(2));
    await removeFries();
    const again = await app.screen.findByRole('dialog', { name: 'Remove Fries from the order?' });
    await app.user.click(within(again).getByRole('button', { name: 'Remove item' }));
    await waitFor(() => expect(cartLines(app)).toHaveLength(1));
    await app.user.click(
      within(cartLines(app)[0]!).getByRole('button', { name: /^Remove Burger/ }),
    );
    const advice = await app.screen.findByRole('dialog', {
      name: 'An order keeps at least one item',
    });
    expect(within(advice).getByText(/complete it, then request a full refund/)).toBeTruthy();
    await app.user.click(within(advice).getByRole('button', { name: 'Got it' }));
    expect(cartLines(app)).toHaveLength(1);
  });
});
