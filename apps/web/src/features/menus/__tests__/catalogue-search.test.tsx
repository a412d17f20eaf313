import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs, type TestUser } from '#test/tokens.ts';
import { makeMenuSummary, makeSearchResult } from '#test/catalogue.ts';

// Screens and editors load their code on first use; on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 4000 });

const results = [
  makeSearchResult({ type: 'menu', id: 1, name: 'Salad bar', menu_id: 1, menu_name: 'Salad bar' }),
  makeSearchResult({
    type: 'section',
    id: 11,
    name: 'Salads',
    menu_id: 2,
    menu_name: 'Lunch',
    published: false,
  }),
  makeSearchResult({
    type: 'section_item',
    id: 101,
    name: 'Caesar salad',
    localized_name: 'Salade César',
    menu_id: 2,
    menu_name: 'Lunch',
    section_id: 11,
    section_name: 'Salads',
    localized_menu_name: 'Dîner',
    localized_section_name: 'Salades',
  }),
  makeSearchResult({
    type: 'menu_item',
    id: 201,
    name: 'Side salad',
    menu_id: 3,
    menu_name: 'Bar',
    allow_sections: false,
  }),
];

function open(user: TestUser = { role: 'manager' }) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [
      makeLocation(1, 'Bistro', { order_management: true }),
    ]),
    'GET /api/menus': json(200, [makeMenuSummary(1, 'Salad bar')]),
    'GET /api/menu-groups': json(200, []),
    'POST /api/menus/search': json(200, { results }),
  });
  signInAs({ restaurants: [1], ...user });
  return { ...renderApp('/menus'), api };
}

async function search(app: ReturnType<typeof open>, term: string) {
  const box = await app.screen.findByRole('textbox', { name: 'Search menus' }, { timeout: 5000 });
  await app.user.type(box, term);
  return box;
}

describe('catalogue search box', { timeout: 20_000 }, () => {
  it('searches after typing and groups the results by type with their path', async () => {
    const app = open();
    await search(app, 'sal');
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/search')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/menus/search')[0]?.body).toEqual({ term: 'sal' });
    const listbox = await app.screen.findByRole('listbox');
    for (const group of ['Menus', 'Sections', 'Section items', 'Menu items']) {
      expect(within(listbox).getByText(group)).toBeTruthy();
    }
    expect(
      within(listbox).getByRole('option', { name: /Caesar salad\s*Lunch › Salads/ }),
    ).toBeTruthy();
    expect(within(listbox).getByRole('option', { name: /Salads\s*Lunch\s*draft/ })).toBeTruthy();
  });

  it('shows the name and the menu › section path in French when the UI speaks French', async () => {
    await changeLocale('fr-CA');
    const app = open();
    const box = await app.screen.findByRole(
      'textbox',
      { name: 'Rechercher dans les menus' },
      { timeout: 5000 },
    );
    await app.user.type(box, 'sal');
    expect(
      await app.screen.findByRole('option', { name: /Salade César\s*Dîner › Salades/ }),
    ).toBeTruthy();
  });

  it('opens a section item in its section, by click', async () => {
    const app = open();
    await search(app, 'caesar');
    await app.user.click(await app.screen.findByRole('option', { name: /Caesar salad/ }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus/2/sections/11/items'));
    expect(app.router.state.location.search).toBe('?item=101');
  });

  it('is keyboard navigable: arrows choose, Enter opens', async () => {
    const app = open();
    const box = await search(app, 'sal');
    await app.screen.findByRole('option', { name: /Salad bar/ });
    // Groups come in the order menus, menu items, sections, section items; the first hit is
    // preselected, so one step down is the menu item "Side salad".
    await app.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus/3/items'));
    expect(app.router.state.location.search).toBe('?item=201');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('leads an item of a menu without sections to the menu items', async () => {
    const app = open();
    await search(app, 'side');
    await app.user.click(await app.screen.findByRole('option', { name: /Side salad/ }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus/3/items'));
  });

  it('does not search for a single letter', async () => {
    const app = open();
    await search(app, 's');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(app.api.callsTo('POST', '/api/menus/search')).toHaveLength(0);
  });

  it('is not offered to the kiosk', async () => {
    const app = open({ role: 'kiosk' });
    await app.screen.findByRole('button', { name: 'Log out' }, { timeout: 5000 });
    expect(app.screen.queryByRole('textbox', { name: 'Search menus' })).toBeNull();
  });
});
