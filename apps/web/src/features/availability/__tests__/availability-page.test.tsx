import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import type { MenuSummary } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';
import { AVAILABILITY_COPY_REFETCH_DELAY_MS } from '../api/copy-availability.ts';
import { hours, makeMenuSummary } from '#test/catalogue.ts';

const location = makeLocation(1, 'Demo Restaurant');
const breakfast = makeMenuSummary(1, 'Breakfast', {
  availability: [...hours([1, 2, 3, 4, 5], '07:00', '11:00'), ...hours([1], '14:00', '16:30')],
});
const lunch = makeMenuSummary(2, 'Lunch');
const dinner = makeMenuSummary(3, 'Dinner', {
  availability: hours([1, 2, 3, 4, 5, 6, 7], '17:00', '22:00'),
});
const lateNight = makeMenuSummary(4, 'Late night', {
  availability: hours([5, 6], '22:00', '02:00'),
});

function open(menus: MenuSummary[] = [breakfast, lunch, dinner]) {
  const menuFetches: number[] = [];
  let copiedAt = 0;
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/menus': () => {
      menuFetches.push(Date.now());
      return json(200, menus);
    },
    'POST /api/menus/1/availability': json(200, []),
    'POST /api/menus/2/availability': json(200, []),
    'POST /api/menus/1/availability/copy': () => {
      copiedAt = Date.now();
      return json(204);
    },
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  return { ...renderApp('/availabilities'), api, menuFetches, copiedAt: () => copiedAt };
}

function cellsOf(table: HTMLElement, menu: string): string[] {
  const row = within(table).getByRole('rowheader', { name: menu }).closest('tr');
  if (!row) throw new Error(`No row for ${menu}`);
  return within(row)
    .getAllByRole('cell')
    .slice(0, -1)
    .map((cell) => cell.textContent ?? '');
}

describe('availability overview', { timeout: 20_000 }, () => {
  it('shows each menu’s week from Monday to Sunday', async () => {
    const app = open();
    const table = await app.screen.findByRole('table', {}, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1, 8)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(cellsOf(table, 'Breakfast')).toEqual([
      '07:00–11:0014:00–16:30',
      '07:00–11:00',
      '07:00–11:00',
      '07:00–11:00',
      '07:00–11:00',
      'Closed',
      'Closed',
    ]);
    expect(cellsOf(table, 'Lunch')).toEqual(['No hours set']);
    expect(cellsOf(table, 'Dinner')).toHaveLength(7);
  });

  it('shows the week in French with 24-hour times', async () => {
    await changeLocale('fr-CA');
    const app = open();
    const table = await app.screen.findByRole('table', {}, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers[1]).toBe('lun.');
    expect(headers[7]).toBe('dim.');
    expect(cellsOf(table, 'Dinner')[6]).toBe('17:00–22:00');
    expect(cellsOf(table, 'Lunch')).toEqual(['Aucune heure définie']);
  });

  it('shows hours past midnight with the next day, in both languages', async () => {
    const app = open([lateNight]);
    const table = await app.screen.findByRole('table', {}, { timeout: 5000 });
    expect(cellsOf(table, 'Late night').slice(3, 7)).toEqual([
      'Closed',
      '22:00–02:00 (next day)',
      '22:00–02:00 (next day)',
      'Closed',
    ]);
    app.unmount();
    await changeLocale('fr-CA');
    const fr = open([lateNight]);
    const frTable = await fr.screen.findByRole('table', {}, { timeout: 5000 });
    expect(cellsOf(frTable, 'Late night')[4]).toBe('22:00–02:00 (le lendemain)');
    fr.unmount();
    await changeLocale('en-CA');
  });

  it('saves hours that close after midnight from the hours dialog', async () => {
    const app = open();
    await app.screen.findByRole('table', {}, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Edit hours' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Hours of Lunch' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Add hours, Every day' }));
    const type = async (name: string, time: string) => {
      const input = within(dialog).getByRole('spinbutton', { name });
      await app.user.clear(input);
      await app.user.type(input, time);
    };
    await type('Opening hour, Every day, hours 1', '22');
    await type('Closing hour, Every day, hours 1', '02');
    expect(within(dialog).getByText('next day')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/menus/2/availability')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST', '/api/menus/2/availability')[0]?.body).toEqual(
      hours([1, 2, 3, 4, 5, 6, 7], '22:00', '02:00'),
    );
  });

  it('sets the same hours every day for a menu without hours', async () => {
    const app = open();
    await app.screen.findByRole('table', {}, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Lunch' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Edit hours' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Hours of Lunch' });
    expect(within(dialog).getByText('No hours: the menu is closed every day.')).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Add hours, Every day' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/menus/2/availability')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST', '/api/menus/2/availability')[0]?.body).toEqual(
      hours([1, 2, 3, 4, 5, 6, 7], '09:00', '17:00'),
    );
    expect(await app.screen.findByText('Hours of Lunch saved.')).toBeTruthy();
  });

  it('edits the hours day by day', async () => {
    const app = open();
    await app.screen.findByRole('table', {}, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Breakfast' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Edit hours' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Hours of Breakfast' });
    // Breakfast differs by day: the editor opens per day. Monday's afternoon goes away,
    // Saturday gets hours.
    await app.user.click(
      within(dialog).getByRole('button', { name: 'Remove hours, Monday, hours 2' }),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Add hours, Saturday' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/menus/1/availability')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST', '/api/menus/1/availability')[0]?.body).toEqual([
      ...hours([1, 2, 3, 4, 5], '07:00', '11:00'),
      ...hours([6], '09:00', '17:00'),
    ]);
  });

  it('asks for at least one menu before copying hours', async () => {
    const app = open();
    await app.screen.findByRole('table', {}, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Breakfast' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Copy to other menus' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Copy the hours of Breakfast' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Breakfast' })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Copy hours' }));
    expect(within(dialog).getByText('Choose at least one menu.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/menus/1/availability/copy')).toHaveLength(0);
  });

  it('copies hours to the chosen menus and refetches the list 800 ms later', async () => {
    const app = open();
    await app.screen.findByRole('table', {}, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'More actions for Breakfast' }));
    await app.user.click(await app.screen.findByRole('menuitem', { name: 'Copy to other menus' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Copy the hours of Breakfast' });
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Lunch' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'Dinner' }));
    const fetchesBefore = app.menuFetches.length;
    await app.user.click(within(dialog).getByRole('button', { name: 'Copy hours' }));

    await waitFor(() =>
      expect(app.api.callsTo('POST', '/api/menus/1/availability/copy')).toHaveLength(1),
    );
    expect(app.api.callsTo('POST', '/api/menus/1/availability/copy')[0]?.body).toEqual({
      availability: breakfast.availability,
      menuIds: [2, 3],
    });
    expect(await app.screen.findByText('Hours of Breakfast copied to 2 menus.')).toBeTruthy();
    expect(AVAILABILITY_COPY_REFETCH_DELAY_MS).toBe(800);
    await waitFor(() => expect(app.menuFetches.length).toBe(fetchesBefore + 1), {
      timeout: 3000,
    });
    const refetchedAfter = (app.menuFetches.at(-1) ?? 0) - app.copiedAt();
    expect(refetchedAfter).toBeGreaterThanOrEqual(AVAILABILITY_COPY_REFETCH_DELAY_MS);
  });
});
