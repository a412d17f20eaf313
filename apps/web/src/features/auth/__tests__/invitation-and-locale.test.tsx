import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { makeLocation } from '#test/locations.ts';
import { renderApp } from '#test/render-app.tsx';
import { makeJwt, signInAnswer } from '#test/tokens.ts';

const base = {
  'GET /api/auth/sso': json(200, { enabled: false }),
  'POST /api/restaurants/list': json(200, [makeLocation(1, 'Demo Restaurant')]),
};

/** A sign-in answer whose id token says the account's language is `locale`. */
function answerIn(locale: string) {
  const answer = signInAnswer({ email: 'noor@demo.test', role: 'manager' });
  const claims = JSON.parse(
    atob(answer.id_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
  ) as Record<string, unknown>;
  return { ...answer, id_token: makeJwt({ ...claims, locale }) };
}

describe('an invitation link and the account’s language', () => {
  it('sets the first password from the mailed invitation, then asks to sign in', async () => {
    const api = mockApi({ ...base, 'POST /api/auth/accept-invitation': json(204) });
    const { screen, user } = renderApp('/login#invite_token=invited-token');
    expect(
      await screen.findByRole('heading', { name: 'Welcome! Choose your password' }),
    ).toBeTruthy();
    await user.type(await screen.findByLabelText(/^New password/), 'first-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'first-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/Your password is set/)).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/accept-invitation')[0]?.body).toEqual({
      token: 'invited-token',
      password: 'first-password',
    });
    expect(api.callsTo('POST', '/api/auth/password-reset')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('says when an invitation link no longer works', async () => {
    const message = 'This invitation link is invalid, has expired or has already been used.';
    mockApi({
      ...base,
      'POST /api/auth/accept-invitation': apiError(400, 'invalid_invitation_token', message),
    });
    const { screen, user } = renderApp('/login#invite_token=used');
    await user.type(await screen.findByLabelText(/^New password/), 'first-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'first-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(new RegExp(message))).toBeTruthy();
  });

  it('opens the interface in the account’s language on sign-in', async () => {
    mockApi({ ...base, 'POST /api/auth/sign-in': json(200, answerIn('fr-CA')) });
    const { screen, user } = renderApp('/login');
    await user.type(await screen.findByLabelText(/^Email/), 'noor@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'first-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Switch to English' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr-CA'));
  });
});
