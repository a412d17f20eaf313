import { describe, expect, it } from 'vitest';
import { act, waitFor, within } from '@testing-library/react';
import type { InboxAnnouncement } from '@app/domain';
import { sessionStore } from '#lib/session/session-store.ts';
import { json, mockApi, type RecordedCall } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

const north = makeLocation(1, 'North school');
const south = makeLocation(2, 'South stadium');

const closed: InboxAnnouncement = {
  id: 40,
  message: 'Closed Monday',
  localization: { fr: { message: 'Fermé lundi' } },
  created_at: '2026-11-20T15:30:00Z',
  ends_on: '2026-12-31',
};
const menus: InboxAnnouncement = {
  id: 41,
  message: 'New winter menus',
  localization: { fr: { message: 'Nouveaux menus d’hiver' } },
  created_at: '2026-11-21T15:30:00Z',
  ends_on: null,
};

/** A lead of both locations on a screen of the shell; each location has its own inbox. */
function open() {
  const inboxes: Record<string, InboxAnnouncement[]> = { '1': [closed], '2': [menus] };
  const api = mockApi({
    'POST /api/restaurants/list': json(200, [north, south]),
    'GET /api/announcements/inbox': (call: RecordedCall) =>
      json(200, inboxes[call.headers.get('x-restaurant-id') ?? ''] ?? []),
    'POST /api/announcements/40/read': () => {
      inboxes['1'] = [];
      return new Response(null, { status: 204 });
    },
  });
  signInAs({ role: 'lead', restaurants: [1, 2] });
  return { ...renderApp('/not-found'), api };
}

describe('announcements in the shell', { timeout: 30_000 }, () => {
  it('shows the location’s announcements and dismisses one on the server', async () => {
    const app = open();
    const region = await app.screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByText('Closed Monday')).toBeTruthy();
    expect(within(region).getByText('Until 2026/12/31')).toBeTruthy();
    await app.user.click(
      within(region).getByRole('button', { name: 'Dismiss announcement: Closed Monday' }),
    );
    await waitFor(() =>
      expect(app.screen.queryByRole('region', { name: 'Announcements' })).toBeNull(),
    );
    expect(app.api.callsTo('POST', '/api/announcements/40/read')).toHaveLength(1);
  });

  it('reads the new location’s announcements when the location changes', async () => {
    const app = open();
    await app.screen.findByText('Closed Monday');
    act(() => sessionStore.setTenant(2));
    expect(await app.screen.findByText('New winter menus')).toBeTruthy();
    expect(app.screen.queryByText('Closed Monday')).toBeNull();
  });

  it('speaks the interface language', async () => {
    const app = open();
    await app.screen.findByText('Closed Monday');
    const { changeLocale } = await import('#i18n/i18n.ts');
    await act(() => changeLocale('fr-CA'));
    const region = await app.screen.findByRole('region', { name: 'Annonces' });
    expect(within(region).getByText('Fermé lundi')).toBeTruthy();
    expect(within(region).getByText('Jusqu’au 31/12/2026')).toBeTruthy();
    expect(
      within(region).getByRole('button', { name: 'Fermer l’annonce : Fermé lundi' }),
    ).toBeTruthy();
  });
});
