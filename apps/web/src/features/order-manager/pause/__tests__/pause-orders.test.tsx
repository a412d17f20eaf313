import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZLocation, type Location } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { ActiveLocationContext } from '#shared/locations/active-location.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { signInAs } from '#test/tokens.ts';
import { OrdersPausedBanner } from '../orders-paused-banner.tsx';
import { PauseOrdersButton } from '../pause-orders-button.tsx';

function bistro(fields: Partial<Location> = {}): Location {
  return ZLocation.parse({ ...makeLocation(1, 'Bistro', { order_management: true }), ...fields });
}

function renderTools(location: Location) {
  signInAs({ role: 'lead', restaurants: [1] });
  const api = mockApi({
    'PUT /api/restaurants/1': (call) => json(200, { ...location, ...(call.body as object) }),
    'POST /api/restaurants/list': json(200, [location]),
  });
  render(
    <TestProviders>
      <ActiveLocationContext.Provider value={location}>
        <OrdersPausedBanner />
        <PauseOrdersButton />
      </ActiveLocationContext.Provider>
    </TestProviders>,
  );
  return { api, user: userEvent.setup() };
}

const paused = (until: string | null) =>
  bistro({
    orders_paused: true,
    orders_paused_until: until,
    order_options: {
      ...bistro().order_options,
      orders_paused_message: 'Closed for a private event.',
      localization: { fr: { orders_paused_message: 'Fermé pour un événement privé.' } },
    },
  });

describe('pause ordering', () => {
  it('pauses until resumed with both messages prefilled with the patience text', async () => {
    await changeLocale('en-CA');
    const { api, user } = renderTools(bistro());
    expect(screen.queryByText('Ordering is paused')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pause ordering' }));
    const english = await screen.findByLabelText('Message in English');
    expect(english).toHaveProperty(
      'value',
      'Ordering is paused for the moment. Thank you for your patience.',
    );
    expect(screen.getByLabelText('Message in French')).toHaveProperty(
      'value',
      'Les commandes sont en pause pour le moment. Merci de votre patience.',
    );
    await user.clear(screen.getByLabelText('Message in French'));
    await user.click(screen.getAllByRole('button', { name: 'Pause ordering' }).at(-1)!);
    expect(await screen.findByText('Enter the message in English and in French.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText('Message in French'), 'Merci de votre patience.');
    await user.click(screen.getAllByRole('button', { name: 'Pause ordering' }).at(-1)!);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      orders_paused: true,
      orders_paused_until: null,
      order_options: {
        orders_paused_message: 'Ordering is paused for the moment. Thank you for your patience.',
        localization: { fr: { orders_paused_message: 'Merci de votre patience.' } },
      },
    });
  });

  it('pauses until a time chosen in the location’s time zone, in French', async () => {
    await changeLocale('fr-CA');
    const { api, user } = renderTools(bistro({ timezone: 'America/Vancouver' }));
    await user.click(screen.getByRole('button', { name: 'Mettre les commandes en pause' }));
    await user.click(await screen.findByLabelText('Jusqu’à un moment choisi'));
    const field = screen.getByLabelText('Reprise le (America/Vancouver)');
    await user.type(field, '2099-06-01T17:30');
    await user.click(screen.getByRole('button', { name: 'Mettre en pause' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      orders_paused: true,
      // 17:30 in Vancouver (UTC−7 in June).
      orders_paused_until: '2099-06-02T00:30:00.000Z',
    });
  });

  it('says ordering is paused and until when, and resumes at once', async () => {
    await changeLocale('fr-CA');
    const { api, user } = renderTools(paused('2099-06-02T00:30:00.000Z'));
    expect(screen.getByText('Les commandes sont en pause')).toBeTruthy();
    expect(
      screen.getByText('Les commandes reprendront d’elles-mêmes le 01/06/2099 20:30.'),
    ).toBeTruthy();
    expect(screen.getByText('Fermé pour un événement privé.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reprendre les commandes' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')!.body).toEqual({
      orders_paused: false,
    });
  });

  it('says in English that ordering waits to be resumed by hand', async () => {
    await changeLocale('en-CA');
    renderTools(paused(null));
    expect(screen.getByText('Ordering is paused')).toBeTruthy();
    expect(screen.getByText('New orders are refused until ordering is resumed.')).toBeTruthy();
    expect(screen.getByText('Closed for a private event.')).toBeTruthy();
  });
});
