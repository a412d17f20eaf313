import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCredit, type CreditSaveRequestInput } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { creditKeys } from './credit-keys.ts';

/** `POST /api/auth/credits`: a grant (no id) or an update (id); the list and history are read again. */
export function useSaveCredit() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreditSaveRequestInput) =>
      apiRequest('/auth/credits', { method: 'POST', body, schema: ZCredit, handleErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.all(tenantId) }),
  });
}
