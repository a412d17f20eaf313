import { describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import { apiError, json, mockApi } from '#test/fetch-mock.ts';
import { signInAs } from '#test/tokens.ts';
import { sessionStore } from '../../session/session-store.ts';
import { apiRequest } from '../api-client.ts';
import { ApiError } from '../api-error.ts';

function toasts() {
  return notificationsStore.getState().notifications.map((toast) => ({
    message: toast.message,
    color: toast.color,
  }));
}

describe('apiRequest', () => {
  it('sends the session headers, the language and the query', async () => {
    const api = mockApi({ 'GET /api/menus': json(200, [{ id: 1 }]) });
    signInAs({ email: 'lead@demo.test', restaurants: [4, 9], role: 'lead' });
    const answer = await apiRequest('/menus', { query: { page: 2, skip: undefined } });
    expect(answer).toEqual([{ id: 1 }]);
    const [call] = api.calls;
    expect(call?.headers.get('Authorization')).toMatch(/^Bearer [\w-]+\.[\w-]+\.\w+$/);
    expect(call?.headers.get('X-Restaurant-Id')).toBe('4');
    expect(call?.headers.get('X-Staff-Email')).toBe('lead@demo.test');
    expect(call?.headers.get('Accept-Language')).toBe('en-CA');
  });

  it('turns an error body into one ApiError and shows its message', async () => {
    mockApi({
      'PUT /api/menus/3': json(400, {
        code: 'validation_failed',
        message: '',
        messages: ['This field is required.'],
        fields: { name: 'This field is required.' },
      }),
    });
    signInAs();
    const error = await apiRequest('/menus/3', { method: 'PUT', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      messages: ['This field is required.'],
      fields: { name: 'This field is required.' },
    });
    expect(toasts()).toEqual([{ message: 'This field is required.', color: 'red' }]);
    expect(sessionStore.getState().authenticated).toBe(true);
  });

  it('shows the server message of a 500', async () => {
    mockApi({
      'POST /api/orders': apiError(
        500,
        'order_before_scheduled_date',
        'The order cannot be completed prior to the scheduled date.',
      ),
    });
    signInAs();
    await expect(apiRequest('/orders', { method: 'POST', body: {} })).rejects.toThrow(ApiError);
    expect(toasts()[0]?.message).toBe('The order cannot be completed prior to the scheduled date.');
  });

  it('leaves errors to the caller when asked, without toast or logout', async () => {
    mockApi({ 'POST /api/auth/pin': apiError(401, 'pin_max_attempts', 'Max attempts reached.') });
    signInAs();
    await expect(
      apiRequest('/auth/pin', { method: 'POST', body: { pin: '1' }, handleErrors: false }),
    ).rejects.toMatchObject({ code: 'pin_max_attempts', status: 401 });
    expect(toasts()).toEqual([]);
    expect(sessionStore.getState().authenticated).toBe(true);
  });

  it('never treats an aborted call as a failure', async () => {
    mockApi({ 'GET /api/menus': () => Promise.reject(new DOMException('Aborted', 'AbortError')) });
    signInAs();
    const controller = new AbortController();
    controller.abort();
    await expect(apiRequest('/menus', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sessionStore.getState().authenticated).toBe(true);
  });

  it('does not end the session for calls cancelled because the page is being left', async () => {
    signInAs();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    window.dispatchEvent(new Event('beforeunload'));
    const error = await apiRequest('/menus').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'network_error' });
    expect(sessionStore.getState().authenticated).toBe(true);
    expect(toasts()).toEqual([]);
  });

  it('still ends the session when the connection is lost while the page stays', async () => {
    signInAs();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await vi.waitFor(
      async () => {
        await apiRequest('/menus').catch(() => undefined);
        expect(sessionStore.getState().authenticated).toBe(false);
      },
      { timeout: 5_000, interval: 500 },
    );
  });

  it('asks for the PIN again when the server requires it', async () => {
    mockApi({ 'GET /api/menus': apiError(403, 'pin_required', 'Enter your PIN to continue.') });
    signInAs({ hasPins: true });
    sessionStore.setPinEntered(true);
    await expect(apiRequest('/menus')).rejects.toThrow(ApiError);
    expect(sessionStore.getState()).toMatchObject({ authenticated: true, pinEntered: false });
  });
});
