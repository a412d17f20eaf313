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

  it('lists a hub’s marketplace tiles in order, with their images, and saves the list', async () => {
    const hub = makeLocation(1, 'Hub', { marketplace_hub: true });
    const grill = { id: 7, name: 'Grill', operational_restaurant_id: 2, menu_ids: [21] };
    const api = mockApi({
      'GET /api/settings/tax-rates': json(200, []),
      'GET /api/settings/marketplace-locations': json(200, [
        { ...grill, separate_mids: true, image: '/images/grill.jpg' },
      ]),
      'POST /api/restaurants/list-with-menus': json(200, [
        { id: 1, name: 'Hub', menus: [] },
        { id: 2, name: 'Dockside', menus: [{ id: 21, name: 'Lunch' }] },
      ]),
      'PUT /api/settings/marketplace-locations': (call) =>
        json(
          200,
          (call.body as object[]).map((tile, index) => ({ id: 7 + index, image: null, ...tile })),
        ),
    });
    signInAs({ role: 'manager', restaurants: [1, 2] });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <TestProviders>
            <BusinessTab location={hub} />
          </TestProviders>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    const section = await screen.findByRole('form', { name: 'Marketplace locations' });
    const saved = await within(section).findByRole('listitem', { name: 'Grill' });
    expect(within(saved).getByRole('img', { name: 'Image' }).getAttribute('src')).toBe(
      '/images/grill.jpg',
    );
    expect(within(saved).getByRole('button', { name: 'Move Grill' })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Add a marketplace location' }));
    const added = within(section).getByRole('listitem', { name: 'Marketplace location 2' });
    expect(within(added).getByText('Save the list to add an image.')).toBeTruthy();
    await user.type(within(added).getByRole('textbox', { name: 'Name' }), 'grill');
    // Names are unique in the hub, whatever their case.
    expect(await within(added).findByText('This name is already in use.')).toBeTruthy();
    await user.clear(within(added).getByRole('textbox', { name: 'Name' }));
    await user.type(within(added).getByRole('textbox', { name: 'Name' }), 'Bakery');
    await user.click(within(added).getByRole('combobox', { name: 'Operational location' }));
    await user.click(await screen.findByRole('option', { name: 'Hub' }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(api.callsTo('PUT', '/api/settings/marketplace-locations')).toHaveLength(1),
    );
    expect(api.callsTo('PUT', '/api/settings/marketplace-locations')[0]!.body).toEqual([
      { ...grill, separate_mids: true },
      { name: 'Bakery', operational_restaurant_id: 1, menu_ids: [], separate_mids: false },
    ]);
    expect(await screen.findByText('Marketplace locations saved.')).toBeTruthy();
  });
});
