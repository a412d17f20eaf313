import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Subsidy, SubsidyCode } from '@app/domain';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { ActiveLocationContext } from '#shared/locations/active-location.ts';
import { SubsidiesPage } from '../routes/subsidies-page.tsx';

configure({ asyncUtilTimeout: 4000 });
const location = makeLocation(1, 'Demo School', { k12: true, subsidies: true });

const lunch: Subsidy = {
  id: 3,
  name: 'Free lunch',
  localization: { fr: { name: 'Dîner gratuit' } },
  type: 'fixed_item_price',
  amount: 0,
  amount_type: 'dollar',
  max_meals_per_day: 1,
  codes: { total: 2, active: 1 },
  created_at: '2026-11-20T15:00:00.000Z',
};
const pwyc: Subsidy = {
  ...lunch,
  id: 4,
  name: 'Pay what you can',
  localization: { fr: { name: null } },
  type: 'pay_what_you_can',
  amount: null,
  max_meals_per_day: null,
  codes: { total: 0, active: 0 },
};
const code = (id: number, text: string, extra: Partial<SubsidyCode> = {}): SubsidyCode => ({
  id,
  subsidy_id: 3,
  code: text,
  created_at: '2026-11-20T15:00:00.000Z',
  status: 'active',
  account_name: null,
  email: null,
  ...extra,
});

function open(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/subsidies': json(200, [lunch, pwyc]),
    'GET /api/subsidies/3/codes': json(200, {
      items: [
        code(11, 'FREE-K7MXR-4HT9C', { account_name: 'Léa Tremblay', email: 'lea@demo.test' }),
        code(10, 'FREE-AC3EF-GH4JK', { status: 'inactive' }),
      ],
      next_cursor: null,
      total: 2,
    }),
    ...routes,
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          <ActiveLocationContext.Provider value={location}>
            <SubsidiesPage />
          </ActiveLocationContext.Provider>
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

describe('SubsidiesPage', { timeout: 20_000 }, () => {
  it('lists the subsidies and the first one’s codes, with holders and statuses', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Subsidies' });
    const row = within(table).getByRole('row', { name: /Free lunch/ });
    expect(row.textContent).toContain('Fixed item price');
    expect(row.textContent).toContain('$0.00');
    expect(row.textContent).toContain('1 active of 2');
    const other = within(table).getByRole('row', { name: /Pay what you can/ });
    expect(other.textContent).toContain('Chosen by the family');
    expect(other.textContent).toContain('No limit');
    const codes = await screen.findByRole('table', { name: 'Code' });
    const held = within(codes).getByRole('row', { name: /K7MXR/ });
    expect(held.textContent).toContain('Léa Tremblay');
    expect(within(held).getByRole('switch', { name: 'Deactivate FREE-K7MXR-4HT9C' })).toBeTruthy();
    expect(within(codes).getByRole('row', { name: /AC3EF/ }).textContent).toContain('Inactive');
    expect(screen.getByText('2 of 2 codes')).toBeTruthy();
    // The sheet of code cards carries the location, the subsidy and each active code.
    const cards = screen.getByTestId('subsidy-code-cards');
    expect(cards.textContent).toContain('Demo School');
    expect(cards.textContent).toContain('FREE-K7MXR-4HT9C');
    // An inactive code grants nothing: it is not printed.
    expect(cards.textContent).not.toContain('FREE-AC3EF-GH4JK');
  });

  it('checks a new subsidy as you type, then sends it', async () => {
    const app = open({ 'POST /api/subsidies': json(201, { ...lunch, id: 9, name: 'Half' }) });
    await app.user.click(await screen.findByRole('button', { name: 'Add a subsidy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a subsidy' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Half');
    await app.user.click(within(dialog).getAllByLabelText('Type')[0]!);
    await app.user.click(await screen.findByRole('option', { name: 'Discount' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/subsidies')).toHaveLength(0);
    const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
    await app.user.type(amount, '50');
    await app.user.click(within(dialog).getByRole('radio', { name: 'Percent' }));
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'No limit' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/subsidies')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/subsidies')[0]?.body).toEqual({
      name: 'Half',
      localization: { fr: { name: null } },
      type: 'discount',
      amount: 50,
      amount_type: 'percentage',
      max_meals_per_day: null,
    });
  });

  it('asks again before deleting a subsidy whose codes are active, then forces it', async () => {
    const app = open({
      'DELETE /api/subsidies/3': ({ body }) =>
        (body as { force_publish: boolean }).force_publish
          ? json(204)
          : apiError(409, 'subsidy_in_use', 'This subsidy still has 1 active codes.', {
              active_codes: 1,
            }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Delete Free lunch' }));
    await app.user.click(await screen.findByRole('button', { name: 'Delete' }));
    const force = await screen.findByRole('dialog', { name: 'Codes are still active' });
    expect(force.textContent).toContain('This subsidy still has 1 active codes.');
    await app.user.click(within(force).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(app.api.callsTo('DELETE', '/api/subsidies/3')).toHaveLength(2));
    expect(app.api.callsTo('DELETE', '/api/subsidies/3').map((call) => call.body)).toEqual([
      { force_publish: false },
      { force_publish: true },
    ]);
  });

  it('generates codes with a prefix and says how many were made', async () => {
    const made = [code(20, 'LUNCH-AAAAA-CCCCC'), code(21, 'LUNCH-EEEEE-FFFFF')];
    const app = open({
      'POST /api/subsidies/3/codes/generate': json(201, { generated: 2, codes: made }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Generate codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate codes for Free lunch' });
    const count = within(dialog).getByRole('textbox', { name: /How many codes/ });
    await app.user.clear(count);
    await app.user.type(count, '10001');
    expect(await within(dialog).findByText('must be 10000 or lower')).toBeTruthy();
    await app.user.tripleClick(count);
    await app.user.keyboard('2');
    await app.user.type(within(dialog).getByRole('textbox', { name: /Prefix/ }), 'lunch');
    await app.user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('2 codes generated.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/subsidies/3/codes/generate')[0]?.body).toEqual({
      amount: 2,
      prefix: 'LUNCH',
    });
    // While the result shows, the printed cards are this batch.
    expect(screen.getByTestId('subsidy-code-cards').textContent).toContain('LUNCH-AAAAA-CCCCC');
  });
});
