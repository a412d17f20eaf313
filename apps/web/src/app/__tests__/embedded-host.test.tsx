import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { HOST_MESSAGE_TYPE, readHostAnnouncement } from '#lib/host/host-app.ts';
import { sessionStore } from '#lib/session/session-store.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { orderScreenRoutes } from '#test/orders.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import type { OrderDraft } from '@app/domain';
import { makeOrder } from '#test/orders.ts';
import {
  addFries,
  open as openOrderScreen,
  startOrder,
} from '../../features/orders/__tests__/order-screen.tsx';

const restaurant = makeLocation(1, 'Demo Restaurant', { order_management: true });

/** What the back-office posted to its host (here the page's own window: no parent frame). */
let posted: unknown[] = [];
function record(event: MessageEvent) {
  posted.push(event.data);
}

beforeEach(() => {
  posted = [];
  window.addEventListener('message', record);
});
afterEach(() => window.removeEventListener('message', record));

function open(role: 'manager' | 'staff', path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [restaurant]),
    'POST /api/auth/logout': json(204),
    ...orderScreenRoutes(),
    ...routes,
  });
  signInAs({ role, restaurants: [restaurant.id] });
  return { ...renderApp(path), api };
}

describe('embedded in a host app', () => {
  it('offers no way back when the back-office runs on its own', async () => {
    const app = open('manager', '/menus', { 'GET /api/menus': json(200, []) });
    const nav = await app.screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: /Back to/ })).toBeNull();
  });

  it('offers "Back to tabs" in the navigation and hands control back to the host', async () => {
    readHostAnnouncement('?embedded=tabs');
    const app = open('manager', '/menus', { 'GET /api/menus': json(200, []) });
    const nav = await app.screen.findByRole('navigation', { name: 'Main navigation' });
    await app.user.click(within(nav).getByRole('button', { name: 'Back to tabs' }));
    await waitFor(() => expect(posted).toEqual([{ type: HOST_MESSAGE_TYPE, reason: 'back' }]));
  });

  it('offers "Back to app" in the header of staff, who have no navigation', async () => {
    readHostAnnouncement('?embedded=app');
    const app = open('staff', '/order-management/create');
    await app.screen.findByRole('heading', { name: 'Create order' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'Back to app' }));
    await waitFor(() => expect(posted).toEqual([{ type: HOST_MESSAGE_TYPE, reason: 'back' }]));
  });

  it('returns a timed-out session to the host with the message instead of logging out', async () => {
    readHostAnnouncement('?embedded=tabs');
    const app = open('manager', '/menus', {
      'GET /api/menus': apiError(401, 'session_timed_out', 'Session timed out.'),
    });
    expect(await app.screen.findByText('Session timed out.')).toBeTruthy();
    await waitFor(() =>
      expect(posted).toEqual([{ type: HOST_MESSAGE_TYPE, reason: 'session_timed_out' }]),
    );
    expect(sessionStore.getState().authenticated).toBe(true);
    expect(currentPath(app.router)).toBe('/menus');
    expect(app.api.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
  });

  it('logs out on a timed-out session when it runs on its own', async () => {
    readHostAnnouncement('?embedded=tabs');
    readHostAnnouncement('?embedded=none');
    const app = open('manager', '/menus', {
      'GET /api/menus': apiError(401, 'session_timed_out', 'Session timed out.'),
    });
    await waitFor(() => expect(sessionStore.getState().authenticated).toBe(false));
    await waitFor(() => expect(currentPath(app.router)).toBe('/login'));
    expect(posted).toEqual([]);
  });

  it('goes back to the host’s open tabs from the submitted-order dialog', async () => {
    readHostAnnouncement('?embedded=tabs');
    const app = openOrderScreen('/order-management/create', {
      'POST /api/orders': (call) => json(201, makeOrder(42, call.body as OrderDraft)),
    });
    await startOrder(app);
    await addFries(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Submit order' }));
    const done = await app.screen.findByRole('dialog', { name: 'Order submitted' });
    await app.user.click(within(done).getByRole('button', { name: 'Back to open tabs' }));
    await waitFor(() => expect(posted).toEqual([{ type: HOST_MESSAGE_TYPE, reason: 'open_tabs' }]));
  });
});
