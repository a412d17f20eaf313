import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { defaultBrandingSettings, type BrandingSettings } from '@app/domain';
import { changeLocale } from '#i18n/i18n.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { TestProviders } from '#test/test-providers.tsx';
import { signInAs } from '#test/tokens.ts';
import { AppearanceTab } from '../appearance-tab.tsx';

const location = makeLocation(1, 'Maple Street Bistro');

function open(saved: BrandingSettings = defaultBrandingSettings, put = json(200, saved)) {
  const api = mockApi({
    'GET /api/settings/branding': json(200, saved),
    'PUT /api/settings/branding': put,
  });
  signInAs({ role: 'manager', restaurants: [location.id] });
  const router = createMemoryRouter(
    [{ path: '/settings', element: <AppearanceTab location={location} /> }],
    { initialEntries: ['/settings'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(async () => {
  await changeLocale('en-CA');
});

describe('Appearance tab', { timeout: 20_000 }, () => {
  it('loads the saved appearance and saves the whole of it after changes', async () => {
    const { api, user } = open();
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    expect(name.getAttribute('placeholder')).toBe('Maple Street Bistro');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'A list' })).toHaveProperty('checked', true);

    await user.type(name, 'Chez Maple');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.type(screen.getByRole('textbox', { name: 'Primary colour' }), '#0B7285');
    await user.click(screen.getByRole('radio', { name: 'A gallery' }));
    await user.click(screen.getByRole('radio', { name: 'Vertical' }));
    // The preview follows the form as it is typed.
    const preview = screen.getByTestId('appearance-preview');
    expect(within(preview).getByText('Chez Maple')).toBeTruthy();
    expect(
      preview.querySelector<HTMLElement>('[data-mantine-color-scheme]')!.dataset.mantineColorScheme,
    ).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Save appearance' }));
    expect(await screen.findByText('Appearance saved.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/settings/branding')[0]!.body).toEqual({
      ...defaultBrandingSettings,
      display_name: 'Chez Maple',
      theme: 'dark',
      primary_color: '#0B7285',
      browse_style: 'gallery',
      card_style: 'vertical',
    });
  });

  it('says what is wrong as it is typed, in French too, and sends nothing invalid', async () => {
    await changeLocale('fr-CA');
    const { api, user } = open();
    const colour = await screen.findByRole('textbox', { name: 'Couleur principale' });
    await user.type(colour, 'bleu');
    expect(
      await screen.findByText(
        'Cette couleur n’est pas valide. Utilisez un code hexadécimal comme #1A2B3C.',
      ),
    ).toBeTruthy();
    await user.clear(colour);
    await user.click(screen.getByRole('checkbox', { name: 'Anglais' }));
    expect(
      await screen.findByText('La langue principale doit faire partie des langues du menu.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’apparence' }));
    expect(api.callsTo('PUT', '/api/settings/branding')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await waitFor(() =>
      expect(
        screen.queryByText('La langue principale doit faire partie des langues du menu.'),
      ).toBeNull(),
    );
  });

  it('shows the server’s refusal on its field and in a toast', async () => {
    const refused = apiError(400, 'validation_failed', 'Validation failed.', {
      fields: { display_name: 'This name isn’t allowed here.' },
    });
    const { user } = open(defaultBrandingSettings, refused);
    await user.type(await screen.findByRole('textbox', { name: 'Display name' }), 'X');
    await user.click(screen.getByRole('button', { name: 'Save appearance' }));
    expect(await screen.findByText('This name isn’t allowed here.')).toBeTruthy();
  });
});
