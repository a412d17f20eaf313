import { useMutation } from '@tanstack/react-query';
import type { PasswordReset } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

/** `POST /api/auth/password-reset {token, password}` with the token of the mailed link. */
export function resetPassword(body: PasswordReset): Promise<unknown> {
  return apiRequest('/auth/password-reset', {
    method: 'POST',
    body,
    authenticated: false,
    handleErrors: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
