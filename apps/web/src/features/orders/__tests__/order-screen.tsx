import { expect } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { CartItem, OrderDraft, Role } from '@app/domain';
import { json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { sessionStore } from '#lib/session/session-store.ts';
import { makeItem, makeOptionGroup, makeOptionValue, makeSection } from '#test/catalogue.ts';
import { makeOrderingConfig } from '@app/domain/testing';
import { makeCosts, makePublishedMenu, subtotalOf } from '#test/orders.ts';

export const toppings = makeOptionGroup(4, 'Toppings', {
  allow_multiple_selection: true,
  limit: 2,
  values: [
    makeOptionValue(4, 'Cheese', { price: 0.5, max_quantity: 3 }),
    makeOptionValue(4, 'Bacon', { price: 1 }),
    makeOptionValue(4, 'Onions'),
  ],
});
export const side = makeOptionGroup(5, 'Side', { required: true, values: ['Salad', 'Chips'] });
export const burger = makeItem(2, {
  name: 'Burger',
  base_price: 9,
  section_id: 10,
  options: [4, 5],
});
export const fries = makeItem(3, {
  name: 'Fries',
  base_price: 3,
  section_id: 10,
  localization: { fr: { name: 'Frites maison' } },
});
export const soup = makeItem(6, { name: 'Soup', section_id: 10, sold_out: true });
export const lunch = makePublishedMenu(
  1,
  'Lunch',
  {
    dine_in: true,
    on_demand: true,
    sections: [makeSection(10, 1, 'Mains', { items: [burger, fries, soup] })],
  },
  [toppings, side],
);
export const takeOut = { dine_in: false, on_demand: true };
export const club = makePublishedMenu(7, 'Members club', { ...takeOut, member_only: true });
export const guests = makePublishedMenu(8, 'Guest kiosk', {
  ...takeOut,
  access_level: 'guest_only',
});
export const crew = makePublishedMenu(9, 'Crew meals', { ...takeOut, access_level: 'staff_only' });

/*
 * The order screen under test: a location taking orders, a lunch menu (sections, a burger
 * with a limited and a required group, fries, a sold-out soup) and take-out menus that are
 * members-only, guest-only and staff-only; the server's pricing answered like the real one.
 */

/** Prices a line like the server: the item's price plus options, times the quantity. */
export function priced(line: CartItem): CartItem {
  const item = [burger, fries].find((candidate) => candidate.id === line.id);
  const options = line.orderOptions.reduce((sum, option) => {
    const value = [...toppings.values, ...side.values].find((v) => v.id === option.value_id);
    return sum + (value?.price ?? 0) * option.quantity;
  }, 0);
  return { ...line, orderPrice: ((item?.base_price ?? 0) + options) * line.quantity };
}

/**
 * The screen at `path` for a manager (or `role`); `withPin`: one whose account has a PIN,
 * already entered.
 */
export function open(
  path = '/order-management/create',
  routes: Parameters<typeof mockApi>[0] = {},
  { withPin = false, role = 'manager' }: { withPin?: boolean; role?: Role } = {},
) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [
      makeLocation(1, 'Bistro', { order_management: true }),
    ]),
    'GET /api/menus/get-published-menus-optimized': json(200, [lunch, club, guests, crew]),
    'GET /api/orders/ordering-config': json(200, makeOrderingConfig()),
    'POST /api/orders/item': (call) => {
      const { item } = call.body as { item: CartItem };
      return json(200, { item: priced(item), removed: [] });
    },
    'POST /api/orders/recalculate-costs': (call) => {
      const draft = call.body as OrderDraft;
      const items = draft.data.items.map(priced);
      return json(200, { items, costs: makeCosts(subtotalOf(items)), problems: [], removed: [] });
    },
    ...routes,
  });
  signInAs({ role, restaurants: [1], hasPins: withPin });
  if (withPin) sessionStore.setPinEntered(true);
  return { ...renderApp(path), api };
}

export type App = ReturnType<typeof open>;

export async function startOrder(app: App, menu = 'Lunch') {
  await app.user.click(await app.screen.findByRole('radio', { name: new RegExp(menu) }));
  await app.user.click(app.screen.getByRole('button', { name: 'Continue' }));
  await app.screen.findByRole('searchbox', { name: 'Search items' });
}

export async function addFries(app: App) {
  await app.user.click(await app.screen.findByRole('button', { name: /^Fries/ }));
  const dialog = await app.screen.findByRole('dialog', { name: 'Fries' });
  await app.user.click(within(dialog).getByRole('button', { name: /^Add to order/ }));
  await waitFor(() => expect(app.screen.queryByRole('dialog', { name: 'Fries' })).toBeNull());
}

export function cartLines(app: App) {
  return within(app.screen.getByRole('list', { name: 'Cart items' })).queryAllByRole('listitem');
}

export function keyOf(call: RecordedCall | undefined): string | null {
  return call?.headers.get('Idempotency-Key') ?? null;
}
