import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { sessionStore } from '#lib/session/session-store.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAnswer, signInAs } from '#test/tokens.ts';

const restaurant = makeLocation(1, 'Demo Restaurant');

describe('session end', () => {
  it('logs out with "Session timed out." when the session expires', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'POST /api/restaurants/list': json(200, [restaurant]) });
    signInAs({ expiresIn: 65 }); // valid for 5 s: the 60 s leeway comes first
    const app = renderApp('/menus');
    expect(await app.screen.findByRole('heading', { name: 'Menus', level: 1 })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(await app.screen.findByText('Session timed out.')).toBeTruthy();
    await waitFor(() => expect(currentPath(app.router)).toBe('/login'));
  });

  it('drops a stored session that expired while the tab was closed', async () => {
    mockApi({ 'GET /api/auth/sso': json(200, { enabled: false }) });
    const expired = { ...signInAnswer(), expires_at: new Date(Date.now() - 1000).toISOString() };
    window.sessionStorage.setItem(
      'app.session',
      JSON.stringify({
        accessToken: expired.access_token,
        idToken: expired.id_token,
        expiresAt: expired.expires_at,
        tenantId: 1,
        pinEntered: false,
      }),
    );
    vi.resetModules();
    const { sessionStore: reloaded } = await import('#lib/session/session-store.ts');
    expect(reloaded.getState().authenticated).toBe(false);
  });

  it.each([
    ['a 401', apiError(401, 'session_timed_out', 'Session timed out.'), 'Session timed out.'],
    ['a network error', () => Promise.reject(new TypeError('offline')), 'Session timed out.'],
    [
      'a 403 tenant error',
      apiError(403, 'tenant_not_recognized', 'Tenant not recognized.'),
      'Tenant not recognized.',
    ],
  ])('logs out after %s', async (_case, answer, message) => {
    mockApi({ 'POST /api/restaurants/list': answer, 'POST /api/auth/logout': json(204) });
    signInAs();
    const app = renderApp('/menus');
    expect(await app.screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(currentPath(app.router)).toBe('/login'));
    expect(sessionStore.getState().authenticated).toBe(false);
  });

  it('shows "Internal server error." for a 500 without message, and stays signed in', async () => {
    mockApi({ 'POST /api/restaurants/list': json(500, {}) });
    signInAs();
    const app = renderApp('/menus');
    expect(await app.screen.findByText('Internal server error.')).toBeTruthy();
    expect(await app.screen.findByText('The locations could not be loaded.')).toBeTruthy();
    expect(sessionStore.getState().authenticated).toBe(true);
  });
});
