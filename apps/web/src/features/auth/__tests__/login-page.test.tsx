import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAnswer } from '#test/tokens.ts';

const base = {
  'GET /api/auth/sso': json(200, { enabled: false }),
  'POST /api/restaurants/list': json(200, [makeLocation(1, 'Demo Restaurant')]),
};

async function fillAndSubmit(app: ReturnType<typeof renderApp>, email: string, password: string) {
  const { user, screen } = app;
  const emailInput = await screen.findByLabelText(/^Email/);
  await user.clear(emailInput);
  if (email) await user.type(emailInput, email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login screen', () => {
  it('validates the email and requires the password, with the domain messages', async () => {
    mockApi(base);
    const app = renderApp('/login');
    await fillAndSubmit(app, '', '');
    expect(await app.screen.findAllByText('This field is required.')).toHaveLength(2);

    await fillAndSubmit(app, 'not-an-email', 'secret');
    expect(await app.screen.findByText("This email isn't valid.")).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    mockApi(base);
    const { screen, user } = renderApp('/login');
    const password = await screen.findByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('toggles to forgot-password mode and back', async () => {
    const api = mockApi({ ...base, 'POST /api/auth/password-reset-request': json(202) });
    const { screen, user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'lead@demo.test');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));

    await screen.findByRole('button', { name: 'Send Password Request' });
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>(/^Email/).value).toBe('lead@demo.test');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(await screen.findByRole('button', { name: 'Send Password Request' }));
    expect(await screen.findByText(/a link to choose a new password has been sent/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/password-reset-request')[0]?.body).toEqual({
      email: 'lead@demo.test',
    });
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });

  it('shows "Error resetting password" when the reset request fails', async () => {
    mockApi({
      ...base,
      'POST /api/auth/password-reset-request': apiError(429, 'rate_limited', 'Too many requests.'),
    });
    const { screen, user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText(/^Email/), 'lead@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send Password Request' }));
    expect(await screen.findByText('Error resetting password: Too many requests.')).toBeTruthy();
  });

  it('prefills the email of the last login', async () => {
    window.localStorage.setItem('app.lastLoginEmail', 'member@demo.test');
    mockApi(base);
    const { screen } = renderApp('/login');
    const email = await screen.findByLabelText<HTMLInputElement>(/^Email/);
    expect(email.value).toBe('member@demo.test');
  });

  it('signs in with a trimmed email, remembers it, and opens the role home', async () => {
    const api = mockApi({ ...base, 'POST /api/auth/sign-in': json(200, signInAnswer()) });
    const app = renderApp('/login');
    await fillAndSubmit(app, '  manager@demo.test  ', 'demo-password');

    expect(await app.screen.findByRole('heading', { name: 'Menus', level: 1 })).toBeTruthy();
    expect(currentPath(app.router)).toBe('/menus');
    const signIn = api.callsTo('POST', '/api/auth/sign-in')[0];
    expect(signIn?.body).toEqual({ email: 'manager@demo.test', password: 'demo-password' });
    expect(signIn?.headers.get('Authorization')).toBeNull();
    expect(signIn?.headers.get('Accept-Language')).toBe('en-CA');
    expect(window.localStorage.getItem('app.lastLoginEmail')).toBe('manager@demo.test');

    const list = api.callsTo('POST', '/api/restaurants/list')[0];
    expect(list?.body).toEqual({ restaurants: [1] });
    expect(list?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(list?.headers.get('X-Restaurant-Id')).toBe('1');
    expect(list?.headers.get('X-Staff-Email')).toBe('manager@demo.test');
  });

  it.each([
    [
      'a refused sign-in',
      apiError(401, 'invalid_credentials', 'Incorrect email or password.'),
      'Error logging in: Incorrect email or password.',
    ],
    [
      'an account without locations',
      apiError(403, 'no_locations', 'We are sorry, no locations are assigned to your account.'),
      'We are sorry, no locations are assigned to your account.',
    ],
    [
      'a token without locations',
      json(200, signInAnswer({ restaurants: [] })),
      'We are sorry, no locations are assigned to your account.',
    ],
    [
      'an answer without tokens',
      json(200, { ok: true }),
      'No authentication found, try again later.',
    ],
    ['a server error without message', json(500, {}), 'Error logging in: Something went wrong.'],
  ])('maps %s to its message', async (_case, answer, message) => {
    mockApi({ ...base, 'POST /api/auth/sign-in': answer });
    const app = renderApp('/login');
    await fillAndSubmit(app, 'manager@demo.test', 'demo-password');
    expect(await app.screen.findByText(message)).toBeTruthy();
    expect(currentPath(app.router)).toBe('/login');
  });

  it('maps a network failure to "Login error, try again later."', async () => {
    mockApi({
      ...base,
      'POST /api/auth/sign-in': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const app = renderApp('/login');
    await fillAndSubmit(app, 'manager@demo.test', 'demo-password');
    expect(await app.screen.findByText('Login error, try again later.')).toBeTruthy();
  });

  it('sends a signed-out visitor of a screen to /login and back after signing in', async () => {
    mockApi({ ...base, 'POST /api/auth/sign-in': json(200, signInAnswer()) });
    const app = renderApp('/modifiers');
    await waitFor(() => expect(currentPath(app.router)).toBe('/login'));
    await fillAndSubmit(app, 'manager@demo.test', 'demo-password');
    await waitFor(() => expect(currentPath(app.router)).toBe('/modifiers'));
  });
});
