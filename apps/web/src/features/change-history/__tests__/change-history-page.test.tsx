import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import {
  addCalendarDays,
  toIsoDate,
  type ChangeHistoryEntry,
  type ChangeHistoryPage,
  type Role,
} from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const location = makeLocation(1, 'Demo Restaurant');
const today = toIsoDate(new Date(), 'America/Toronto');

function entry(id: number, overrides: Partial<ChangeHistoryEntry> = {}): ChangeHistoryEntry {
  return {
    id,
    entity: 'menu',
    entity_id: 10,
    action: 'update',
    before: {
      id: 10,
      name: 'Brunch',
      price: 12,
      published: true,
      published_at: '2030-03-01T14:00:00.000Z',
      description: '<p>Eggs</p>',
      localization: { fr: { name: 'Brunch' } },
      availability: [{ day_of_week: 1, start_time: '09:00', end_time: '13:00' }],
      updated_at: '2030-03-01T14:00:00.000Z',
    },
    after: {
      id: 10,
      name: 'Late brunch',
      price: 12.5,
      published: false,
      published_at: '2030-03-04T15:05:00.000Z',
      description: '<p>Eggs</p>',
      localization: { fr: { name: 'Brunch tardif' } },
      availability: [
        { day_of_week: 6, start_time: '10:00', end_time: '22:00' },
        { day_of_week: 1, start_time: '10:00', end_time: '14:30' },
      ],
      updated_at: '2030-03-04T15:05:00.000Z',
    },
    user: { id: 3, email: 'manager@demo.test', name: 'Morgan Manager' },
    created_at: '2030-03-04T15:05:00.000Z',
    ...overrides,
  };
}

const firstPage: ChangeHistoryPage = {
  items: [
    entry(30),
    entry(29, {
      entity: 'item',
      entity_id: 7,
      action: 'delete',
      before: { name: 'Soup' },
      after: null,
      user: null,
    }),
  ],
  next_cursor: 29,
};
const secondPage: ChangeHistoryPage = {
  items: [entry(5, { action: 'create', before: null, entity_id: 11 })],
  next_cursor: null,
};

function history(call: RecordedCall) {
  return json(200, call.query.get('cursor') === '29' ? secondPage : firstPage);
}

/** The cells of a table's body rows, as text. */
function cells(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

function open(role: Role = 'manager') {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [location]),
    'GET /api/change-history': history,
  });
  signInAs({ role, restaurants: [location.id] });
  return { ...renderApp('/settings/change-history'), api };
}

describe('change-history screen', { timeout: 20_000 }, () => {
  it('lists who changed what over the last 7 days, and loads older pages', async () => {
    const app = open();
    const table = await app.screen.findByRole('table', { name: 'Changes' }, { timeout: 5000 });
    const query = app.api.callsTo('GET', '/api/change-history')[0]!.query;
    expect(query.get('from')).toBe(addCalendarDays(today, -6));
    expect(query.get('to')).toBe(today);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2030/03/04 10:05Morgan Manager (manager@demo.test)Menu #10UpdatedView',
      '2030/03/04 10:05SystemItem #7DeletedView',
    ]);

    await app.user.click(app.screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(app.api.callsTo('GET', '/api/change-history')[1]?.query.get('cursor')).toBe('29');
    expect(app.screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for the range picked in the calendar', async () => {
    const app = open();
    await app.screen.findByRole('table', { name: 'Changes' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'Dates' }));
    const calendar = await app.screen.findByRole('dialog', { name: 'Choose the dates' });
    const display = (date: string) => date.replaceAll('-', '/');
    const start = addCalendarDays(today, -1);
    if (start.slice(0, 7) !== today.slice(0, 7)) {
      await app.user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    }
    await app.user.click(within(calendar).getByRole('button', { name: display(start) }));
    if (start.slice(0, 7) !== today.slice(0, 7)) {
      await app.user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    }
    await app.user.click(within(calendar).getByRole('button', { name: display(today) }));
    await waitFor(() => {
      const last = app.api.callsTo('GET', '/api/change-history').at(-1)!.query;
      expect([last.get('from'), last.get('to')]).toEqual([start, today]);
    });
  });

  it('filters by kind of object, object id and user email', async () => {
    const app = open();
    await app.screen.findByRole('table', { name: 'Changes' }, { timeout: 5000 });
    await app.user.click(app.screen.getByLabelText('Kind of object', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Item' }));
    await app.user.type(app.screen.getByRole('textbox', { name: 'Object ID' }), '7');
    await app.user.type(app.screen.getByRole('textbox', { name: 'User email' }), 'MANAGER');
    await waitFor(() => {
      const last = app.api.callsTo('GET', '/api/change-history').at(-1)!.query;
      expect(Object.fromEntries(last)).toMatchObject({
        entity: 'item',
        entity_id: '7',
        user: 'MANAGER',
      });
    });
  });

  it('names an order by its number and finds an order’s changes by that number', async () => {
    const api = mockApi({
      'POST /api/restaurants/list': json(200, [location]),
      'GET /api/change-history': json(200, {
        items: [
          entry(40, {
            entity: 'order',
            entity_id: 16,
            before: { order_number: 1008, status: 'pending' },
            after: { order_number: 1008, status: 'in_progress' },
          }),
        ],
        next_cursor: null,
      }),
    });
    signInAs({ role: 'manager', restaurants: [location.id] });
    const app = { ...renderApp('/settings/change-history'), api };
    const table = await app.screen.findByRole('table', { name: 'Changes' }, { timeout: 5000 });
    expect(within(table).getByText('Order #1008')).toBeTruthy();
    expect(within(table).queryByText(/#16/)).toBeNull();
    await app.user.click(app.screen.getByLabelText('Kind of object', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Order' }));
    await app.user.type(app.screen.getByRole('textbox', { name: 'Order number' }), '1008');
    await waitFor(() => {
      const last = app.api.callsTo('GET', '/api/change-history').at(-1)!.query;
      expect(Object.fromEntries(last)).toMatchObject({ entity: 'order', order_number: '1008' });
      expect(last.has('entity_id')).toBe(false);
    });
  });

  it('shows only what changed, labelled, with money, dates and hours as people read them', async () => {
    const app = open();
    await app.screen.findByRole('table', { name: 'Changes' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: 'View the change to Menu #10' }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Menu #10' });
    expect(
      within(dialog).getByText('Updated by Morgan Manager (manager@demo.test) on 2030/03/04 10:05'),
    ).toBeTruthy();
    expect(cells(within(dialog).getByRole('table', { name: 'Before and after' }))).toEqual([
      ['Name', 'Brunch', 'Late brunch'],
      ['Price', '$12.00', '$12.50'],
      ['Published', 'Yes', 'No'],
      ['Published on', '2030/03/01 09:00', '2030/03/04 10:05'],
      ['Name (French)', 'Brunch', 'Brunch tardif'],
      ['Availability', 'Mon 09:00–13:00', 'Mon 10:00–14:30, Sat 10:00–22:00'],
    ]);
    expect(dialog.textContent).not.toMatch(/[{}"]|T\d\d:\d\d|Z\b/);
  });

  it('shows the details in French, in the French date format', async () => {
    await changeLocale('fr-CA');
    const app = open();
    await app.screen.findByRole('table', { name: 'Modifications' }, { timeout: 5000 });
    await app.user.click(app.screen.getByRole('button', { name: /Menu n?°? ?#?10/ }));
    const dialog = await app.screen.findByRole('dialog', { name: 'Menu #10' });
    expect(cells(within(dialog).getByRole('table', { name: 'Avant et après' }))).toEqual([
      ['Nom', 'Brunch', 'Late brunch'],
      ['Prix', '12,00\u00a0$', '12,50\u00a0$'],
      ['Publié', 'Oui', 'Non'],
      ['Publié le', '01/03/2030 09:00', '04/03/2030 10:05'],
      ['Nom (français)', 'Brunch', 'Brunch tardif'],
      ['Disponibilité', 'lun. 09:00–13:00', 'lun. 10:00–14:30, sam. 10:00–22:00'],
    ]);
  });

  it('speaks French', async () => {
    await changeLocale('fr-CA');
    try {
      const app = open();
      const table = await app.screen.findByRole(
        'table',
        { name: 'Modifications' },
        { timeout: 5000 },
      );
      expect(within(table).getAllByRole('row')[2]?.textContent).toBe(
        '04/03/2030 10:05SystèmeArticle #7SuppressionVoir',
      );
      expect(
        app.screen.getByRole('heading', { name: 'Historique des modifications' }),
      ).toBeTruthy();
    } finally {
      await changeLocale('en-CA');
    }
  });

  it('is not open to a lead, who is sent back to the menus', async () => {
    const app = open('lead');
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'), { timeout: 5000 });
    expect(app.api.callsTo('GET', '/api/change-history')).toHaveLength(0);
  });
});
