import { useQuery } from '@tanstack/react-query';
import { ZTeamMembers } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';

export const teamKeys = {
  all: ['team'] as const,
  list: (tenantId: number) => [...teamKeys.all, 'list', tenantId] as const,
};

/** `GET /api/team`: the accounts of the active location. */
export function useTeam() {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: teamKeys.list(tenantId),
    queryFn: ({ signal }) => apiRequest('/team', { signal, schema: ZTeamMembers }),
  });
}
