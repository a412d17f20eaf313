import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeDeepMenu, makeMenuGroup, makeMenuSummary, makeSection } from '#test/catalogue.ts';

// Screens and editors load their code on first use; on a busy machine that takes over a second.
configure({ asyncUtilTimeout: 4000 });

const starters = makeSection(11, 1, 'Starters', { description: '<p>Small plates</p>' });
const mains = makeSection(12, 1, 'Mains', { published: false, published_at: null });

function open(path = '/menus/1/sections', routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [makeLocation(1, 'Bistro')]),
    'GET /api/menus/deep-get-menu/1': json(
      200,
      makeDeepMenu(1, 'Lunch', {
        description: '<p>Served <b>daily</b></p>',
        sections: [starters, mains],
      }),
    ),
    'GET /api/menus': json(200, [
      makeMenuSummary(1, 'Lunch'),
      makeMenuSummary(2, 'Dinner'),
      makeMenuSummary(3, 'Bar', { allow_sections: false }),
    ]),
    'GET /api/menu-groups': json(200, [makeMenuGroup(7, 'Weekday')]),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [1] });
  return { ...renderApp(path), api };
}

async function sectionRow(app: ReturnType<typeof open>, name: string) {
  const list = await app.screen.findByRole('list', { name: 'Sections' }, { timeout: 5000 });
  return within(list).getByRole('listitem', { name });
}

async function chooseAction(app: ReturnType<typeof open>, name: string, action: string) {
  const row = await sectionRow(app, name);
  await app.user.click(within(row).getByRole('button', { name: `More actions for ${name}` }));
  await app.user.click(await app.screen.findByRole('menuitem', { name: action }));
}

describe('sections screen', { timeout: 20_000 }, () => {
  it("shows the menu's header and its sections with their item counts and state", async () => {
    const app = open();
    expect(
      await app.screen.findByRole('heading', { name: 'Lunch', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(app.screen.getByText('daily').tagName).toBe('B');
    expect(app.screen.getByRole('link', { name: 'Back to menus' }).getAttribute('href')).toBe(
      '/menus',
    );
    const row = await sectionRow(app, 'Starters');
    expect(within(row).getByText('Small plates')).toBeTruthy();
    expect(within(row).getByText('Items: 0')).toBeTruthy();
    expect(within(await sectionRow(app, 'Mains')).getByText('Draft')).toBeTruthy();
    await app.user.click(within(row).getByRole('link', { name: 'Starters' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus/1/sections/11/items'));
  });

  it('shows the page-not-found content for a menu that does not exist', async () => {
    const app = open('/menus/99/sections', {
      'GET /api/menus/deep-get-menu/99': apiError(404, 'not_found', 'Not found.'),
    });
    expect(
      await app.screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(app.screen.getByRole('link', { name: 'Back to menus' })).toBeTruthy();
  });

  it('adds a section as a draft', async () => {
    const app = open('/menus/1/sections', {
      'POST /api/menus/1/sections': json(
        201,
        makeSection(13, 1, 'Desserts', { published: false, published_at: null }),
      ),
    });
    await sectionRow(app, 'Starters');
    await app.user.click(app.screen.getByRole('button', { name: 'Add section' }));
    const dialog = await app.screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Desserts');
    await app.user.click(within(dialog).getByRole('button', { name: /French version/ }));
    await app.user.type(
      within(dialog).getByRole('textbox', { name: 'Name (French)' }),
      'Desserts maison',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/1/sections')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/menus/1/sections')[0]?.body).toEqual({
      name: 'Desserts',
      description: null,
      localization: { fr: { name: 'Desserts maison' } },
      published: false,
    });
    expect(await app.screen.findByText('“Desserts” saved as a draft.')).toBeTruthy();
  });

  it('edits a section and publishes it with "Save"', async () => {
    const app = open('/menus/1/sections', {
      'PUT /api/menus/1/sections/12': json(200, makeSection(12, 1, 'Main courses')),
    });
    await chooseAction(app, 'Mains', 'Edit');
    const dialog = await app.screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await app.user.clear(name);
    await app.user.type(name, 'Main courses');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menus/1/sections/12')).toHaveLength(1));
    expect(app.api.callsTo('PUT', '/api/menus/1/sections/12')[0]?.body).toMatchObject({
      name: 'Main courses',
      published: true,
    });
  });

  it('publishes, duplicates and deletes sections from their three-dot menu', async () => {
    const app = open('/menus/1/sections', {
      'PUT /api/menus/1/sections/12': json(200, makeSection(12, 1, 'Mains')),
      'POST /api/menus/1/sections/11/duplicate': json(
        201,
        makeSection(14, 1, 'Starters Copy', { published: false, published_at: null }),
      ),
      'DELETE /api/menus/1/sections/11': json(204),
    });
    await chooseAction(app, 'Mains', 'Publish');
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/menus/1/sections/12')).toHaveLength(1));
    expect(app.api.callsTo('PUT', '/api/menus/1/sections/12')[0]?.body).toEqual({
      published: true,
    });

    await chooseAction(app, 'Starters', 'Duplicate');
    expect(await app.screen.findByText('“Starters Copy” created as a draft.')).toBeTruthy();

    await chooseAction(app, 'Starters', 'Delete');
    const confirm = await app.screen.findByRole('dialog', { name: 'Delete Starters?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(app.api.callsTo('DELETE', '/api/menus/1/sections/11')).toHaveLength(1),
    );
  });

  it('moves a section to another menu that uses sections', async () => {
    const app = open('/menus/1/sections', { 'POST /api/menus/move': json(200, {}) });
    await chooseAction(app, 'Starters', 'Move to another menu');
    const dialog = await app.screen.findByRole('dialog', { name: 'Move Starters' });
    await app.user.click(within(dialog).getByLabelText('Menu', { selector: 'input' }));
    // Only other menus with sections are offered.
    expect(app.screen.queryByRole('option', { name: 'Bar' })).toBeNull();
    expect(app.screen.queryByRole('option', { name: 'Lunch' })).toBeNull();
    await app.user.click(await app.screen.findByRole('option', { name: 'Dinner' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/menus/move')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/menus/move')[0]?.body).toEqual({
      type: 'section',
      id: 11,
      menu_id: 2,
    });
    expect(await app.screen.findByText('“Starters” moved to “Dinner”.')).toBeTruthy();
  });

  it("offers the menu's own actions in its header", async () => {
    const app = open('/menus/1/sections', { 'DELETE /api/menus/1': json(204) });
    await app.screen.findByRole('heading', { name: 'Lunch', level: 1 }, { timeout: 5000 });
    const header = app.screen.getAllByRole('button', { name: 'More actions for Lunch' })[0]!;
    await app.user.click(header);
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await app.screen.findByRole('dialog', { name: 'Delete Lunch?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'));
  });
});
