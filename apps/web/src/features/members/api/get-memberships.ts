import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMembershipPage, type MembershipListQuery } from '@app/domain';
import { apiRequest } from '#lib/api/api-client.ts';
import { useActiveSession } from '#lib/session/session-store.ts';
import { memberKeys } from './member-keys.ts';

/** `GET /api/memberships`: one page; the previous page stays shown while the next loads. */
export function useMemberships(query: MembershipListQuery) {
  const { tenantId } = useActiveSession();
  return useQuery({
    queryKey: memberKeys.list(tenantId, query),
    queryFn: ({ signal }) =>
      apiRequest('/memberships', {
        signal,
        query: { ...query, search: query.search || undefined },
        schema: ZMembershipPage,
      }),
    placeholderData: keepPreviousData,
  });
}
