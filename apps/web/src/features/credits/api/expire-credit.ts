import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCredit } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { creditKeys } from './credit-keys.ts';

/** `POST /api/auth/credits/expire`: the email's credit loses what it has left. */
export function useExpireCredit() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('/auth/credits/expire', {
        method: 'POST',
        body: { email },
        schema: ZCredit,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all(tenantId) }),
  });
}
