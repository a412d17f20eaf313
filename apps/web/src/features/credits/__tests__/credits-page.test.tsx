import { afterEach, describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { changeLocale } from '#i18n/i18n.ts';
import { ActiveLocationContext } from '#shared/locations/active-location.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { CreditsPage } from '../routes/credits-page.tsx';

configure({ asyncUtilTimeout: 4000 });

const ada = {
  id: 1,
  name: 'Ada Lovelace',
  email: 'ada@family.test',
  expiry_date: '2027-06-26',
  balance: 12.5,
};
const page = { items: [ada], next_cursor: null };
const history = {
  items: [
    {
      id: 9,
      created_at: '2026-11-24T15:00:00Z',
      credit_id: 1,
      email: ada.email,
      name: ada.name,
      kind: 'order',
      amount: -4.52,
      balance_after: 12.5,
      order_id: 40,
      order_number: 1040,
      note: null,
      by: null,
    },
    {
      id: 8,
      created_at: '2026-11-24T14:00:00Z',
      credit_id: 1,
      email: ada.email,
      name: ada.name,
      kind: 'grant',
      amount: 17.02,
      balance_after: 17.02,
      order_id: null,
      order_number: null,
      note: null,
      by: { name: 'Morgan Manager', email: 'manager@demo.test' },
    },
  ],
  next_cursor: null,
};

function open(flags: Parameters<typeof makeLocation>[2] = { app8_credits: true }, routes = {}) {
  const location = makeLocation(1, 'Demo', flags);
  const api = mockApi({
    'GET /api/auth/credits': json(200, page),
    'GET /api/auth/credits/history': json(200, history),
    'GET /api/customers': json(200, [
      { id: 3, email: 'grace@family.test', name: 'Grace Hopper', source: 'import' },
    ]),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          <ActiveLocationContext.Provider value={location}>
            <CreditsPage />
          </ActiveLocationContext.Provider>
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

describe('CreditsPage', { timeout: 30_000 }, () => {
  afterEach(async () => changeLocale('en-CA'));

  it('lists credits with dates and money the English way, and who did what', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Credits' });
    const row = within(table).getByRole('row', { name: /ada@family.test/ });
    expect(row.textContent).toContain('2027/06/26');
    expect(row.textContent).toContain('$12.50');
    const log = await screen.findByRole('table', { name: 'Credit history' });
    expect(within(log).getByRole('row', { name: /Credit given/ }).textContent).toContain(
      'Morgan Manager',
    );
    expect(within(log).getByRole('row', { name: /Spent on an order/ }).textContent).toContain(
      '#1040',
    );
  });

  it('writes them the French way', async () => {
    await changeLocale('fr-CA');
    open();
    const table = await screen.findByRole('table', { name: 'Crédits' });
    const row = within(table).getByRole('row', { name: /ada@family.test/ });
    expect(row.textContent).toContain('26/06/2027');
    expect(row.textContent).toMatch(/12,50\s\$/);
  });

  it('gives credit to a customer picked by name, and shows 833 as the server words it', async () => {
    const app = open(
      { app8_credits: true },
      {
        'POST /api/auth/credits': apiError(
          404,
          'credit_user_not_found',
          'User not found: grace@family.test has no customer account here.',
          { numeric_code: 833 },
        ),
      },
    );
    await screen.findByRole('table', { name: 'Credits' });
    await app.user.click(screen.getByRole('button', { name: 'Give credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give credit' });
    await app.user.type(within(dialog).getByRole('combobox', { name: /Customer/ }), 'grace');
    await screen.findByRole('option', { name: /Grace Hopper/, hidden: true });
    await app.user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('combobox', { name: /Customer/ })).toHaveProperty(
      'value',
      'grace@family.test',
    );
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await app.user.type(amount, '20');
    await app.user.tab();
    await app.user.click(within(dialog).getByRole('button', { name: 'Give credit' }));
    expect(await screen.findByText(/User not found: grace@family.test/)).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/auth/credits')[0]!.body).toMatchObject({
      email: 'grace@family.test',
      amount: 20,
    });
  });

  it('edits with the email read-only and expires after a confirmation', async () => {
    const app = open(
      { app8_credits: true },
      {
        'POST /api/auth/credits/expire': json(200, { ...ada, balance: 0 }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Credits' });
    await app.user.click(
      within(table).getByRole('button', { name: 'Edit the credit of ada@family.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Credit of ada@family.test' });
    expect(within(dialog).getByRole('textbox', { name: 'Email' }).hasAttribute('readonly')).toBe(
      true,
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await app.user.click(
      within(table).getByRole('button', { name: 'Expire the credit of ada@family.test' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Expire this credit?' });
    expect(confirm.textContent).toContain('$12.50');
    expect(app.api.callsTo('POST', '/api/auth/credits/expire')).toHaveLength(0);
    await app.user.click(within(confirm).getByRole('button', { name: 'Expire' }));
    await screen.findByText('Credit expired.');
    expect(app.api.callsTo('POST', '/api/auth/credits/expire')[0]!.body).toEqual({
      email: ada.email,
    });
  });

  it('at a school without an end of school year, points to Settings › Operations', async () => {
    const parameters = { end_of_school_year: null, end_of_school_year_locked: false };
    open(
      { app8_credits: true, k12: true },
      {
        'GET /api/settings/ordering-parameters': json(200, {
          max_items_per_order: null,
          max_items_per_cart: null,
          cutoff: null,
          window_max_days: null,
          exclude_weekends: false,
          minimum_order_amount: null,
          service_charge_enabled: false,
          service_charge_value: null,
          service_charge_label: null,
          localization: {},
          ...parameters,
        }),
      },
    );
    const link = await screen.findByRole('link', { name: 'Open Settings › Operations' });
    expect(link.getAttribute('href')).toBe('/settings?tab=operations');
    expect(screen.getByRole('button', { name: 'Give credit' }).hasAttribute('disabled')).toBe(true);
  });
});
