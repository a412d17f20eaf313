import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { BusinessTab } from '../business-tab.tsx';

configure({ asyncUtilTimeout: 4000 });
const location = { ...makeLocation(1, 'Demo'), province: 'ns' as const };

describe('BusinessTab', { timeout: 20_000 }, () => {
  it('fills the form with the Nova Scotia preset and saves it as one list', async () => {
    const api = mockApi({
      'GET /api/settings/tax-rates': json(200, []),
      'PUT /api/settings/tax-rates': (call) => json(200, call.body),
    });
    signInAs({ role: 'manager', restaurants: [location.id] });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <TestProviders>
            <BusinessTab location={location} />
          </TestProviders>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use the rates of Nova Scotia' }));
    const table = await screen.findByRole('table', { name: 'Province and tax rates' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByText('Marketplace locations')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/settings/tax-rates')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/settings/tax-rates')[0]!.body).toEqual([
      { code: 'HST', label: 'HST', value: 15, is_default: true, effective_from: null },
      { code: 'HST', label: 'HST', value: 14, is_default: true, effective_from: '2025-04-01' },
    ]);
  });
});
