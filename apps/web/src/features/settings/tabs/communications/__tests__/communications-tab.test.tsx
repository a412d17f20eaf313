import { describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Announcement } from '@app/domain';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { signInAs } from '#test/tokens.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { CommunicationsTab } from '../communications-tab.tsx';

configure({ asyncUtilTimeout: 4000 });
const head = makeLocation(1, 'Head office');
const north = makeLocation(2, 'North school');
const south = makeLocation(3, 'South stadium');

const posted: Announcement = {
  id: 40,
  message: 'Closed Monday for the holiday',
  localization: { fr: { message: 'Fermé lundi pour le congé' } },
  created_at: '2026-11-20T15:30:00Z',
  ends_on: '2026-12-31',
  restaurantIds: [1, 2],
  restaurant_count: 2,
  reads: [
    { restaurant_id: 1, read: 1, staff: 5 },
    { restaurant_id: 2, read: 0, staff: 4 },
  ],
};

function open() {
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [head, north, south]),
    'GET /api/announcements': json(200, [posted]),
    'POST /api/announcements': json(201, { ...posted, id: 41 }),
    'DELETE /api/announcements/40': new Response(null, { status: 204 }),
  });
  signInAs({ role: 'enterprise', restaurants: [1, 2, 3] });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <TestProviders>
          <CommunicationsTab location={head} />
        </TestProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return { api, user: userEvent.setup() };
}

describe('CommunicationsTab', { timeout: 30_000 }, () => {
  it('lists what the location posted: when, to how many, until when, who read it', async () => {
    open();
    const card = await screen.findByRole('article', { name: 'Closed Monday for the holiday' });
    expect(within(card).getByText(/Posted 2026\/11\/20 10:30/)).toBeTruthy();
    expect(within(card).getByText(/2 locations · Shown until 2026\/12\/31/)).toBeTruthy();
    const reads = within(card).getByRole('table', { name: 'Read by staff' });
    expect(within(reads).getByRole('row', { name: /Head office/ }).textContent).toContain(
      '1 of 5 read',
    );
    expect(within(reads).getByRole('row', { name: /North school/ }).textContent).toContain(
      '0 of 4 read',
    );
  });

  it('asks before deleting an announcement', async () => {
    const app = open();
    const card = await screen.findByRole('article', { name: 'Closed Monday for the holiday' });
    await app.user.click(within(card).getByRole('button', { name: 'Delete this announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this announcement?' });
    expect(app.api.callsTo('DELETE', '/api/announcements/40')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(app.api.callsTo('DELETE', '/api/announcements/40')).toHaveLength(1));
  });

  it('needs both messages and a location before posting, then posts to the chosen locations', async () => {
    const app = open();
    const form = await screen.findByRole('region', { name: 'New announcement' });
    await app.user.click(within(form).getByRole('button', { name: 'Post announcement' }));
    expect(await within(form).findByText('Please select at least one location')).toBeTruthy();
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(app.api.callsTo('POST', '/api/announcements')).toHaveLength(0);

    await app.user.type(within(form).getByRole('textbox', { name: /Message in English/ }), 'Hi');
    await app.user.type(within(form).getByRole('textbox', { name: /Message in French/ }), 'Salut');
    await app.user.click(within(form).getByRole('combobox', { name: /Locations/ }));
    await app.user.click(await screen.findByRole('option', { name: 'North school' }));
    await app.user.click(await screen.findByRole('option', { name: 'South stadium' }));
    await app.user.click(within(form).getByRole('button', { name: 'Post announcement' }));
    await waitFor(() => expect(app.api.callsTo('POST', '/api/announcements')).toHaveLength(1));
    expect(app.api.callsTo('POST', '/api/announcements')[0]!.body).toEqual({
      message: 'Hi',
      localization: { fr: { message: 'Salut' } },
      restaurantIds: [2, 3],
      ends_on: null,
    });
  });

  it('speaks French: the message, the dates and the location rule', async () => {
    const app = open();
    const { changeLocale } = await import('#i18n/i18n.ts');
    await changeLocale('fr-CA');
    const card = await screen.findByRole('article', { name: 'Fermé lundi pour le congé' });
    expect(
      within(card).getByText(/2 établissements · Affichée jusqu’au 31\/12\/2026/),
    ).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Nouvelle annonce' });
    await app.user.click(within(form).getByRole('button', { name: 'Publier l’annonce' }));
    expect(
      await within(form).findByText('Veuillez sélectionner au moins un établissement'),
    ).toBeTruthy();
  });
});
