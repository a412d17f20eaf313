import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZTeamMember,
  type InviteTeamMemberRequest,
  type UpdateTeamMemberRequest,
} from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { teamKeys } from './get-team.ts';

export type SaveTeamMember =
  { id: null; body: InviteTeamMemberRequest } | { id: number; body: UpdateTeamMemberRequest };

/** `POST /api/team` (invite) or `PUT /api/team/{id}`; the list is read again. */
export function useSaveTeamMember() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: SaveTeamMember) =>
      apiRequest(id === null ? '/team' : `/team/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
        schema: ZTeamMember,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.list(tenantId) }),
  });
}
