import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

/** `POST /api/auth/password-reset-request {email}`: 202 whatever the email. */
export function requestPasswordReset(body: PasswordResetRequest): Promise<unknown> {
  return apiRequest('/auth/password-reset-request', {
    method: 'POST',
    body,
    authenticated: false,
    handleErrors: false,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
