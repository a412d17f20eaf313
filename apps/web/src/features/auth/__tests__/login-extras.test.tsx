import { describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { codeChallenge } from '#lib/auth/pkce.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAnswer } from '#test/tokens.ts';

const base = {
  'GET /api/auth/sso': json(200, { enabled: false }),
  'POST /api/restaurants/list': json(200, [makeLocation(1, 'Demo Restaurant')]),
};

describe('login screen dialogs', () => {
  it('explains sign-in in an info dialog', async () => {
    mockApi(base);
    const { screen, user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'About signing in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing in' });
    expect(within(dialog).getByText(/contact your manager/)).toBeTruthy();
    // No single sign-on is configured: the dialog does not mention its button.
    expect(within(dialog).queryByText(/single sign-on/)).toBeNull();
  });

  it('mentions the single sign-on button only when single sign-on is offered', async () => {
    mockApi({
      ...base,
      'GET /api/auth/sso': json(200, {
        enabled: true,
        authorization_endpoint: 'https://id.example.test/authorize',
        client_id: 'back-office',
        scope: 'openid email',
      }),
    });
    const { screen, user } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in with single sign-on' });
    await user.click(screen.getByRole('button', { name: 'About signing in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing in' });
    expect(within(dialog).getByText(/choose “Sign in with single sign-on”/)).toBeTruthy();
  });

  it('shows "Login Failed" when the browser blocks storage (third-party cookies)', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    });
    try {
      mockApi(base);
      const { screen } = renderApp('/login');
      const dialog = await screen.findByRole('dialog', { name: 'Login Failed' });
      expect(within(dialog).getByText(/Enable third-party cookies/)).toBeTruthy();
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });
});

describe('password reset link', () => {
  it('sets a new password, then returns to sign-in with a confirmation', async () => {
    const api = mockApi({ ...base, 'POST /api/auth/password-reset': json(204) });
    const app = renderApp('/login#reset_token=one-time-token');
    const { screen, user } = app;
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Must be at least 8 characters.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^New password/), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Confirm new password/), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/password-reset')[0]?.body).toEqual({
      token: 'one-time-token',
      password: 'short-and-longer',
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(app.router.state.location.search).toBe('');
  });

  it('shows "Error resetting password" for an expired link', async () => {
    const message = 'This password reset link is invalid or has expired.';
    mockApi({
      ...base,
      'POST /api/auth/password-reset': apiError(400, 'invalid_reset_token', message),
    });
    const { screen, user } = renderApp('/login#reset_token=old');
    await user.type(await screen.findByLabelText(/^New password/), 'new-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(`Error resetting password: ${message}`)).toBeTruthy();
  });
});

describe('single sign-on', () => {
  it('sends the browser to the provider with PKCE S256 and a state', async () => {
    mockApi({
      ...base,
      'GET /api/auth/sso': json(200, {
        enabled: true,
        authorization_endpoint: 'https://id.example.test/authorize',
        client_id: 'back-office',
        scope: 'openid email',
      }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { screen, user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in with single sign-on' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());

    const url = new URL(String(assign.mock.calls[0]?.[0]));
    const stored = JSON.parse(window.sessionStorage.getItem('app.sso.request') ?? '{}') as {
      state: string;
      codeVerifier: string;
    };
    expect(url.origin + url.pathname).toBe('https://id.example.test/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('back-office');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login/callback`);
    expect(url.searchParams.get('state')).toBe(stored.state);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBe(await codeChallenge(stored.codeVerifier));
  });

  function rememberRequest(state: string) {
    const redirectUri = `${window.location.origin}/login/callback`;
    window.sessionStorage.setItem(
      'app.sso.request',
      JSON.stringify({ state, codeVerifier: 'verifier-1', redirectUri }),
    );
    return redirectUri;
  }

  it('trades the code on /login/callback and signs in', async () => {
    const redirectUri = rememberRequest('state-1');
    const api = mockApi({ ...base, 'POST /api/auth/sso/callback': json(200, signInAnswer()) });
    const app = renderApp('/login/callback?code=code-1&state=state-1');
    await waitFor(() => expect(currentPath(app.router)).toBe('/menus'));
    expect(api.callsTo('POST', '/api/auth/sso/callback')[0]?.body).toEqual({
      code: 'code-1',
      code_verifier: 'verifier-1',
      redirect_uri: redirectUri,
    });
  });

  it.each([
    [
      'a state that does not match',
      '?code=code-1&state=forged',
      null,
      'Login error, try again later.',
    ],
    [
      'a refused code',
      '?code=code-1&state=state-1',
      apiError(401, 'sso_failed', 'Login error, try again later.'),
      'Login error, try again later.',
    ],
    [
      'an answer without tokens',
      '?code=code-1&state=state-1',
      json(200, {}),
      'No authentication found, try again later.',
    ],
  ])('reports %s', async (_case, search, answer, message) => {
    rememberRequest('state-1');
    mockApi({ ...base, ...(answer ? { 'POST /api/auth/sso/callback': answer } : {}) });
    const { screen } = renderApp(`/login/callback${search}`);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeTruthy();
  });
});
