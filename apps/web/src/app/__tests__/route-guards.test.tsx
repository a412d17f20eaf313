import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { Role } from '@app/domain';
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
    const app = openAs('manager', '/menus/12/sections/3/items');
    expect(await app.screen.findByRole('heading', { name: 'Section items' })).toBeTruthy();
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
    expect(await app.screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(app.screen.getByText('Coming soon')).toBeTruthy();
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
    mockApi({ 'POST /api/restaurants/list': json(200, [everything]) });
    signInAs({ role: 'admin', restaurants: [everything.id] });
    const app = renderApp('/menus');
    const nav = await app.screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav)
      .getAllByRole('link')
      .filter((link) => !link.getAttribute('target'));
    expect(links.length).toBeGreaterThanOrEqual(9);
    for (const link of links) {
      await app.user.click(link);
      expect(await app.screen.findByText('Coming soon')).toBeTruthy();
      expect(app.screen.queryByText(/cannot locate the page/)).toBeNull();
    }
  });
});
