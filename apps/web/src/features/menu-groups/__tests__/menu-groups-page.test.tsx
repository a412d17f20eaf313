import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { MenuGroup, Role } from '@app/domain';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeMenuGroup, makeMenuSummary } from '#test/catalogue.ts';

const location = makeLocation(1, 'Demo Restaurant');
const menus = [
  makeMenuSummary(1, 'Breakfast', { menu_group_id: 10 }),
  makeMenuSummary(2, 'Lunch', { menu_group_id: 10 }),
  makeMenuSummary(3, 'Dinner', { menu_group_id: 11 }),
  makeMenuSummary(4, 'Drinks'),
];

const daytime = makeMenuGroup(10, 'Daytime', [1, 2], { image: '/uploads/daytime.jpg' });
const evening = makeMenuGroup(11, 'Evening', [3]);

function open(
  role: Role = 'manager',
  groups: MenuGroup[] = [daytime, evening],
  created = json(201, makeMenuGroup(12, 'Bar', [4])),
) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/menus': json(200, menus),
    'GET /api/menu-groups': json(200, groups),
    'POST /api/menu-groups': created,
    'PUT /api/menu-groups/10': json(200, daytime),
    'DELETE /api/menu-groups/11': json(204),
    'POST /api/menus/reorder': json(204),
  });
  signInAs({ role, restaurants: [location.id] });
  return { ...renderApp('/settings/menu-groups'), api };
}

describe('menu groups screen', { timeout: 20_000 }, () => {
  it('lists the groups with their image and menus', async () => {
    const app = open();
    const list = await app.screen.findByRole('list', { name: 'Menu groups' }, { timeout: 5000 });
    const daytimeMenus = await within(list).findByRole('list', { name: 'Menus of Daytime' });
    expect(
      within(daytimeMenus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Breakfast', 'Lunch']);
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/uploads/daytime.jpg');
    expect(within(list).getByRole('button', { name: 'Evening' })).toBeTruthy();
  });

  it('says on the name field that another group has the name, ignoring case and accents', async () => {
    const app = open();
    await app.screen.findByRole('list', { name: 'Menu groups' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'New menu group' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'New menu group' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name.getAttribute('maxlength')).toBe('200');
    await app.user.type(name, 'DAYTÎME');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'Another menu group of this location is already named “Daytime”.',
      ),
    ).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(app.api.callsTo('POST', '/api/menu-groups')).toHaveLength(0);
  });

  it('puts the server’s refusal of a taken name on the name field', async () => {
    const message = 'Another menu group of this location is already named “Bar”.';
    const app = open(
      'manager',
      [daytime, evening],
      json(409, { code: 'menu_group_name_taken', message }),
    );
    await app.screen.findByRole('list', { name: 'Menu groups' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'New menu group' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'New menu group' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bar');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(within(dialog).getAllByText(message).length).toBeGreaterThan(0);
  });

  it('sends lead users back to the menus', async () => {
    const app = open('lead');
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'), { timeout: 5000 });
    expect(app.screen.queryByRole('heading', { name: 'Menu groups' })).toBeNull();
  });

  it('requires a name, then creates a group with its menus', async () => {
    const app = open();
    await app.screen.findByRole('list', { name: 'Menu groups' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'New menu group' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'New menu group' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menu-groups')).toHaveLength(0);

    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bar');
    // Dinner is in Evening now: the list says so, and choosing it moves it.
    expect(within(dialog).getByText('In Evening')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Drinks' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Dinner' }));
    expect(within(dialog).getByText('Moves from Evening')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(app.api.callsTo('POST', '/api/menu-groups')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/menu-groups')[0]?.body).toEqual({
      name: 'Bar',
      localization: {},
      menus: [4, 3],
    });
    expect(await app.screen.findByText('“Bar” created.')).toBeTruthy();
  });

  it('edits a group’s menus', async () => {
    const app = open();
    await app.screen.findByRole('list', { name: 'Menu groups' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'Daytime' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Edit menu group “Daytime”' });
    expect(
      within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Breakfast' }).checked,
    ).toBe(true);
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Lunch' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menu-groups/10')).toHaveLength(1));
    expect(app.api.callsTo('PUT', '/api/menu-groups/10')[0]?.body).toMatchObject({
      name: 'Daytime',
      menus: [1],
    });
  });

  it('deletes a group after saying its menus stay', async () => {
    const app = open();
    await app.screen.findByRole('list', { name: 'Menu groups' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Evening' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Delete “Evening”?' });
    expect(dialog.textContent).toContain('Its menus stay');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.api.callsTo('DELETE', '/api/menu-groups/11')).toHaveLength(1));
    expect(await app.screen.findByText('“Evening” deleted.')).toBeTruthy();
  });
});
