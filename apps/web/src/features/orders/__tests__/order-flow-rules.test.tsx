import { describe, expect, it, vi } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import {
  dueInstant,
  toIsoDate,
  type CartItem,
  type OrderDraft,
  type OrderingConfig,
} from '@app/domain';
import { apiError, json, type RecordedCall } from '#test/fetch-mock.ts';
import { hours, makeItem } from '#test/catalogue.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { makeCosts, makeDeliveryConfig, makePublishedMenu, subtotalOf } from '#test/orders.ts';
import { burger, cartLines, open, priced, startOrder, toppings } from './order-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

const zone = 'America/Toronto';

/** A calendar day in Toronto `days` from today, and its ISO day of the week (1 = Monday). */
function torontoDay(days: number) {
  const date = toIsoDate(new Date(Date.now() + days * 86_400_000), zone);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return { date, dayOfWeek: weekday === 0 ? 7 : weekday };
}

describe('an order that needs a due date', { timeout: 30_000 }, () => {
  // A scheduled-only take-out menu open all day tomorrow, closed today: at night (or any time
  // today) its items cannot be ordered for now.
  const tomorrow = torontoDay(1);
  const pastry = makeItem(31, { name: 'Croissant', base_price: 3.5, menu_id: 30 });
  const preorders = makePublishedMenu(30, 'Pre-orders', {
    dine_in: false,
    on_demand: false,
    scheduled: true,
    availability: hours([tomorrow.dayOfWeek], '00:00', '24:00'),
    items: [pastry],
  });

  function openPreorders() {
    return open('/order-management/create', {
      'GET /api/menus/get-published-menus-optimized': json(200, [preorders]),
      'POST /api/orders/scheduling': (call: RecordedCall) => {
        const date = (call.body as { date?: string }).date ?? null;
        return json(200, {
          timeZone: zone,
          firstDate: tomorrow.date,
          lastDate: tomorrow.date,
          excludeWeekends: false,
          minimumOrderAmount: null,
          date,
          slots: date ? [{ time: '12:00', available: true, remaining: null }] : [],
        });
      },
      'POST /api/orders/item': (call: RecordedCall) => {
        const { item } = call.body as { item: CartItem };
        return json(200, { item: { ...item, orderPrice: 3.5 * item.quantity }, removed: [] });
      },
    });
  }

  it('asks for the due date first, then offers the items open at that time', async () => {
    const app = openPreorders();
    await startOrder(app, 'Pre-orders');
    expect(app.screen.getByText('Choose when the order is due first')).toBeTruthy();
    expect(
      app.screen.getByRole('button', { name: 'Croissant, Choose the due date first' }),
    ).toHaveProperty('disabled', true);
    expect(app.screen.queryByText('The menu is closed')).toBeNull();

    await app.user.click(app.screen.getByRole('button', { name: 'Choose the due date' }));
    await app.user.click(await app.screen.findByRole('button', { name: /^Date/ }));
    await app.user.click(
      await app.screen.findByRole('button', { name: tomorrow.date.replaceAll('-', '/') }),
    );

    await app.user.click(app.screen.getByRole('tab', { name: 'Items' }));
    expect(app.screen.queryByText('Choose when the order is due first')).toBeNull();
    await app.user.click(app.screen.getByRole('button', { name: /^Croissant/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Croissant' });
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    await waitFor(() => expect(cartLines(app)).toHaveLength(1));
    // The line is checked at the due time (noon without a time), not now.
    const sent = app.api.callsTo('POST', '/api/orders/item')[0]?.body as { dueAt?: string };
    expect(sent.dueAt).toBe(dueInstant(tomorrow.date, null, zone).toISOString());
  });

  it('asks for the due date rather than sending an order without one', async () => {
    const allWeek = makePublishedMenu(32, 'Catering trays', {
      dine_in: false,
      on_demand: false,
      scheduled: true,
      items: [makeItem(33, { name: 'Sandwich tray', base_price: 40, menu_id: 32 })],
    });
    const app = open('/order-management/create', {
      'GET /api/menus/get-published-menus-optimized': json(200, [allWeek]),
      'POST /api/orders/scheduling': json(200, {
        timeZone: zone,
        firstDate: tomorrow.date,
        lastDate: tomorrow.date,
        excludeWeekends: false,
        minimumOrderAmount: null,
        date: null,
        slots: [],
      }),
    });
    await startOrder(app, 'Catering trays');
    // Open now, so the tray can be added before the date is chosen.
    await app.user.click(app.screen.getByRole('button', { name: /^Sandwich tray/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Sandwich tray' });
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    await waitFor(() => expect(cartLines(app)).toHaveLength(1));

    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    expect(await app.screen.findByText('This field is required.')).toBeTruthy();
    expect(
      app.screen.getByRole('tab', { name: /Checkout details/ }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(app.api.callsTo('POST', '/api/orders')).toHaveLength(0);
  });
});

describe('modifiers the server takes away while pricing', { timeout: 30_000 }, () => {
  it('lists them and keeps the fitted line in the cart', async () => {
    const bacon = toppings.values[1]!;
    const app = open('/order-management/create', {
      // The server's limits changed since the menu was read: bacon no longer fits.
      'POST /api/orders/recalculate-costs': (call: RecordedCall) => {
        const draft = call.body as OrderDraft;
        const removed = draft.data.items.flatMap((line, cartIndex) =>
          line.orderOptions
            .filter((option) => option.value_id === bacon.id)
            .map((option) => ({ cartIndex, ...option })),
        );
        const items = draft.data.items.map((line) =>
          priced({
            ...line,
            orderOptions: line.orderOptions.filter((option) => option.value_id !== bacon.id),
          }),
        );
        return json(200, { items, costs: makeCosts(subtotalOf(items)), problems: [], removed });
      },
    });
    await startOrder(app);
    await app.user.click(app.screen.getByRole('button', { name: new RegExp(`^${burger.name}`) }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Burger' });
    await app.user.click(within(dialog).getByRole('checkbox', { name: /Bacon/ }));
    await app.user.click(within(dialog).getByRole('radio', { name: /Salad/ }));
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));

    expect(await app.screen.findByText('Modifiers removed to fit the limits')).toBeTruthy();
    expect(app.screen.getByText('1 × Bacon')).toBeTruthy();
    await waitFor(() => expect(within(cartLines(app)[0]!).queryByText(/Bacon/)).toBeNull());
    // The draft now holds the fitted line: the next pricing has nothing to take away.
    await waitFor(() => {
      const last = app.api.callsTo('POST', '/api/orders/recalculate-costs').at(-1);
      const ids = (last?.body as OrderDraft).data.items[0]?.orderOptions.map((o) => o.value_id);
      expect(ids).not.toContain(bacon.id);
    });
    expect(app.screen.getAllByText('Modifiers removed to fit the limits')).toHaveLength(1);
  });
});

describe('delivery', { timeout: 30_000 }, () => {
  const delivering = (delivery: Partial<OrderingConfig['delivery']>) =>
    makeOrderingConfig({
      flags: { delivery: true, k12: true },
      delivery: makeDeliveryConfig(delivery),
    });

  it('is not offered where the location delivers to students (the server refuses it)', async () => {
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(200, delivering({ type: 'school' })),
    });
    const types = await app.screen.findByRole('radiogroup', { name: 'Order type' });
    expect(within(types).getByRole('radio', { name: 'School' })).toBeTruthy();
    expect(within(types).queryByRole('radio', { name: 'Delivery' })).toBeNull();
    const takeOut = app.screen.getByRole('radiogroup', { name: 'Take-out type' });
    expect(within(takeOut).queryByRole('radio', { name: 'Delivery' })).toBeNull();
  });

  it('is offered where the location delivers to its own places', async () => {
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(
        200,
        delivering({
          type: 'custom',
          custom: [{ location: 'Main floor', areas: ['Patio'], localization: {} }],
        }),
      ),
    });
    const types = await app.screen.findByRole('radiogroup', { name: 'Order type' });
    expect(within(types).getByRole('radio', { name: 'Delivery' })).toBeTruthy();
  });
});

describe('a session problem while pricing', { timeout: 30_000 }, () => {
  it('goes to the shared handling once, not while rendering', async () => {
    const consoleErrors = vi.spyOn(console, 'error');
    const app = open(
      '/order-management/create',
      {
        'POST /api/orders/recalculate-costs': apiError(
          403,
          'pin_required',
          'Enter your PIN to continue.',
        ),
      },
      { withPin: true },
    );
    await startOrder(app);
    await app.user.click(app.screen.getByRole('button', { name: /^Fries/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Fries' });
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    expect(await app.screen.findByRole('heading', { name: 'Enter your PIN' })).toBeTruthy();
    expect(app.screen.getAllByText('Enter your PIN to continue.')).toHaveLength(1);
    // Handling it while rendering would update the session during the render (React says so).
    const messages = consoleErrors.mock.calls.map((call) => call.map(String).join(' '));
    expect(messages.filter((message) => message.includes('while rendering'))).toEqual([]);
    consoleErrors.mockRestore();
  });
});

describe('orders served at their booking or now', { timeout: 30_000 }, () => {
  // A package open only on the evening of an event nine days ahead: closed now, whatever the hour.
  const eventDay = torontoDay(9);
  const startsAt = dueInstant(eventDay.date, '19:30', zone);
  const nachos = makeItem(41, { name: 'Nacho tray', base_price: 40, menu_id: 40 });
  const suitePackage = makePublishedMenu(40, 'Suite package', {
    dine_in: false,
    on_demand: false,
    event_package: true,
    availability: hours([eventDay.dayOfWeek], '18:00', '24:00'),
    items: [nachos],
  });
  const config = makeOrderingConfig({
    flags: { suites_enabled: true },
    events: [
      {
        id: 5,
        title: 'Game night',
        start_date: startsAt.toISOString(),
        suites: [{ id: 50, name: 'Suite 12' }],
        packages: [{ id: 40, name: 'Suite package' }],
      },
    ],
  });

  it('offers an event package at the event, though it is closed now', async () => {
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(200, config),
      'GET /api/menus/get-published-menus-optimized': json(200, [suitePackage]),
      'POST /api/orders/item': (call: RecordedCall) => {
        const { item } = call.body as { item: CartItem };
        return json(200, { item: { ...item, orderPrice: 40 * item.quantity }, removed: [] });
      },
    });
    await app.user.click(await app.screen.findByRole('radio', { name: 'Event' }));
    await app.user.click(app.screen.getByRole('combobox', { name: 'Event' }));
    await app.user.click(await app.screen.findByRole('option', { name: /^Game night/ }));
    await startOrder(app, 'Suite package');

    expect(app.screen.queryByText('The menu is closed')).toBeNull();
    await app.user.click(app.screen.getByRole('button', { name: /^Nacho tray/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Nacho tray' });
    await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
    await waitFor(() => expect(cartLines(app)).toHaveLength(1));
    const sent = app.api.callsTo('POST', '/api/orders/item')[0]?.body as { dueAt?: string };
    expect(sent.dueAt).toBe(startsAt.toISOString());
  });

  it('asks for the event first rather than judging the package now', async () => {
    const app = open('/order-management/create', {
      'GET /api/orders/ordering-config': json(200, config),
      'GET /api/menus/get-published-menus-optimized': json(200, [suitePackage]),
    });
    await app.user.click(await app.screen.findByRole('radio', { name: 'Event' }));
    await startOrder(app, 'Suite package');
    expect(
      app.screen.getByText(
        'Items are offered at the time of the event or reservation. Choose it in the order details first.',
      ),
    ).toBeTruthy();
  });

  it('tells a dine-in check to choose another menu, not to schedule', async () => {
    const closedBar = makePublishedMenu(11, 'Late bar', {
      dine_in: true,
      on_demand: false,
      scheduled: true,
      availability: [],
      items: [makeItem(12, { name: 'Wings', menu_id: 11 })],
    });
    const app = open('/order-management/create', {
      'GET /api/menus/get-published-menus-optimized': json(200, [closedBar]),
    });
    await app.user.click(await app.screen.findByRole('radio', { name: 'Dine-in' }));
    await app.user.type(app.screen.getByRole('textbox', { name: /^Table number/ }), '4');
    await startOrder(app, 'Late bar');
    expect(app.screen.getByText('This menu is closed now. Choose another menu.')).toBeTruthy();
  });
});
