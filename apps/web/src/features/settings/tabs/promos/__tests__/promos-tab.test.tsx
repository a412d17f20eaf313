import { describe, expect, it } from 'vitest';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { PromosTab } from '../promos-tab.tsx';

configure({ asyncUtilTimeout: 4000 });
const location = makeLocation(1, 'Demo', { discount: true });

function open() {
  const api = mockApi({
    'GET /api/settings/promo-codes': json(200, [
      { id: 5, name: 'SAVE5', type: 'dollar', value: 5, active: true },
      { id: 7, name: 'TENOFF', type: 'percentage', value: 10, active: true },
    ]),
    'POST /api/settings/promo-codes': json(201, {
      id: 6,
      name: 'HALF',
      type: 'percentage',
      value: 50,
      active: true,
    }),
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          <PromosTab location={location} />
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

describe('PromosTab', { timeout: 20_000 }, () => {
  it('lists the codes and refuses a name in use before sending anything', async () => {
    const app = open();
    const table = await screen.findByRole('table', { name: 'Promo codes' });
    expect(within(table).getByText('SAVE5')).toBeTruthy();
    // A percentage as the interface language writes it (10% in English, 10 % in French).
    expect(within(table).getByRole('row', { name: /TENOFF/ }).textContent).toContain('10%');
    await app.user.click(screen.getByRole('button', { name: 'New promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'New promo code' });
    await app.user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'save5');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This name is already in use.')).toBeTruthy();
    expect(app.api.callsTo('POST', '/api/settings/promo-codes')).toHaveLength(0);
  });
});
