import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { ZOrderDraft, type Role } from '@app/domain';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { makeOrder, orderScreenRoutes } from '#test/orders.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const restaurant = makeLocation(1, 'Demo Restaurant', { order_management: true });
const venue = makeLocation(2, 'Stadium', { suites_enabled: true, catering: true });

function openAs(
  role: Role,
  path: string,
  location = restaurant,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'POST /api/auth/logout': json(204),
    ...orderScreenRoutes(),
    ...routes,
  });
  signInAs({ role, restaurants: [location.id] });
  return { ...renderApp(path), api };
}

async function navLinkNames(app: ReturnType<typeof renderApp>) {
  const nav = await app.screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);
}

describe('navigation by role and location flags', () => {
  it.each(['staff', 'kiosk'] as const)('shows no navigation to %s', async (role) => {
    const app = openAs(role, '/');
    // The order screen loads its code, the ordering config and the menus first.
    expect(
      await app.screen.findByRole('heading', { name: 'Create order' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(currentPath(app.router)).toBe('/order-management/create');
    expect(app.screen.queryByRole('navigation')).toBeNull();
    expect(app.screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('forces staff to order creation from any route', async () => {
    for (const path of ['/menus', '/settings', '/order-management/12', '/no-such-page']) {
      const app = openAs('staff', path);
      await waitFor(() => expect(currentPath(app.router)).toBe('/order-management/create'));
      app.unmount();
    }
  });

  it('lets kiosk edit an order but nothing else', async () => {
    const app = openAs('kiosk', '/order-management/12', restaurant, {
      'GET /api/orders/by-number/12': json(200, {
        ...makeOrder(
          12,
          ZOrderDraft.parse({ type: 'dine_in', data: { config: { menuId: 1 }, items: [] } }),
        ),
        validation: [],
      }),
    });
    expect(
      await app.screen.findByRole('heading', { name: 'Modify order' }, { timeout: 5000 }),
    ).toBeTruthy();
    app.unmount();
    const other = openAs('kiosk', '/order-management');
    await waitFor(() => expect(currentPath(other.router)).toBe('/order-management/create'));
  });

  it('does not show Settings to a member, and redirects the member to /menus', async () => {
    const app = openAs('member', '/menus');
    const names = await navLinkNames(app);
    expect(names).toEqual(expect.arrayContaining(['Menus', 'Add-ons', 'Availability']));
    expect(names).not.toContain('Settings');
    expect(names).not.toContain('Replicate menus');
    app.unmount();

    const settings = openAs('member', '/settings');
    await waitFor(() => expect(currentPath(settings.router)).toBe('/menus'));
  });

  it('shows Events and hides Go to menu for a manager of a suites location', async () => {
    const app = openAs('manager', '/menus', venue);
    const names = await navLinkNames(app);
    expect(names).toEqual(
      expect.arrayContaining(['Events', 'Logistics', 'Report', 'Settings', 'Replicate menus']),
    );
    expect(names).not.toContain('Go to menu');
    expect(names).not.toContain('Orders');
  });

  it('shows Go to menu and Orders, but no Events, to a manager elsewhere', async () => {
    const app = openAs('manager', '/menus');
    const names = await navLinkNames(app);
    expect(names).toEqual(expect.arrayContaining(['Orders', 'Settings', 'Go to menu']));
    expect(names).not.toContain('Events');
    // The location's public web menu, in a new tab.
    const goToMenu = app.screen.getByRole('link', { name: 'Go to menu' });
    expect(goToMenu.getAttribute('href')).toBe('/menu/demo-restaurant');
    expect(goToMenu.getAttribute('target')).toBe('_blank');
    await app.user.click(app.screen.getByRole('link', { name: 'Orders' }));
    expect(await app.screen.findByRole('heading', { name: 'Order manager' })).toBeTruthy();
  });

  it('switches between expanded and mini navigation, remembered for the session', async () => {
    const app = openAs('manager', '/menus');
    const nav = await app.screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Add-ons')).toBeTruthy();
    await app.user.click(within(nav).getByRole('button', { name: 'Collapse navigation' }));
    expect(within(nav).queryByText('Add-ons')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Add-ons' })).toBeTruthy();
    expect(window.sessionStorage.getItem('app.nav.expanded')).toBe('false');
    app.unmount();

    const again = openAs('manager', '/menus');
    const navAgain = await again.screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(navAgain).getByRole('button', { name: 'Expand navigation' })).toBeTruthy();
  });

  it('logs out through the server and returns to /login', async () => {
    const app = openAs('manager', '/menus');
    const nav = await app.screen.findByRole('navigation', { name: 'Main navigation' });
    await app.user.click(within(nav).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/login'));
    expect(app.api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(window.sessionStorage.getItem('app.session')).toBeNull();
  });
});
