import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CateringNamed, EventAccess, SuiteOwner } from '@app/domain';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { EventSettingsPage, SuiteOwnersPage } from '../routes/event-settings-screens.tsx';

configure({ asyncUtilTimeout: 4000 });

const suites: CateringNamed[] = [
  { id: 1, name: 'Suite 101' },
  { id: 2, name: 'Founders Club Suite' },
];
const priya: SuiteOwner = {
  id: 7,
  firstName: 'Priya',
  lastName: 'Sharma',
  name: 'Priya Sharma',
  email: 'priya@example.test',
  company_name: 'Northwind Insurance',
  title: 'VP, Client Relations',
  phone_number: '416-555-0142',
  locale: 'en-CA',
};
const FEED = 'http://localhost:8080/api/calendar/suite-owners/aaa.bbb.ccc.ics?lang=en-CA';

function open(
  page: 'settings' | 'owners',
  routes: Parameters<typeof mockApi>[0] = {},
  eventAccess: EventAccess | null = null,
) {
  const api = mockApi({
    'GET /api/catering/suites': json(200, suites),
    'GET /api/catering/suite-owners': json(200, [priya]),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [1], eventAccess });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          {page === 'settings' ? <EventSettingsPage /> : <SuiteOwnersPage />}
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

/** The browser's clipboard, answered by `writeText`. */
function useClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('event settings: suites', { timeout: 30_000 }, () => {
  it('adds a suite, renames one and deletes one, each sent as typed', async () => {
    const app = open('settings', {
      'POST /api/catering/suites': (call) => json(201, { id: 3, ...(call.body as object) }),
      'PUT /api/catering/suites/1': (call) => json(200, { id: 1, ...(call.body as object) }),
      'DELETE /api/catering/suites/2': json(204),
    });
    const table = await screen.findByRole('table', { name: 'Suites' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Suite name', 'Suite 101', 'Founders Club Suite']);

    await app.user.click(screen.getByRole('button', { name: 'Add a suite' }));
    const add = await screen.findByRole('dialog', { name: 'Add a suite' });
    await app.user.type(within(add).getByRole('textbox', { name: /Suite name/ }), 'Suite 204');
    await app.user.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Suite saved.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/catering/suites')[0]!.body).toEqual({ name: 'Suite 204' });

    await app.user.click(screen.getByRole('button', { name: 'Edit Suite 101' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Suite 101' });
    const name = within(edit).getByRole('textbox', { name: /Suite name/ });
    await app.user.clear(name);
    await app.user.type(name, 'Suite 101A');
    await app.user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('PUT', '/api/catering/suites/1')).toHaveLength(1));
    expect(app.api.callsTo('PUT', '/api/catering/suites/1')[0]!.body).toEqual({
      name: 'Suite 101A',
    });

    await app.user.click(screen.getByRole('button', { name: 'Delete Founders Club Suite' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Founders Club Suite?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Suite deleted.')).toBeTruthy();
    expect(app.api.callsTo('DELETE', '/api/catering/suites/2')).toHaveLength(1);
  });

  it('refuses an empty name before sending, and shows the server’s taken-name answer on the field', async () => {
    const app = open('settings', {
      'POST /api/catering/suites': apiError(
        409,
        'suite_name_taken',
        'Another suite of this location is already named “Suite 101”.',
        {
          fields: { name: 'Another suite of this location is already named “Suite 101”.' },
        },
      ),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add a suite' }));
    const add = await screen.findByRole('dialog', { name: 'Add a suite' });
    const name = within(add).getByRole('textbox', { name: /Suite name/ });
    await app.user.type(name, ' ');
    await app.user.click(within(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(app.api.callsTo('POST', '/api/catering/suites')).toHaveLength(0);

    await app.user.type(name, 'suite 101');
    await app.user.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText(/already named “Suite 101”/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add a suite' })).toBeTruthy();
  });

  it('shows where a suite in use is booked, and keeps it', async () => {
    const message =
      'The suite “Suite 101” is booked for 2 events: Lions vs. Hawks (2026/11/25), Pops Night (2026/12/02). Remove it from those events before deleting it. Nothing was deleted.';
    const app = open('settings', {
      'DELETE /api/catering/suites/1': apiError(409, 'suite_in_use', message),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Suite 101' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Suite 101?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const refusal = await screen.findByRole('dialog', { name: 'Still in use' });
    expect(within(refusal).getByRole('alert').textContent).toBe(message);
    const close = within(refusal)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await app.user.click(close!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Still in use' })).toBeNull());
    expect(
      within(screen.getByRole('table', { name: 'Suites' })).getByText('Suite 101'),
    ).toBeTruthy();
  });

  it.each(['events', 'server'] as const)(
    'shows an %s user the lists without a way to change them',
    async (level) => {
      open('settings', {}, level);
      const table = await screen.findByRole('table', { name: 'Suites' });
      expect(within(table).getByText('Suite 101')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add a suite' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Edit Suite 101' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete Suite 101' })).toBeNull();
    },
  );
});

describe('event settings: suite owners', { timeout: 30_000 }, () => {
  it('formats the phone as it is typed and refuses one that is not 999-999-9999', async () => {
    const app = open('owners', {
      'POST /api/catering/suite-owners': (call) =>
        json(201, { ...priya, id: 8, ...(call.body as object) }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Add a suite owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a suite owner' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Marc');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Tremblay');
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'marc@example.test',
    );
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await app.user.type(phone, '514555');
    expect(phone).toHaveProperty('value', '514-555');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(app.api.callsTo('POST', '/api/catering/suite-owners')).toHaveLength(0);

    await app.user.type(phone, '0188');
    expect(phone).toHaveProperty('value', '514-555-0188');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Suite owner saved.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/catering/suite-owners')[0]!.body).toMatchObject({
      firstName: 'Marc',
      lastName: 'Tremblay',
      email: 'marc@example.test',
      phone_number: '514-555-0188',
    });
  });

  it('lists owners by last name and finds them by company', async () => {
    const marc: SuiteOwner = {
      ...priya,
      id: 8,
      firstName: 'Marc',
      lastName: 'Tremblay',
      name: 'Marc Tremblay',
      company_name: 'Great Lakes Logistics',
    };
    const app = open('owners', { 'GET /api/catering/suite-owners': json(200, [priya, marc]) });
    const table = await screen.findByRole('table', { name: 'Suite owners' });
    expect(within(table).getByText('Sharma, Priya')).toBeTruthy();
    await app.user.type(
      screen.getByRole('textbox', { name: 'Search suite owners' }),
      'great lakes',
    );
    await waitFor(() => expect(within(table).queryByText('Sharma, Priya')).toBeNull());
    expect(within(table).getByText('Tremblay, Marc')).toBeTruthy();
  });

  it('copies the owner’s calendar subscription link, and downloads their .ics', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const app = open(
      'owners',
      {
        'GET /api/catering/suite-owners/7/calendar-link': json(200, {
          url: FEED,
          expires_at: '2027-11-25T12:00:00.000Z',
        }),
        'GET /api/calendar/suite-owners/aaa.bbb.ccc.ics': new Response(
          'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
          {
            headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
          },
        ),
      },
      'server',
    );
    // After user-event's set-up, which puts a clipboard of its own in place.
    useClipboard(writeText);
    await app.user.click(await screen.findByRole('button', { name: 'Calendar of Priya Sharma' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Copy subscription link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FEED));
    expect(await screen.findByText(/Subscription link copied/)).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Calendar of Priya Sharma' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Add to calendar' }));
    await waitFor(() => expect(saved).toEqual(['Priya-Sharma.ics']));
    const feed = app.api.callsTo('GET', '/api/calendar/suite-owners/aaa.bbb.ccc.ics');
    expect(feed[0]!.query.get('lang')).toBe('en-CA');
  });

  it('shows the link to copy by hand when the browser keeps the clipboard closed', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    const app = open('owners', {
      'GET /api/catering/suite-owners/7/calendar-link': json(200, {
        url: FEED,
        expires_at: '2027-11-25T12:00:00.000Z',
      }),
    });
    // After user-event's set-up, which puts a clipboard of its own in place.
    useClipboard(writeText);
    await app.user.click(await screen.findByRole('button', { name: 'Calendar of Priya Sharma' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Copy subscription link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscription link' });
    expect(within(dialog).getByRole('textbox', { name: 'Subscription link' })).toHaveProperty(
      'value',
      FEED,
    );
  });
});
