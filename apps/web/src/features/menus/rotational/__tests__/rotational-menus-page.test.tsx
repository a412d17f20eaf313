import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { ItemMenusEntry, Role, RotationalMenu } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { makeMenuSummary } from '#test/catalogue.ts';

const location = makeLocation(1, 'Demo Restaurant');
const menus = [
  makeMenuSummary(1, 'Lunch'),
  makeMenuSummary(2, 'Dinner', { localization: { fr: { name: 'Souper' } } }),
];

const daily = (
  id: number,
  menu_id: number,
  date: string,
  item_ids: number[] = [],
): RotationalMenu => ({
  id,
  menu_id,
  date,
  item_ids,
  updated_at: '2030-01-01T00:00:00.000Z',
});

/** The plan the mocked server holds, answered by range like the real one. */
const plan = [
  daily(100, 1, '2030-03-04', [11]),
  daily(101, 2, '2030-03-04'),
  daily(102, 1, '2030-03-06'),
  // next week: Lunch already on Monday the 11th
  daily(103, 1, '2030-03-11'),
];

const itemMenus: ItemMenusEntry[] = [
  {
    id: 11,
    name: 'Soup',
    localization: {},
    published: true,
    menu: { id: 1, name: 'Lunch', localization: {} },
    section: { id: 5, name: 'Starters', localization: {} },
  },
  {
    id: 12,
    name: 'Steak',
    localization: {},
    published: true,
    menu: { id: 2, name: 'Dinner', localization: {} },
    section: null,
  },
];

function inRange(call: RecordedCall) {
  const start = call.query.get('start_date')!;
  const end = call.query.get('end_date')!;
  return json(
    200,
    plan.filter((entry) => entry.date >= start && entry.date <= end),
  );
}

function open(role: Role = 'manager', extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/menus': json(200, menus),
    'GET /api/menu-groups': json(200, []),
    'GET /api/rotational-menus': inRange,
    'GET /api/rotational-menus/item-menus-list': json(200, itemMenus),
    'POST /api/rotational-menus': json(201, daily(110, 2, '2030-03-05')),
    'POST /api/rotational-menus/bulk': (call) =>
      json(
        201,
        (call.body as { entries: RotationalMenu[] }).entries.map((entry, index) =>
          daily(200 + index, entry.menu_id, entry.date, entry.item_ids),
        ),
      ),
    'PUT /api/rotational-menus/100': json(200, daily(100, 1, '2030-03-04', [11, 12])),
    'DELETE /api/rotational-menus/101': json(204),
    'DELETE /api/rotational-menus/cleanup': json(200, { before: '2030-03-04', deleted: 3 }),
    ...extra,
  });
  signInAs({ role, restaurants: [location.id] });
  return { ...renderApp('/menus/rotational?week=2030-03-06'), api };
}

async function day(app: ReturnType<typeof open>, name: string) {
  return app.screen.findByRole('region', { name }, { timeout: 5000 });
}

describe('daily menus screen', { timeout: 20_000 }, () => {
  it('shows the week from Monday to Sunday with the menus planned each day', async () => {
    const app = open();
    const monday = await day(app, 'Monday 2030/03/04');
    expect(app.screen.getByText('Week of 2030/03/04 to 2030/03/10')).toBeTruthy();
    const listed = within(monday).getByRole('list', { name: 'Menus of Monday 2030/03/04' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['LunchItems: 1', 'DinnerItems: 0']);
    expect(within(await day(app, 'Tuesday 2030/03/05')).getByText('No menu planned.')).toBeTruthy();
    expect(within(await day(app, 'Sunday 2030/03/10')).getByText('No menu planned.')).toBeTruthy();
    expect(app.api.callsTo('GET', '/api/rotational-menus')[0]?.query.toString()).toBe(
      'start_date=2030-03-04&end_date=2030-03-10',
    );
  });

  it('moves week by week', async () => {
    const app = open();
    await day(app, 'Monday 2030/03/04');
    await app.user.click(app.screen.getByRole('button', { name: 'Next week' }));
    const monday = await day(app, 'Monday 2030/03/11');
    expect(within(monday).getByText('Lunch')).toBeTruthy();
    await app.user.click(app.screen.getByRole('button', { name: 'Previous week' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Previous week' }));
    expect(await day(app, 'Monday 2030/02/25')).toBeTruthy();
    expect(app.router.state.location.search).toBe('?week=2030-02-25');
  });

  it('assigns a menu to a day and removes one', async () => {
    const app = open();
    const tuesday = await day(app, 'Tuesday 2030/03/05');
    await app.user.click(
      within(tuesday).getByLabelText('Menu to add on Tuesday 2030/03/05', { selector: 'input' }),
    );
    await app.user.click(await app.screen.findByRole('option', { name: 'Dinner' }));
    await app.user.click(within(tuesday).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/rotational-menus')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/rotational-menus')[0]?.body).toEqual({
      menu_id: 2,
      date: '2030-03-05',
    });
    expect(await app.screen.findByText('Dinner planned on Tuesday 2030/03/05.')).toBeTruthy();

    // A menu already planned that day is not offered again: Monday has them all.
    const monday = await day(app, 'Monday 2030/03/04');
    expect(within(monday).getByText('Every menu is planned on this day.')).toBeTruthy();
    expect(within(monday).queryByRole('button', { name: 'Add' })).toBeNull();
    await app.user.click(
      within(monday).getByRole('button', { name: 'Remove Dinner from Monday 2030/03/04' }),
    );
    await waitFor(() =>
      expect(app.api.callsTo('DELETE', '/api/rotational-menus/101')).toHaveLength(1),
    );
    expect(
      await app.screen.findByText('Dinner is no longer planned on Monday 2030/03/04.'),
    ).toBeTruthy();
  });

  it('shows the server’s refusal when the menu is already planned', async () => {
    const app = open('manager', {
      'POST /api/rotational-menus': apiError(
        409,
        'rotational_menu_taken',
        'This menu is already planned on that date.',
      ),
    });
    const tuesday = await day(app, 'Tuesday 2030/03/05');
    await app.user.click(
      within(tuesday).getByLabelText('Menu to add on Tuesday 2030/03/05', { selector: 'input' }),
    );
    await app.user.click(await app.screen.findByRole('option', { name: 'Lunch' }));
    await app.user.click(within(tuesday).getByRole('button', { name: 'Add' }));
    expect(
      await app.screen.findByText(
        'Error creating the menu: This menu is already planned on that date.',
      ),
    ).toBeTruthy();
  });

  it('chooses the items of a daily menu from every menu’s items', async () => {
    const app = open();
    const monday = await day(app, 'Monday 2030/03/04');
    await app.user.click(
      within(monday).getByRole('button', {
        name: 'Choose the items of Lunch on Monday 2030/03/04',
      }),
    );
    const dialog = await app.screen.findByRole('dialog', {
      name: 'Items of Lunch on Monday 2030/03/04',
    });
    const soup = await within(dialog).findByRole<HTMLInputElement>('checkbox', { name: 'Soup' });
    expect(soup.checked).toBe(true);
    // Only Lunch's own items at first; a search reaches the other menus' items.
    expect(within(dialog).queryByRole('checkbox', { name: 'Steak' })).toBeNull();
    await app.user.type(within(dialog).getByRole('searchbox', { name: 'Find an item' }), 'stéak');
    expect(within(dialog).getByRole('group', { name: 'Dinner · Without section' })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Soup' })).toBeNull();
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Steak' }));
    expect(within(dialog).getByText('2 items chosen')).toBeTruthy();
    await app.user.clear(within(dialog).getByRole('searchbox', { name: 'Find an item' }));
    await app.user.click(
      within(dialog).getByRole('switch', { name: 'Show the items of every menu' }),
    );
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'Steak' }).checked).toBe(
      true,
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Save items' }));
    await waitFor(() =>
      expect(app.api.callsTo('PUT', '/api/rotational-menus/100')).toHaveLength(1),
    );
    expect(app.api.callsTo('PUT', '/api/rotational-menus/100')[0]?.body).toEqual({
      item_ids: [11, 12],
    });
    expect(await app.screen.findByText('Items of Lunch saved.')).toBeTruthy();
  });

  it('copies the week to the next, keeping what next week already has', async () => {
    const app = open();
    await day(app, 'Monday 2030/03/04');
    await app.user.click(app.screen.getByRole('button', { name: 'Copy this week to next week' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/rotational-menus/bulk')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST', '/api/rotational-menus/bulk')[0]?.body).toEqual({
      entries: [
        { menu_id: 2, date: '2030-03-11', item_ids: [] },
        { menu_id: 1, date: '2030-03-13', item_ids: [] },
      ],
    });
    expect(
      await app.screen.findByText(
        'Daily menus copied to the week of 2030/03/11: 2. Already planned there and kept as they were: 1.',
      ),
    ).toBeTruthy();
  });

  it('cleans up past days after a confirmation', async () => {
    const app = open();
    await day(app, 'Monday 2030/03/04');
    await app.user.click(app.screen.getByRole('button', { name: 'Clean up past days' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Remove past daily menus?' });
    expect(app.api.callsTo('DELETE', '/api/rotational-menus/cleanup')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(app.api.callsTo('DELETE', '/api/rotational-menus/cleanup')).toHaveLength(1),
    );
    expect(await app.screen.findByText('Past daily menus removed: 3.')).toBeTruthy();
  });

  it('lets members see the plan without changing it', async () => {
    const app = open('member');
    const monday = await day(app, 'Monday 2030/03/04');
    expect(within(monday).getByText('Lunch')).toBeTruthy();
    expect(app.screen.getByText('Only managers and above can change the plan.')).toBeTruthy();
    expect(app.screen.queryByRole('button', { name: 'Copy this week to next week' })).toBeNull();
    expect(app.screen.queryByRole('button', { name: 'Clean up past days' })).toBeNull();
    expect(within(monday).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(currentPath(app.router)).toBe('/menus/rotational');
  });

  it('speaks French with French dates and menu names', async () => {
    await changeLocale('fr-CA');
    const app = open();
    const monday = await day(app, 'lundi 04/03/2030');
    expect(app.screen.getByText('Semaine du 04/03/2030 au 10/03/2030')).toBeTruthy();
    expect(within(monday).getByText('Souper')).toBeTruthy();
    expect(
      app.screen.getByRole('button', { name: 'Copier cette semaine à la semaine suivante' }),
    ).toBeTruthy();
  });

  it('is linked from the menus screen', async () => {
    const app = open();
    await day(app, 'Monday 2030/03/04');
    await app.router.navigate('/menus');
    await app.user.click(await app.screen.findByRole('link', { name: 'Daily menus by week' }));
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus/rotational'));
    expect(await app.screen.findByRole('heading', { name: 'Daily menus' })).toBeTruthy();
  });
});
