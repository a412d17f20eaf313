import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { sessionStore } from '#lib/session/session-store.ts';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { orderScreenRoutes } from '#test/orders.ts';
import { makeLocation } from '#test/locations.ts';
import { currentPath, renderApp } from '#test/render-app.tsx';
import { signInAnswer, signInAs } from '#test/tokens.ts';

const base = {
  'GET /api/auth/sso': json(200, { enabled: false }),
  'POST /api/restaurants/list': json(200, [makeLocation(1, 'Stadium', { order_management: true })]),
  ...orderScreenRoutes(),
};

async function submitPin(app: ReturnType<typeof renderApp>, pin: string) {
  const input = await app.screen.findByLabelText('PIN');
  if (pin) await app.user.type(input, pin);
  await app.user.click(app.screen.getByRole('button', { name: 'Continue' }));
}

describe('PIN screen', () => {
  it('is required after signing in with a token that has PINs', async () => {
    mockApi({
      ...base,
      'POST /api/auth/sign-in': json(200, signInAnswer({ role: 'staff', hasPins: true })),
    });
    const app = renderApp('/login');
    await app.user.type(await app.screen.findByLabelText(/^Email/), 'staff@demo.test');
    await app.user.type(app.screen.getByLabelText(/^Password/), 'demo-password');
    await app.user.click(app.screen.getByRole('button', { name: 'Sign in' }));
    expect(await app.screen.findByRole('heading', { name: 'Enter your PIN' })).toBeTruthy();
    expect(sessionStore.getState()).toMatchObject({ hasPins: true, pinEntered: false });
  });

  it('says "No PIN provided." without calling the server', async () => {
    const api = mockApi(base);
    signInAs({ role: 'staff', hasPins: true });
    const app = renderApp('/');
    await submitPin(app, '');
    expect(await app.screen.findByText('No PIN provided.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/pin')).toHaveLength(0);
  });

  it('shows the attempts remaining after a wrong PIN', async () => {
    const api = mockApi({
      ...base,
      'POST /api/auth/pin': apiError(400, 'pin_invalid', 'Invalid PIN. Attempts remaining: 2', {
        attempts_remaining: 2,
      }),
    });
    signInAs({ role: 'staff', hasPins: true });
    const app = renderApp('/');
    await submitPin(app, '9999');
    expect(await app.screen.findByText('Invalid PIN. Attempts remaining: 2')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/pin')[0]?.body).toEqual({ pin: '9999' });
    expect(api.callsTo('POST', '/api/auth/pin')[0]?.headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
  });

  it('logs the user out when the maximum of attempts is reached', async () => {
    mockApi({
      ...base,
      'POST /api/auth/pin': apiError(401, 'pin_max_attempts', 'Max attempts reached.'),
    });
    signInAs({ role: 'staff', hasPins: true });
    const app = renderApp('/');
    await submitPin(app, '0000');
    expect(await app.screen.findByText('Max attempts reached. Logging out user')).toBeTruthy();
    await waitFor(() => expect(currentPath(app.router)).toBe('/login'));
    expect(sessionStore.getState().authenticated).toBe(false);
  });

  it('opens the app once the PIN is accepted', async () => {
    mockApi({ ...base, 'POST /api/auth/pin': json(200, { pin_entered: true }) });
    signInAs({ role: 'staff', hasPins: true });
    const app = renderApp('/');
    await submitPin(app, '1234');
    expect(await app.screen.findByRole('heading', { name: 'Create order' })).toBeTruthy();
    expect(currentPath(app.router)).toBe('/order-management/create');
    expect(sessionStore.getState()).toMatchObject({ pinEntered: true });
  });
});
