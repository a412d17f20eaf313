import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMembershipEntry, type MembershipRequest } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { memberKeys } from './member-keys.ts';

type SaveMembership = { id: number | null; body: MembershipRequest };

/** `POST /api/memberships` (new) or `PUT /api/memberships/{id}`; the list is read again. */
export function useSaveMembership() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveMembership) =>
      apiRequest(id === null ? '/memberships' : `/memberships/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: ZMembershipEntry,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(tenantId) }),
  });
}
