import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZTeamMember } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { teamKeys } from './get-team.ts';

export type TeamMemberAction = 'resend-invitation' | 'deactivate' | 'reactivate';

/** `POST /api/team/{id}/{resend-invitation | deactivate | reactivate}`; the list is read again. */
export function useTeamMemberAction() {
  const { tenantId } = useActiveSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: TeamMemberAction }) =>
      apiRequest(`/team/${id}/${action}`, {
        method: 'POST',
        schema: ZTeamMember,
        handleErrors: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.list(tenantId) }),
  });
}
