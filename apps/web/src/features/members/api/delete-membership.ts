import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { memberKeys } from './member-keys.ts';

/** `DELETE /api/memberships/{id}`. */
export function useDeleteMembership() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<void>(`/memberships/${id}`, { method: 'DELETE', handleErrors: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(tenantId) }),
  });
}
