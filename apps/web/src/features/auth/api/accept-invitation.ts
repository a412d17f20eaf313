import { useMutation } from '@tanstack/react-query';
import type { PasswordReset } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';

/** `POST /api/auth/accept-invitation {token, password}`: the first password of an invited account. */
export function acceptInvitation(body: PasswordReset): Promise<unknown> {
  return apiRequest('/auth/accept-invitation', {
    method: 'POST',
    body,
    authenticated: false,
    handleErrors: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
