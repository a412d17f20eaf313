import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeMenu, makeMenuGroup, makeMenuSummary } from '#test/catalogue.ts';

// Screens and editors load their code on first use; on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 4000 });

const lunch = makeMenuSummary(1, 'Lunch', {
  section_count: 3,
  item_count: 24,
  on_demand: true,
  menu_group_id: 7,
});
const brunch = makeMenuSummary(2, 'Brunch', {
  published: false,
  published_at: null,
  allow_sections: false,
  item_count: 5,
  member_only: true,
  localization: { fr: { name: 'Déjeuner du dimanche' } },
});

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [makeLocation(1, 'Bistro')]),
    'GET /api/menus': json(200, [lunch, brunch]),
    'GET /api/menu-groups': json(200, [makeMenuGroup(7, 'Weekday', [1])]),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [1] });
  return { ...renderApp('/menus'), api };
}

async function rowOf(app: ReturnType<typeof open>, name: string) {
  // The first render also loads the screen's code: allow it more than the default second.
  const list = await app.screen.findByRole('list', { name: 'Menus' }, { timeout: 5000 });
  return within(list).getByRole('listitem', { name });
}

describe('menus screen', { timeout: 20_000 }, () => {
  it('lists the menus with their state, flags, contents and group', async () => {
    const app = open();
    const lunchRow = await rowOf(app, 'Lunch');
    expect(within(lunchRow).getByText('Published')).toBeTruthy();
    expect(within(lunchRow).getByText('Take-out ASAP')).toBeTruthy();
    expect(within(lunchRow).getByText('Sections: 3 · Items: 24')).toBeTruthy();
    expect(within(lunchRow).getByText('Group: Weekday')).toBeTruthy();
    const brunchRow = await rowOf(app, 'Brunch');
    expect(within(brunchRow).getByText('Draft')).toBeTruthy();
    expect(within(brunchRow).getByText('Members only')).toBeTruthy();
    expect(within(brunchRow).getByText('Items: 5')).toBeTruthy();
    expect(app.screen.getByText('Menus: 2')).toBeTruthy();
  });

  it('opens a menu at its sections, or at its items when it has no sections', async () => {
    const app = open();
    const brunchRow = await rowOf(app, 'Brunch');
    expect(within(brunchRow).getByRole('link', { name: 'Brunch' }).getAttribute('href')).toBe(
      '/menus/2/items',
    );
    const lunchRow = await rowOf(app, 'Lunch');
    await app.user.click(within(lunchRow).getByRole('link', { name: 'Lunch' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus/1/sections'));
  });

  it('shows names in French when the menu has a French name', async () => {
    const app = open();
    const { changeLocale } = await import('#i18n/i18n.ts');
    await changeLocale('fr-CA');
    const list = await app.screen.findByRole('list', { name: 'Menus' }, { timeout: 5000 });
    expect(within(list).getByRole('listitem', { name: 'Déjeuner du dimanche' })).toBeTruthy();
    expect(within(list).getByText('Brouillon')).toBeTruthy();
  });

  it('publishes a draft from its three-dot menu', async () => {
    const app = open({
      'PUT /api/menus/2': json(200, makeMenu(2, 'Brunch', { published: true })),
    });
    const row = await rowOf(app, 'Brunch');
    await app.user.click(within(row).getByRole('button', { name: 'More actions for Brunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menus/2')).toHaveLength(1));
    expect(app.api.callsTo('PUT', '/api/menus/2')[0]?.body).toEqual({ published: true });
    expect(await app.screen.findByText('“Brunch” published.')).toBeTruthy();
    // The list is read again after the change.
    await waitFor(() => expect(app.api.callsTo('GET', '/api/menus').length).toBeGreaterThan(1));
  });

  it('unpublishes a published menu', async () => {
    const app = open({
      'PUT /api/menus/1': json(200, makeMenu(1, 'Lunch', { published: false })),
    });
    const row = await rowOf(app, 'Lunch');
    await app.user.click(within(row).getByRole('button', { name: 'More actions for Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Unpublish' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menus/1')).toHaveLength(1));
    expect(app.api.callsTo('PUT', '/api/menus/1')[0]?.body).toEqual({ published: false });
  });

  it('duplicates a menu', async () => {
    const app = open({
      'POST /api/menus/1/duplicate': json(
        201,
        makeMenu(3, 'Lunch Copy', { published: false, published_at: null }),
      ),
    });
    const row = await rowOf(app, 'Lunch');
    await app.user.click(within(row).getByRole('button', { name: 'More actions for Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/1/duplicate')).toHaveLength(1));
    expect(await app.screen.findByText('“Lunch Copy” created as a draft.')).toBeTruthy();
  });

  it('reports a failed duplicate with the action template', async () => {
    const app = open({
      'POST /api/menus/1/duplicate': json(409, {
        code: 'conflict',
        message: 'The menu changed meanwhile.',
        messages: ['The menu changed meanwhile.'],
      }),
    });
    const row = await rowOf(app, 'Lunch');
    await app.user.click(within(row).getByRole('button', { name: 'More actions for Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Duplicate' }));
    expect(
      await app.screen.findByText('Error duplicating the menu: The menu changed meanwhile.'),
    ).toBeTruthy();
  });

  it('deletes a menu only after confirmation', async () => {
    const app = open({ 'DELETE /api/menus/1': json(204) });
    const row = await rowOf(app, 'Lunch');
    await app.user.click(within(row).getByRole('button', { name: 'More actions for Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Delete Lunch?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(app.api.callsTo('DELETE', '/api/menus/1')).toHaveLength(0);

    await app.user.click(within(row).getByRole('button', { name: 'More actions for Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Delete' }));
    const again = await app.screen.findByRole('dialog', { name: 'Delete Lunch?' });
    await app.user.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.api.callsTo('DELETE', '/api/menus/1')).toHaveLength(1));
    expect(await app.screen.findByText('“Lunch” deleted.')).toBeTruthy();
  });

  it('groups the menus by menu group', async () => {
    const app = open();
    await rowOf(app, 'Lunch');
    await app.user.click(app.screen.getByRole('switch', { name: 'Group by menu group' }));
    const weekday = app.screen.getByRole('list', { name: 'Weekday' });
    expect(within(weekday).getByRole('listitem', { name: 'Lunch' })).toBeTruthy();
    const others = app.screen.getByRole('list', { name: 'Not in a menu group' });
    expect(within(others).getByRole('listitem', { name: 'Brunch' })).toBeTruthy();
  });

  it('says when there are no menus yet', async () => {
    const app = open({ 'GET /api/menus': json(200, []) });
    expect(await app.screen.findByText('No menus yet', {}, { timeout: 5000 })).toBeTruthy();
    expect(app.screen.getAllByRole('button', { name: 'Create menu' })).toHaveLength(2);
  });
});
