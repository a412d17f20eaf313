import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMembershipEntry } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { memberKeys } from './member-keys.ts';

/** `POST /api/memberships/{id}/expire`: now (`expires_on` null) or from a day. */
export function useExpireMembership() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, expires_on }: { id: number; expires_on: string | null }) =>
      apiRequest(`/memberships/${id}/expire`, {
        method: 'POST',
        body: { expires_on },
        schema: ZMembershipEntry,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(tenantId) }),
  });
}
