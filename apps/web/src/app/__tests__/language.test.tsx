import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { makeMenuSummary } from '#test/catalogue.ts';
import { json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { signInAs } from '#test/tokens.ts';

describe('language switch', () => {
  it('changes every string and the date format, and is remembered', async () => {
    const api = mockApi({
      'POST /api/restaurants/list': json(200, [makeLocation(1, 'Demo Restaurant')]),
      'GET /api/menus': json(200, [makeMenuSummary(1, 'Lunch')]),
      'GET /api/menu-groups': json(200, []),
      'POST /api/auth/logout': json(204),
    });
    signInAs();
    const { screen, user } = renderApp('/menus');
    // The first render waits for the menus screen's code, slow on a busy machine.
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 5000 },
    );
    expect(within(nav).getByText('Add-ons')).toBeTruthy();
    expect(screen.getByText(/^Today: \d{4}\/\d{2}\/\d{2}$/)).toBeTruthy();
    expect(await screen.findByText('Menus: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create menu' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Passer au français' }));

    const navFr = await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(within(navFr).getByText('Suppléments')).toBeTruthy();
    expect(within(navFr).getByText('Disponibilité')).toBeTruthy();
    expect(screen.getByText(/^Aujourd’hui : \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(screen.getByText('Menus : 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Créer un menu' })).toBeTruthy();
    expect(screen.queryByText('Create menu')).toBeNull();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(window.localStorage.getItem('app.language')).toBe('fr-CA');

    await user.click(within(navFr).getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/logout')[0]?.headers.get('Accept-Language')).toBe(
      'fr-CA',
    );
  });

  it('shows the login screen and its validation messages in French, and back', async () => {
    mockApi({ 'GET /api/auth/sso': json(200, { enabled: false }) });
    const { screen, user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Passer au français' }));
    expect(screen.getByRole('heading', { name: 'Connexion des gestionnaires' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findAllByText('Ce champ est requis.')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Switch to English' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
