import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { screenPaths, type Role } from '@app/domain';
import { makeDeepMenu, makeItem, makeMenuSummary, makeSection } from '#test/catalogue.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const school = makeLocation(3, 'School', { subsidies: true, app8_credits: true, k12: true });

function openAs(role: Role, path: string) {
  mockApi({ 'POST /api/restaurants/list': json(200, [school]) });
  signInAs({ role, restaurants: [school.id] });
  return renderApp(path);
}

describe('page not found', () => {
  it.each(['/no-such-page', '/not-found', '/menus/abc/items', '/menus/12/sections/x/items'])(
    'shows page-not-found for %s, with a way back to /menus',
    async (path) => {
      const app = openAs('manager', path);
      expect(await app.screen.findByText(/cannot locate the page/)).toBeTruthy();
      await app.user.click(app.screen.getByRole('link', { name: 'Back to menus' }));
      expect(await app.screen.findByRole('heading', { name: 'Menus', level: 1 })).toBeTruthy();
      expect(currentPath(app.router)).toBe('/menus');
    },
  );

  it('reads integer ids in menu routes', async () => {
    const soups = makeSection(3, 12, 'Soups', {
      items: [makeItem(30, { menu_id: 12, section_id: 3, name: 'Pho' })],
    });
    const api = mockApi({
      'POST /api/restaurants/list': json(200, [school]),
      'GET /api/menus': json(200, [makeMenuSummary(12, 'Lunch')]),
      'GET /api/options': json(200, []),
      'GET /api/menus/deep-get-menu/12': json(
        200,
        makeDeepMenu(12, 'Lunch', { sections: [soups] }),
      ),
    });
    signInAs({ role: 'manager', restaurants: [school.id] });
    const app = renderApp('/menus/12/sections/3/items');
    expect(await app.screen.findByRole('heading', { name: 'Soups', level: 1 })).toBeTruthy();
    expect(await app.screen.findByText('Pho')).toBeTruthy();
    expect(api.callsTo('GET', '/api/menus/deep-get-menu/12').length).toBeGreaterThan(0);
  });
});

describe('screens that need manager or above', () => {
  it.each([
    '/customize',
    '/advanced',
    '/replicate-menus',
    '/settings',
    '/settings/menu-groups',
    '/settings/subsidies',
    '/settings/credits',
  ])('redirects a lead from %s to /menus', async (path) => {
    const app = openAs('lead', path);
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'));
  });

  it.each([
    ['/settings/subsidies', 'Subsidies'],
    ['/settings/credits', 'Credits'],
    ['/orders-report', 'Orders summary'],
  ])('opens %s for a manager where the location allows it', async (path, title) => {
    const app = openAs('manager', path);
    expect(await app.screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(currentPath(app.router)).toBe(path);
  });

  it('redirects a manager from event screens where suites are off', async () => {
    const app = openAs('manager', '/events/5/suites/2/beo');
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'));
  });
});

describe('navigation targets', () => {
  it('every entry an admin can see leads to a screen', async () => {
    const everything = makeLocation(9, 'Everything', {
      order_management: true,
      suites_enabled: true,
      catering: true,
    });
    mockApi({
      'POST /api/restaurants/list': json(200, [everything]),
      'GET /api/menus': json(200, [makeMenuSummary(1, 'Lunch')]),
      'GET /api/options': json(200, []),
      'GET /api/menu-groups': json(200, []),
    });
    signInAs({ role: 'admin', restaurants: [everything.id] });
    const app = renderApp('/menus');
    // Each screen's code loads on first use, slow on a busy machine.
    const SLOW = { timeout: 5000 };
    const nav = await app.screen.findByRole('navigation', { name: 'Main navigation' }, SLOW);
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('target'));
    expect(links.length).toBeGreaterThanOrEqual(9);
    // Where each entry leads: the catalogue screens are built, the other areas still show
    // their placeholder ("Coming soon").
    const screens: Record<string, { title: string; built: boolean }> = {
      [screenPaths.menus]: { title: 'Menus', built: true },
      [screenPaths.modifiers]: { title: 'Add-ons', built: true },
      [screenPaths.availability]: { title: 'Availability', built: true },
      [screenPaths.replicate]: { title: 'Replicate menus', built: true },
      [screenPaths.order_manager]: { title: 'Order manager', built: true },
      [screenPaths.orders_report]: { title: 'Orders summary', built: true },
      [screenPaths.events]: { title: 'Events', built: true },
      [screenPaths.event_settings]: { title: 'Event settings', built: true },
      [screenPaths.settings]: { title: 'Settings', built: true },
    };
    for (const link of links) {
      const href = link.getAttribute('href')!;
      const target = screens[href];
      expect(target, `nav entry ${href}`).toBeDefined();
      await app.user.click(link);
      expect(
        await app.screen.findByRole('heading', { level: 1, name: target!.title }, SLOW),
      ).toBeTruthy();
      expect(currentPath(app.router)).toBe(href);
      expect(app.screen.queryByText(/cannot locate the page/)).toBeNull();
      if (target!.built) expect(app.screen.queryByText('Coming soon')).toBeNull();
      else expect(app.screen.getByText('Coming soon')).toBeTruthy();
    }
  });
});
