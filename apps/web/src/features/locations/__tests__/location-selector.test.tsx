import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { sessionStore } from '#lib/session/session-store.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const names = ['Airport', 'Arena', 'Bakery', 'Cafeteria', 'Campus', 'Diner', 'Harbour', 'Plaza'];
const locations = names.map((name, index) =>
  makeLocation(index + 1, `${name} Kitchen`, index === 1 ? { suites_enabled: true } : {}),
);
const ids = locations.map((location) => location.id);

function open(path = '/menus') {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, locations),
    'POST /api/auth/logout': json(204),
  });
  signInAs({ role: 'manager', restaurants: ids });
  return { ...renderApp(path), api };
}

async function openSelector(app: ReturnType<typeof open>) {
  await app.user.click(
    await app.screen.findByRole('button', { name: 'Location: Airport Kitchen' }),
  );
  return app.screen.findByRole('dialog');
}

describe('location selector', () => {
  it('lists at most 5 recent locations', async () => {
    window.localStorage.setItem(
      'app.recentLocations.user-1',
      JSON.stringify([8, 7, 6, 5, 4, 3, 2]),
    );
    const app = open();
    const dialog = await openSelector(app);
    const recent = within(dialog).getByRole('list', { name: 'Recent locations' });
    expect(within(recent).getAllByRole('button')).toHaveLength(5);
    expect(within(recent).getAllByRole('button')[0]?.textContent).toContain('Plaza Kitchen');
  });

  it('offers up to 5 other locations before any switch', async () => {
    const app = open();
    const dialog = await openSelector(app);
    const others = within(dialog).getByRole('list', { name: 'Other locations' });
    expect(within(others).getAllByRole('button')).toHaveLength(5);
    expect(within(dialog).queryByRole('list', { name: 'Recent locations' })).toBeNull();
  });

  it('searches with at most 5 results', async () => {
    const app = open();
    const dialog = await openSelector(app);
    await app.user.type(within(dialog).getByLabelText('Search locations'), 'kitchen');
    const results = within(dialog).getByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('button')).toHaveLength(5);

    await app.user.clear(within(dialog).getByLabelText('Search locations'));
    await app.user.type(within(dialog).getByLabelText('Search locations'), 'harb');
    expect(within(dialog).getByRole('button', { name: /Harbour Kitchen/ })).toBeTruthy();
  });

  it('switches the tenant and remembers the previous location as recent', async () => {
    const app = open();
    const dialog = await openSelector(app);
    await app.user.type(within(dialog).getByLabelText('Search locations'), 'diner');
    await app.user.click(within(dialog).getByRole('button', { name: /Diner Kitchen/ }));

    expect(await app.screen.findByRole('button', { name: 'Location: Diner Kitchen' })).toBeTruthy();
    expect(sessionStore.getState()).toMatchObject({ tenantId: 6 });
    expect(JSON.parse(window.localStorage.getItem('app.recentLocations.user-1') ?? '[]')).toEqual([
      6, 1,
    ]);
    // Later calls carry the new tenant.
    await app.user.click(app.screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/auth/logout')[0]?.headers.get('X-Restaurant-Id')).toBe(
      '6',
    );
  });

  it('links to all locations, where one can be chosen', async () => {
    const app = open();
    const dialog = await openSelector(app);
    await app.user.click(within(dialog).getByRole('link', { name: 'View all locations' }));
    expect(await app.screen.findByRole('heading', { name: 'Locations' })).toBeTruthy();
    expect(currentPath(app.router)).toBe('/locations');

    const table = app.screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(names.length + 1);
    expect(within(table).getByText('Suites')).toBeTruthy();

    await app.user.type(app.screen.getByLabelText('Search locations'), 'arena');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    await app.user.click(app.screen.getByRole('button', { name: 'Choose Arena Kitchen' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'));
    expect(app.screen.getByRole('button', { name: 'Location: Arena Kitchen' })).toBeTruthy();
    // Arena has suites: the navigation follows the new location.
    expect(app.screen.getByRole('link', { name: 'Events' })).toBeTruthy();
  });
});
